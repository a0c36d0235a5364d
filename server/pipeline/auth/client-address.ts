import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { unmapped } from '../http/net-address'

/**
 * The address of the client behind a request. Behind trusted proxies (a load balancer, a
 * reverse proxy on this machine) the socket's peer is the proxy, so the address is read from
 * `X-Forwarded-For`, right to left, skipping trusted hops: the first untrusted one is the
 * client, as entries left of it could have been written by the client itself.
 */
export function clientAddress(
  req: IncomingMessage,
  trusted: (address: string | undefined) => boolean,
): string {
  const peer = unmapped(req.socket.remoteAddress ?? 'unknown')
  if (!trusted(peer)) return peer
  const header = req.headers['x-forwarded-for']
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => unmapped(h.trim()))
    .filter((h) => isIP(h) !== 0)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string
    if (!trusted(hop)) return hop
  }
  return hops[0] ?? peer
}
