import type { ReadPath } from './endpoints'
import { apiGet } from './http'
import type { Platform, SentParams, SortOrder } from './query-params'
import type {
  InfographicList,
  MarketInsightList,
  StatisticList,
  StudyList,
} from './schemas/content'
import type { IndicatorSearch } from './schemas/indicators'
import type { z } from './zod'

export const MINUTE = 60_000

/** Root of every key of this service: `queryClient.invalidateQueries({ queryKey: ddsKey })`. */
export const ddsKey = ['dds'] as const

// Keys are [root, endpoint path, exactly the parameters sent], so two views asking the same
// thing share one cache entry and one request.
function key(path: string, params: SentParams) {
  return [...ddsKey, path, params] as const
}

/**
 * The key and the fetch of one GET, from the same path and parameters: what a factory spreads
 * into its `queryOptions`, adding only its own freshness and placeholder rules.
 */
export function readQuery<T>(path: ReadPath, sent: SentParams, schema: z.ZodMiniType<T>) {
  return {
    queryKey: key(path, sent),
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet(path, sent, schema, { signal }),
  }
}

export const SURVEY_STALE_MS = 30 * MINUTE

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
