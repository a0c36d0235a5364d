import type { IncomingMessage, ServerResponse } from 'node:http'
import { internalCallAddress } from './auth/internal-call'
import { isUnder, pathOf } from './auth/request-kind'
import { sendJson } from './http/json-response'

/** Seconds a client is asked to wait: by then a balancer sends it to another instance. */
export const DRAINING_RETRY_AFTER_S = 5

/**
 * While the server shuts down it keeps listening (so probes see `/readyz` say "draining") but
 * takes no new work: a new API call, sign-in route or page load is answered 503 with
 * Retry-After, and goes elsewhere or comes back. Files (a page already loading needs its
 * scripts) and the calls a first view in flight makes on its page's behalf are still served.
 * Returns true when it answered.
 */
export function refuseWhileDraining(req: IncomingMessage, res: ServerResponse): boolean {
  const path = pathOf(req.url)
  const navigation =
    (req.method === 'GET' || req.method === 'HEAD') &&
    String(req.headers.accept ?? '').includes('text/html') &&
    !isUnder(path, '/assets')
  if (!(isUnder(path, '/api') || isUnder(path, '/auth') || navigation)) return false
  if (internalCallAddress(req) !== undefined) return false
  req.resume()
  const retry = { 'retry-after': String(DRAINING_RETRY_AFTER_S) }
  const detail = `This server is restarting. Try again in ${DRAINING_RETRY_AFTER_S} seconds.`
  if (navigation) {
    const text = `${detail}\n`
    res.writeHead(503, {
      ...retry,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      'cache-control': 'no-store',
    })
    res.end(req.method === 'HEAD' ? undefined : text)
  } else sendJson(res, 503, { title: 'Server restarting', detail }, retry)
  return true
}
