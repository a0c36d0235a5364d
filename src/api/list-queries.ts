import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ENDPOINTS } from './endpoints'
import { readQuery, LIST_DEFAULTS, MINUTE, type Facet, type ListSearch } from './queries'
import type { SentParams } from './query-params'

/**
 * The explorer's queries: a list endpoint's results and an item's report links. Kept out of
 * queries.ts (keys, defaults), which every page loads: only the content pages ask these.
 */

const CONTENT_STALE_MS = 5 * MINUTE
const REPORT_STALE_MS = 60 * MINUTE

/** The endpoints the explorer lists: the four content searches and the indicator search. */
export type ListEndpointSpec =
  | typeof ENDPOINTS.marketInsights
  | typeof ENDPOINTS.studies
  | typeof ENDPOINTS.infographics
  | typeof ENDPOINTS.statistics
  | typeof ENDPOINTS.indicators

/** A list page: its endpoint (where, what it answers), which facets it shows, how it pages. */
export interface ListEndpoint<E extends ListEndpointSpec = ListEndpointSpec> {
  endpoint: E
  facets: readonly Facet[]
  /** `page=` (most lists) or `offset=` (the statistics search); none for a semantic search. */
  paging: 'page' | 'offset' | 'none'
  /** A semantic search has nothing to answer without text. */
  needsText?: boolean
}

/**
 * Exactly the parameters a search sends to `list`: text trimmed, defaults and facets the
 * endpoint lacks left out, a page turned into an offset where the endpoint pages by offset.
 * This is the only place the address becomes a request.
 */
function listParams(list: ListEndpoint, search: ListSearch): SentParams {
  const has = (facet: Facet) => list.facets.includes(facet)
  const sent: Record<string, string | number | boolean> = {}
  const q = search.q.trim()
  if (q) sent.q = q
  if (has('platform') && search.platform !== LIST_DEFAULTS.platform) sent.platform = search.platform
  if (has('dates') && search.date_from) sent.date_from = search.date_from
  if (has('dates') && search.date_to) sent.date_to = search.date_to
  if (has('sort') && search.sort !== LIST_DEFAULTS.sort) sent.sort = search.sort
  if (has('premium') && search.premium !== undefined) sent.premium = search.premium
  if (has('size') && search.size !== LIST_DEFAULTS.size) sent.size = search.size
  if (has('page') && search.page > 1) {
    if (list.paging === 'offset') sent.offset = (search.page - 1) * search.size
    else if (list.paging === 'page') sent.page = search.page
  }
  // A fixed order, so the same search is the same address for the proxy's cache.
  return Object.fromEntries(Object.entries(sent).sort(([a], [b]) => a.localeCompare(b)))
}

/** The one query of a list endpoint: the previous answer stays on screen while the next loads. */
export function listQuery<E extends ListEndpointSpec>(list: ListEndpoint<E>, search: ListSearch) {
  const sent = listParams(list, search)
  return queryOptions({
    ...readQuery(list.endpoint, sent),
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
    enabled: !list.needsText || sent.q !== undefined,
  })
}

export function reportLinksQuery(id: string) {
  const sent: SentParams = { id }
  return queryOptions({
    ...readQuery(ENDPOINTS.reports, sent),
    staleTime: REPORT_STALE_MS,
  })
}
