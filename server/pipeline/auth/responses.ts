import type { ServerResponse } from 'node:http'

// The stage's own JSON answers are the server's: `no-store`, since they carry or depend on
// who is asking.
export { sendJson } from '../http/json-response'

/** A 303: the browser follows it with GET, whatever method brought it here. */
export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': 0 })
  res.end()
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(res.req.method === 'HEAD' ? undefined : text)
}
