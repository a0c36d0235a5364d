/**
 * The single gate for addresses that become links or images. Only absolute http(s) addresses
 * pass; relative paths pass only when resolved against a trusted http(s) base. Anything else
 * (javascript:, data:, vbscript:, protocol-relative //host, control characters) is refused.
 */
export function safeHttpUrl(raw: string | null | undefined, base?: string): string | undefined {
  if (typeof raw !== 'string') return undefined
  const value = raw.trim()
  // Browsers strip tabs and newlines inside URLs ("java\tscript:"), and treat a backslash like a
  // slash ("/\evil.example"): any such address is suspicious and never needed by real content.
  // eslint-disable-next-line no-control-regex
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return undefined
  if (value.startsWith('//')) return undefined
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value)
  if (!hasScheme) {
    if (!base || !value.startsWith('/')) return undefined
    const baseUrl = parseHttp(base)
    if (!baseUrl) return undefined
    return parseHttp(value, baseUrl.origin)?.href
  }
  return parseHttp(value)?.href
}

function parseHttp(value: string, base?: string): URL | undefined {
  try {
    const url = new URL(value, base)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (!url.hostname || url.username || url.password) return undefined
    return url
  } catch {
    return undefined
  }
}

/** The origin of an item's own address, used to resolve relative links in its description. */
export function siteOrigin(link: string | null | undefined): string | undefined {
  const safe = safeHttpUrl(link)
  return safe ? new URL(safe).origin : undefined
}

/**
 * A link to this app's own proxy (`/api/v1/…`, as the server writes the service's report links),
 * or else `safeHttpUrl`'s verdict: the one way a report link becomes an `href`.
 */
export function safeDownloadUrl(raw: string | null | undefined): string | undefined {
  if (typeof raw === 'string' && /^\/api\/v1\/[A-Za-z0-9/_-]+(\?[^\s\\#]*)?$/.test(raw.trim()))
    return raw.trim()
  return safeHttpUrl(raw)
}
