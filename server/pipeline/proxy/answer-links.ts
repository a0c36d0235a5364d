import { endpointAt } from '../../../src/api/endpoints'

/**
 * Links in an answer that point at the service itself (the provider's report links name its own
 * token download, `…/v1/data/report?t=…`), turned into this app's own `/api/…` addresses: the
 * browser can only reach the service through the proxy, which adds the key, and the embedded
 * service's loopback address means nothing on a colleague's machine. Links elsewhere (a CDN, the
 * platform's pages) stay as they are.
 */
export function ownLinks(json: unknown, upstreamBase: string): unknown {
  const base = new URL(upstreamBase)
  const basePath = base.pathname.replace(/\/+$/, '')
  const rewrite = (text: string): string => {
    let url: URL
    try {
      url = new URL(text, base)
    } catch {
      return text
    }
    if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/v1/`)) return text
    const path = url.pathname.slice(basePath.length)
    return endpointAt(path) ? `/api${path}${url.search}` : text
  }
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return rewrite(value)
    if (Array.isArray(value)) return value.map(walk)
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]))
    return value
  }
  return walk(json)
}
