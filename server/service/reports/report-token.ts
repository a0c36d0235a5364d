import type { ReportKind } from '../assets/report-files'

/**
 * The token of a report download (`/v1/data/report?t=<token>`), as the provider's reports
 * answer links to its own token download. It names the item and the format and nothing else:
 * base64url of `{"id":…,"f":"pdf"}`. Opaque to clients, but not secret: the file behind it
 * needs the key like every /v1 path, so a guessed token gains nothing.
 */
const KINDS: readonly ReportKind[] = ['pdf', 'ppt', 'xls']
/** A token is short; a longer `t` is refused before it is decoded. */
const MAX_TOKEN_CHARS = 200

export function reportToken(id: number, kind: ReportKind): string {
  return Buffer.from(JSON.stringify({ id, f: kind })).toString('base64url')
}

/** The item and format a token names, or undefined when it is not a token of this service. */
export function readReportToken(token: string): { id: number; kind: ReportKind } | undefined {
  if (token.length > MAX_TOKEN_CHARS || !/^[A-Za-z0-9_-]+$/.test(token)) return undefined
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const { id, f } = value as { id?: unknown; f?: unknown }
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return undefined
  const kind = KINDS.find((k) => k === f)
  return kind ? { id, kind } : undefined
}
