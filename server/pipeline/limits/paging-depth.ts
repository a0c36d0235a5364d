import { endpointAt, type ParamSpec } from '../../../src/api/endpoints'

/**
 * How deep into a result list a request reaches, so paging can stop at DDS_MAX_DEPTH before a
 * crawl of the catalogue gets the team's key disabled (docs/service-contract.md, credits).
 *
 * Paging as the endpoint list describes it (src/api/endpoints.ts): by page and offset, the
 * first item is offset + (page − 1) × size, so the deepest is offset + page × size; by offset
 * alone, offset + size; a semantic search reaches `size`. The query is the one the proxy has read
 * against the endpoint's parameters (unreadable values were refused before this), so every value
 * here is a whole number, and absent ones take their documented defaults.
 *
 * The size is the one asked for, not the package's cut of it: the proxy cannot know the
 * package, and counting the larger one errs on the side of the key.
 */

/**
 * The position of the deepest item `path` (`/v1/...`) asks for with `query`, or undefined when
 * the endpoint does not page.
 */
export function pagingDepth(path: string, query: URLSearchParams): number | undefined {
  const endpoint = endpointAt(path)
  const paging = endpoint && 'paging' in endpoint ? endpoint.paging : undefined
  if (!endpoint || !paging) return undefined
  const params: Readonly<Record<string, ParamSpec>> = endpoint.params
  const whole = (name: string): number => {
    const spec = params[name]
    if (spec?.type !== 'whole') return 0
    const given = query.get(name) ?? (spec.alias ? query.get(spec.alias) : null)
    const value = given === null ? Number.NaN : Number(given)
    return Number.isSafeInteger(value) ? value : (spec.default ?? 0)
  }
  const size = whole('size')
  if (paging === 'size') return size
  const offset = whole('offset')
  const page = paging === 'page-and-offset' ? Math.max(1, whole('page')) : 1
  return offset + page * size
}
