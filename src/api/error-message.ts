import { depthRefusalSchema } from './schemas/usage'

/**
 * Finds the service's own words in an error response. Error bodies have no documented shape:
 * problem+json, arbitrary JSON, plain text, an HTML error page from some gateway, or nothing at
 * all all occur. What a status means to a reader is `describe-failure.ts`'s job.
 */

const MAX_MESSAGE_CHARS = 300

export interface ErrorDescription {
  /** The service's own words; absent when the body says nothing a status line does not. */
  message?: string
  parameter?: string
  /** Where this app's server says to sign in (its own 401 when the session is missing). */
  signIn?: string
  /** The deepest result this app's server pages to, when it refused a request past it. */
  reach?: number
}

export function describeErrorResponse(contentType: string, text: string): ErrorDescription {
  const trimmed = text.trim()
  if (trimmed === '') return {}

  const json = /json/i.test(contentType) || /^[[{]/.test(trimmed) ? tryParseJson(trimmed) : NOT_JSON
  if (json !== NOT_JSON) {
    const message = messageFromJson(json)
    const parameter = parameterFromJson(json)
    const signIn = isRecord(json) ? json['sign_in'] : undefined
    const depth = depthRefusalSchema.safeParse(json)
    return {
      ...(depth.success ? { reach: depth.data.limit } : {}),
      ...(message && !isGeneric(message) ? { message: clip(message) } : {}),
      ...(parameter ? { parameter } : {}),
      // Only a path on this site: never a link to elsewhere from an error body.
      ...(typeof signIn === 'string' && /^\/(?![/\\])/.test(signIn) ? { signIn } : {}),
    }
  }

  if (/html|xml/i.test(contentType) || /^</.test(trimmed)) {
    const heading = htmlHeading(trimmed)
    return heading && !isGeneric(heading) ? { message: clip(heading) } : {}
  }

  const plain = collapse(trimmed)
  return isGeneric(plain) ? {} : { message: clip(plain) }
}

const NOT_JSON = Symbol('not json')

// Bare reason phrases say less than the per-status words of describe-failure.ts.
const GENERIC_PHRASES = new Set([
  'bad request',
  'unauthorized',
  'unauthorised',
  'forbidden',
  'not found',
  'too many requests',
  'internal server error',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
  'error',
  'unknown error',
])

function isGeneric(message: string): boolean {
  // "502 Bad Gateway", "Error 404 - Not Found" and "Forbidden." all count as bare phrases.
  const words = message
    .toLowerCase()
    .replace(/\b(?:error|http)?\s*\d{3}\b/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .trim()
  return words === '' || GENERIC_PHRASES.has(words)
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return NOT_JSON
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? collapse(value) : undefined
}

// Ordered by how specific the text usually is: problem+json `detail` beats its generic `title`.
const MESSAGE_FIELDS = [
  'detail',
  'message',
  'error_description',
  'error',
  'errorMessage',
  'msg',
  'description',
  'title',
]

function messageFromJson(value: unknown, depth = 0): string | undefined {
  if (depth > 3) return undefined
  const direct = nonEmptyString(value)
  if (direct) return direct
  if (Array.isArray(value))
    return value.length > 0 ? messageFromJson(value[0], depth + 1) : undefined
  if (!isRecord(value)) return undefined
  for (const field of MESSAGE_FIELDS) {
    const found = messageFromJson(value[field], depth + 1)
    if (found) return found
  }
  const errors = value['errors']
  if (errors !== undefined) return messageFromJson(errors, depth + 1)
  return undefined
}

const PARAMETER_FIELDS = ['parameter', 'param', 'field', 'name']

function parameterFromJson(value: unknown, depth = 0): string | undefined {
  if (depth > 2 || !isRecord(value)) return undefined
  for (const field of PARAMETER_FIELDS.slice(0, 3)) {
    const found = nonEmptyString(value[field])
    if (found) return found
  }
  // RFC 9457 suggests `invalid-params: [{ name, reason }]`; others use `errors: [{ param }]`.
  for (const listField of ['invalid-params', 'invalid_params', 'errors']) {
    const list = value[listField]
    if (Array.isArray(list) && isRecord(list[0])) {
      for (const field of PARAMETER_FIELDS) {
        const found = nonEmptyString(list[0][field])
        if (found) return found
      }
    }
  }
  if (isRecord(value['error'])) return parameterFromJson(value['error'], depth + 1)
  return undefined
}

function htmlHeading(html: string): string | undefined {
  for (const pattern of [/<title[^>]*>([\s\S]*?)<\/title>/i, /<h1[^>]*>([\s\S]*?)<\/h1>/i]) {
    const match = pattern.exec(html)
    const inner = match?.[1]
    if (inner === undefined) continue
    const text = collapse(decodeEntities(inner.replace(/<[^>]*>/g, ' ')))
    if (text !== '') return text
  }
  return undefined
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X'
          ? parseInt(code.slice(2), 16)
          : parseInt(code.slice(1), 10)
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff
        ? String.fromCodePoint(point)
        : entity
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity
  })
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function clip(text: string): string {
  return text.length <= MAX_MESSAGE_CHARS
    ? text
    : `${text.slice(0, MAX_MESSAGE_CHARS - 1).trimEnd()}…`
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date; undefined if absent or garbled. */
export function parseRetryAfter(
  header: string | null,
  now: number = Date.now(),
): number | undefined {
  if (header === null) return undefined
  const value = header.trim()
  if (value === '') return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000)
  // An HTTP date always names a weekday or month; a bare number like "-5" is not one.
  if (!/[a-z]{3}/i.test(value)) return undefined
  const at = Date.parse(value)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, at - now)
}
