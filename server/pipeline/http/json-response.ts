import type { ServerResponse } from 'node:http'

/**
 * A JSON answer of this server's own (health, usage, the session stage): never stored by a
 * shared cache, since each depends on who asks or on the moment, and never sniffed as a page.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  // Node leaves a HEAD answer's body out by itself.
  res.end(text)
}
