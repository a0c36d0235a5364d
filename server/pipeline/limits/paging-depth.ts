/**
 * How deep into a result list a request reaches, so paging can stop at DDS_MAX_DEPTH before a
 * crawl of the catalogue gets the team's key disabled (api-facts.md, cost model).
 *
 * Paging as the service defines it (docs/embedded-service.md, "Choices"): the first
 * item is offset + (page − 1) × size, so the deepest is offset + page × size. `limit` is an
 * alias of `size`; size defaults to 10. Statistics search pages by `offset` only (it ignores
 * `page`); the two semantic searches take only `size`.
 *
 * The size is the one asked for, not the package's cut of it: the proxy cannot know the
 * package, and counting the larger one errs on the side of the key. A parameter given twice
 * counts its largest value, because another upstream may read either. A value that is not a
 * whole number counts as its default: the upstream refuses it with 400 and returns nothing.
 */
const DEFAULT_SIZE = 10

type Paging = 'page-and-offset' | 'offset' | 'size'

const PAGED: Readonly<Record<string, Paging>> = {
  '/v1/marketInsights': 'page-and-offset',
  '/v1/studies': 'page-and-offset',
  '/v1/infographics': 'page-and-offset',
  '/v1/search/statistics': 'offset',
  '/v1/search/consumer-insights': 'size',
  '/v1/search/market-insights/indicators': 'size',
}

/**
 * The position of the deepest item `path` (`/v1/...`) asks for with `query`, or undefined when
 * the endpoint does not page.
 */
export function pagingDepth(path: string, query: URLSearchParams): number | undefined {
  if (!Object.hasOwn(PAGED, path)) return undefined
  const paging = PAGED[path]
  const size = Math.max(largest(query, 'size') ?? -1, largest(query, 'limit') ?? -1)
  const effectiveSize = size >= 0 ? size : DEFAULT_SIZE
  if (paging === 'size') return effectiveSize
  const offset = Math.max(0, largest(query, 'offset') ?? 0)
  const page = paging === 'page-and-offset' ? Math.max(1, largest(query, 'page') ?? 1) : 1
  return offset + page * effectiveSize
}

/** The largest whole-number value given for `name`, if any. */
function largest(query: URLSearchParams, name: string): number | undefined {
  let max: number | undefined
  for (const raw of query.getAll(name)) {
    const text = raw.trim()
    if (!/^\+?\d+$/.test(text)) continue
    const value = Number(text)
    if (max === undefined || value > max) max = value
  }
  return max
}
