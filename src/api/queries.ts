import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ENDPOINTS, type ReadPath } from './endpoints'
import { apiGet } from './http'
import type { Platform, SentParams, SortOrder } from './query-params'
import type {
  InfographicList,
  MarketInsightList,
  StatisticList,
  StudyList,
} from './schemas/content'
import type { IndicatorSearch } from './schemas/indicators'
import { reportLinksSchema } from './schemas/reports'
import type { z } from './zod'

const MINUTE = 60_000

/** Root of every key of this service: `queryClient.invalidateQueries({ queryKey: ddsKey })`. */
export const ddsKey = ['dds'] as const

// Keys are [root, endpoint path, exactly the parameters sent], so two views asking the same
// thing share one cache entry and one request.
export function key(path: string, params: SentParams) {
  return [...ddsKey, path, params] as const
}

const CONTENT_STALE_MS = 5 * MINUTE
export const SURVEY_STALE_MS = 30 * MINUTE
const REPORT_STALE_MS = 60 * MINUTE

/** The facets a list endpoint may take; each content type names those its endpoint supports. */
export type Facet = 'platform' | 'dates' | 'sort' | 'premium' | 'page' | 'size'

/** A validated search of a list endpoint: what the explorer's address holds. */
export interface ListSearch {
  q: string
  platform: Platform
  date_from?: string | undefined
  date_to?: string | undefined
  sort: SortOrder
  premium?: boolean | undefined
  page: number
  size: number
}

/**
 * The service's own defaults, which are also the address's: a value equal to its default is
 * neither written into the address nor sent, so keys and requests stay short.
 */
export const LIST_DEFAULTS = {
  q: '',
  platform: 'en',
  sort: 0,
  page: 1,
  size: 10,
} as const satisfies Partial<ListSearch>

/** Any list answer the explorer shows: the four content lists and the indicator search. */
export type ContentList = MarketInsightList | StudyList | InfographicList | StatisticList
export type ListAnswer = ContentList | IndicatorSearch

/** What a list endpoint is: where it is, what it answers, which facets it takes, how it pages. */
export interface ListEndpoint<T = ListAnswer> {
  endpoint: ReadPath
  schema: z.ZodMiniType<T>
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
export function listParams(list: ListEndpoint<unknown>, search: ListSearch): SentParams {
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
export function listQuery<T>(list: ListEndpoint<T>, search: ListSearch) {
  const sent = listParams(list, search)
  return queryOptions({
    queryKey: key(list.endpoint, sent),
    queryFn: ({ signal }) => apiGet(list.endpoint, sent, list.schema, { signal }),
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
    enabled: !list.needsText || sent.q !== undefined,
  })
}

export function reportLinksQuery(id: number) {
  const sent: SentParams = { id }
  return queryOptions({
    queryKey: key(ENDPOINTS.reports, sent),
    queryFn: ({ signal }) => apiGet(ENDPOINTS.reports, sent, reportLinksSchema, { signal }),
    staleTime: REPORT_STALE_MS,
  })
}
