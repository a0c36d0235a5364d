import type { IncomingMessage } from 'node:http'
import { isLoopbackName, isLoopbackPeer, unmapped } from './net-address'

/**
 * Which `Host` names the server answers: the configured ones (DDS_ALLOWED_HOSTS, or the host of
 * DDS_PUBLIC_URL), and loopback names when the request comes from this machine (a browser on
 * it, the first-view renderer, a local probe). A DNS-rebinding page reaches the server under its
 * own name, so any other name is refused before anything else runs.
 */
export function hostCheck(allowedHosts: readonly string[]) {
  const allowed = new Set(allowedHosts.map((h) => h.toLowerCase()))
  return (req: IncomingMessage): { ok: true } | { ok: false; host: string } => {
    const host = req.headers.host ?? ''
    const name = hostnameOf(host)
    if (name !== undefined && allowed.has(name)) return { ok: true }
    if (name !== undefined && isLoopbackName(name) && isLoopbackPeer(req.socket.remoteAddress))
      return { ok: true }
    // This server calling itself at its own address (a first view's /api calls, when it listens
    // on a network address rather than loopback).
    const local = req.socket.localAddress && unmapped(req.socket.localAddress)
    const peer = req.socket.remoteAddress && unmapped(req.socket.remoteAddress)
    if (name !== undefined && local === name && peer === local) return { ok: true }
    return { ok: false, host }
  }
}

/** The lower-case name in a Host header, without port or IPv6 brackets; undefined if garbled. */
function hostnameOf(host: string): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^\s:[\]/@]+)(?::\d{1,5})?$/i.exec(host.trim())
  return match?.[1]?.toLowerCase().replace(/^\[|\]$/g, '')
}
