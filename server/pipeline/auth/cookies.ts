import type { IncomingMessage } from 'node:http'

/** The value of one cookie in a request's `Cookie` header; undefined when absent or garbled. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    // Only the characters this server itself writes (base64url); anything else is not ours.
    return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined
  }
  return undefined
}

export interface CookieOptions {
  path: string
  secure: boolean
  /** Seconds; 0 removes the cookie. Without it, the cookie lasts while the browser runs. */
  maxAgeS?: number
}

/**
 * A `Set-Cookie` value. Always HttpOnly (no script ever needs these) and SameSite=Lax: sent on a
 * top-level navigation from elsewhere (a shared link, the provider's redirect back), never on a
 * cross-site POST or fetch.
 */
export function cookieHeader(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, 'HttpOnly', 'SameSite=Lax']
  if (options.secure) parts.push('Secure')
  if (options.maxAgeS !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeS))}`)
    if (options.maxAgeS <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  }
  return parts.join('; ')
}

/** Adds a Set-Cookie line to the answer, keeping any set before. */
export function addCookie(
  res: { getHeader(name: string): unknown; setHeader(name: string, value: string[]): unknown },
  line: string,
): void {
  const before = res.getHeader('set-cookie')
  const list = Array.isArray(before) ? before.map(String) : before ? [String(before)] : []
  res.setHeader('set-cookie', [...list, line])
}
