import type { AnswerOf, Endpoint } from './endpoints'
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

/** An endpoint read with GET whose answer is JSON: what a query can ask. */
export type ReadEndpoint = Extract<Endpoint, { method: 'GET'; answer: { kind: 'json' } }>

/**
 * The key and the fetch of one GET, from the endpoint's description and the parameters sent:
 * what a factory spreads into its `queryOptions`, adding only its own freshness and placeholder
 * rules. The answer is parsed with the schema the description names.
 */
export function readQuery<E extends ReadEndpoint>(endpoint: E, sent: SentParams) {
  return {
    queryKey: key(endpoint.path, sent),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiGet(
        endpoint.path,
        sent,
        endpoint.answer.schema() as unknown as Promise<z.ZodMiniType<AnswerOf<E>>>,
        {
          signal,
        },
      ),
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
