/**
 * The response cache's key for a GET: the endpoint and its query in one normal form, so requests
 * that mean the same answer share it: parameters sorted, the `limit` alias read as `size`, and
 * parameters equal to their documented default left out (service-interface.md, common query
 * parameters of the list endpoints; `size` 10 on the two search endpoints too). The default date
 * window moves with the clock, so an absent date is never made explicit.
 */

const LIST_DEFAULTS: Readonly<Record<string, string>> = {
  platform: 'en',
  offset: '0',
  size: '10',
  page: '1',
  sort: '0',
}
const SEARCH_DEFAULTS: Readonly<Record<string, string>> = { size: '10' }

const DEFAULTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '/v1/marketInsights': LIST_DEFAULTS,
  '/v1/studies': LIST_DEFAULTS,
  '/v1/infographics': LIST_DEFAULTS,
  '/v1/search/statistics': LIST_DEFAULTS,
  '/v1/search/consumer-insights': SEARCH_DEFAULTS,
  '/v1/search/market-insights/indicators': SEARCH_DEFAULTS,
}

/** Endpoints whose `q` may be left out: empty or blank means the broad default query. */
const OPTIONAL_Q = new Set([
  '/v1/marketInsights',
  '/v1/studies',
  '/v1/infographics',
  '/v1/search/statistics',
])

/**
 * The key, or undefined when the request must not share an answer: a repeated parameter, whose
 * meaning (first, last, refused) is the upstream's to decide, not this normal form's.
 */
export function cacheKey(path: string, query: string): string | undefined {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)
  const defaults = Object.hasOwn(DEFAULTS, path) ? DEFAULTS[path] : undefined
  const names = new Set(params.keys())
  if (names.size !== [...params.keys()].length) return undefined
  const entries: [string, string][] = []
  for (const [name, value] of params) {
    // `limit` is `size` by another name on the list endpoints (api-facts.md), unless both are
    // given (the service then refuses); elsewhere it is just another parameter.
    const key = name === 'limit' && !names.has('size') && defaults === LIST_DEFAULTS ? 'size' : name
    if (defaults && Object.hasOwn(defaults, key) && defaults[key] === value.trim()) continue
    if (key === 'q' && OPTIONAL_Q.has(path) && value.trim() === '') continue
    entries.push([key, value])
  }
  entries.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
  const normal = new URLSearchParams(entries).toString()
  return normal ? `${path}?${normal}` : path
}
