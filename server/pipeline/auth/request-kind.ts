import type { IncomingMessage } from 'node:http'

/** The path of a request target, without its query; `*` and absolute forms give ''. */
export function pathOf(url: string | undefined): string {
  const target = url ?? ''
  if (!target.startsWith('/')) return ''
  const q = target.indexOf('?')
  return q < 0 ? target : target.slice(0, q)
}

export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** Answers for script (`fetch` asking for JSON) rather than for a browser's navigation. */
export function wantsJson(req: IncomingMessage): boolean {
  const accept = String(req.headers.accept ?? '').toLowerCase()
  if (accept.includes('application/json')) return true
  const type = String(req.headers['content-type'] ?? '').toLowerCase()
  return type.startsWith('application/json') && !accept.includes('text/html')
}

/** Paths anyone may fetch signed out: the sign-in page and what it needs, and the probes. */
const OPEN_PATHS = new Set(['/sign-in', '/favicon.svg', '/robots.txt', '/healthz', '/readyz'])

/**
 * A browser navigating to one of the app's pages (which a signed-out user is sent to sign in
 * from). Files and the sign-in page itself are not pages in this sense.
 */
export function isPageRequest(req: IncomingMessage, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (!String(req.headers.accept ?? '').includes('text/html')) return false
  if (OPEN_PATHS.has(path) || isUnder(path, '/auth') || isUnder(path, '/assets')) return false
  return true
}
