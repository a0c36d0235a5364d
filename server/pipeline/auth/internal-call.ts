import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/**
 * The first-view renderer's own `/api` calls (server/pipeline/pages/first-view.ts) come back to this process
 * from this machine, on behalf of the reader whose page is being written. In none mode the
 * reader is known by address only, so those calls must name it, and no one else may: every
 * local program reaches a none-mode server from loopback, and one whose X-Forwarded-For were
 * believed could name itself anew on every request, each time with a fresh allowance.
 *
 * So the renderer's calls carry a secret drawn when this process starts, which never leaves it:
 * the header is removed from the request as soon as it has been checked, the proxy forwards an
 * allow-list of headers only, and the access log writes none. Each instance has its own; the
 * renderer only ever calls the instance it runs in.
 */
const HEADER = 'x-dds-first-view'
const SECRET = Buffer.from(randomBytes(32).toString('base64url'))

/** The address the session stage named each reader by (none mode), for its renderer calls. */
const readers = new WeakMap<IncomingMessage, string>()
/** Each checked request's verdict: the header is gone once checked. */
const checked = new WeakMap<IncomingMessage, string | null>()

/** The session stage: this request (none mode) is from `address`. */
export function rememberReaderAddress(req: IncomingMessage, address: string): void {
  readers.set(req, address)
}

/** The address the session stage named this request by, when it named it by address. */
export function readerAddress(req: IncomingMessage): string | undefined {
  return readers.get(req)
}

/** The headers a renderer call carries to name its reader. */
export function internalCallHeaders(address: string): Record<string, string> {
  return { [HEADER]: SECRET.toString(), 'x-forwarded-for': address }
}

/**
 * The reader a renderer call names, or undefined when the request is not one (no header, a
 * wrong secret, or no single address). The header is removed either way, so no later stage,
 * log or upstream sees it.
 */
export function internalCallAddress(req: IncomingMessage): string | undefined {
  const known = checked.get(req)
  if (known !== undefined) return known ?? undefined
  const raw = req.headers[HEADER]
  delete req.headers['x-dds-first-view'] // HEADER (the linter wants it spelled out)
  let address: string | null = null
  if (typeof raw === 'string') {
    const given = Buffer.from(raw)
    const forwarded = req.headers['x-forwarded-for']
    if (
      given.length === SECRET.length &&
      timingSafeEqual(given, SECRET) &&
      typeof forwarded === 'string' &&
      isIP(forwarded.trim()) !== 0
    )
      address = forwarded.trim()
  }
  checked.set(req, address)
  return address ?? undefined
}
