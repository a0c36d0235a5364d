import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'
import type { TLSSocket } from 'node:tls'

/**
 * Address facts the server's stages share: which names and addresses are this machine, and
 * which peers are proxies whose forwarded headers are believed.
 */

/**
 * Host names and addresses that always mean this machine (browsers resolve `*.localhost` to
 * loopback too): for a Host header, and for a listening address (HOST) only it can reach.
 */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    (isIP(name) === 4 && name.startsWith('127.'))
  )
}

/** A peer's socket address, as Node reports it (IPv4 peers may come IPv6-mapped). */
export function isLoopbackPeer(address: string | undefined): boolean {
  return address !== undefined && isLoopbackName(unmapped(address))
}

/** An address as one spelling: IPv4 peers may come IPv6-mapped (`::ffff:127.0.0.1`). */
export function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}

/** Whether a peer is one of the trusted proxies (addresses or CIDR ranges). */
export function trustedPeers(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/')
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return (address) => {
    if (address === undefined) return false
    const plain = unmapped(address)
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4')
  }
}

/** Proxies believed when none are configured (DDS_TRUSTED_PROXIES): this machine's own. */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['127.0.0.0/8', '::1']

/**
 * The scheme the browser used for this request, which decides HSTS, the cookies' Secure flag
 * and the origin a form must come from: the public address's when one is configured
 * (DDS_PUBLIC_URL), else what a trusted TLS-terminating proxy says (X-Forwarded-Proto), else
 * the connection's own.
 */
export function requestScheme(
  req: IncomingMessage,
  options: { publicUrl?: URL; trustedPeer: (address: string | undefined) => boolean },
): 'https:' | 'http:' {
  if (options.publicUrl) return options.publicUrl.protocol === 'https:' ? 'https:' : 'http:'
  if (options.trustedPeer(req.socket.remoteAddress)) {
    const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase()
    if (forwarded === 'https' || forwarded === 'http') return `${forwarded}:`
  }
  return (req.socket as Partial<TLSSocket>).encrypted ? 'https:' : 'http:'
}
