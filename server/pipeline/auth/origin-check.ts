import type { IncomingMessage } from 'node:http'
import { requestScheme } from '../http/net-address'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function isStateChanging(method: string | undefined): boolean {
  return STATE_CHANGING.has(method ?? '')
}

/**
 * Whether a state-changing request comes from the app's own pages. A session cookie rides along
 * on any request the browser makes to this site, so a page elsewhere could post to `/api` or
 * `/auth` in the user's name; browsers say where a request comes from in `Origin` (sent on every
 * POST) and `Sec-Fetch-Site`, which a page cannot forge.
 */
export function sameOrigin(
  req: IncomingMessage,
  options: { publicUrl?: URL; trustedPeer: (address: string | undefined) => boolean },
): boolean {
  const origin = req.headers.origin
  if (origin !== undefined) {
    const own = ownOrigin(req, options)
    return own !== undefined && origin.toLowerCase() === own
  }
  const site = req.headers['sec-fetch-site']
  // "none": the user typed or bookmarked it; "same-origin": our own page. Browsers send Origin
  // or Sec-Fetch-Site on every POST, so a request with neither is not from the app's pages.
  return site === 'same-origin' || site === 'none'
}

/** This request's own origin, as the browser would write it: scheme, Host, default port dropped. */
function ownOrigin(
  req: IncomingMessage,
  options: { publicUrl?: URL; trustedPeer: (address: string | undefined) => boolean },
): string | undefined {
  const host = req.headers.host
  if (!host) return undefined
  try {
    return new URL(`${requestScheme(req, options)}//${host}`).origin.toLowerCase()
  } catch {
    return undefined
  }
}
