import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from './http'
import {
  infographicParams,
  marketInsightParams,
  semanticSearchParams,
  statisticParams,
  studyParams,
  type ContentListParams,
  type SemanticSearchParams,
  type SentParams,
} from './query-params'
import {
  infographicListSchema,
  marketInsightListSchema,
  statisticListSchema,
  studyListSchema,
  type InfographicList,
  type MarketInsightList,
  type StatisticList,
  type StudyList,
} from './schemas/content'
import { indicatorSearchSchema } from './schemas/indicators'
import { reportLinksSchema } from './schemas/reports'
import type { z } from './zod'

export type { ContentListParams } from './query-params'

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

/** One list query of a content endpoint; every list factory below is this with its endpoint. */
function listQuery<T>(
  path: ContentPath,
  schema: z.ZodMiniType<T>,
  normalise: (params: ContentListParams) => SentParams,
  params: ContentListParams,
) {
  const sent = normalise(params)
  return queryOptions({
    queryKey: key(path, sent),
    queryFn: ({ signal }) => apiGet(path, sent, schema, { signal }),
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  })
}

type ContentPath = (typeof CONTENT_ENDPOINTS)[ContentTypeId]['path']

export const marketInsightsQuery = (params: ContentListParams = {}) =>
  listQuery('/v1/marketInsights', marketInsightListSchema, marketInsightParams, params)
export const studiesQuery = (params: ContentListParams = {}) =>
  listQuery('/v1/studies', studyListSchema, studyParams, params)
export const infographicsQuery = (params: ContentListParams = {}) =>
  listQuery('/v1/infographics', infographicListSchema, infographicParams, params)
export const statisticsQuery = (params: ContentListParams = {}) =>
  listQuery('/v1/search/statistics', statisticListSchema, statisticParams, params)

/** Any content type's list, typed as the union, for views that treat every type alike. */
export type ContentTypeId = 'marketInsights' | 'studies' | 'infographics' | 'statistics'
export type ContentList = MarketInsightList | StudyList | InfographicList | StatisticList

const CONTENT_ENDPOINTS = {
  marketInsights: {
    path: '/v1/marketInsights',
    schema: marketInsightListSchema,
    normalise: marketInsightParams,
  },
  studies: { path: '/v1/studies', schema: studyListSchema, normalise: studyParams },
  infographics: {
    path: '/v1/infographics',
    schema: infographicListSchema,
    normalise: infographicParams,
  },
  statistics: {
    path: '/v1/search/statistics',
    schema: statisticListSchema,
    normalise: statisticParams,
  },
} as const

export function contentListQuery(type: ContentTypeId, params: ContentListParams = {}) {
  const { path, schema, normalise } = CONTENT_ENDPOINTS[type]
  const widened: z.ZodMiniType<ContentList> = schema
  return listQuery(path, widened, normalise, params)
}

/**
 * One semantic search (market-insight indicators, consumer-insight questions): the previous
 * answer stays on screen while the next one loads.
 */
export function semanticSearchQuery<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  staleTime: number,
  params: SemanticSearchParams,
) {
  const sent = semanticSearchParams(params)
  return queryOptions({
    queryKey: key(path, sent),
    queryFn: ({ signal }) => apiGet(path, sent, schema, { signal }),
    staleTime,
    placeholderData: keepPreviousData,
  })
}

export function indicatorSearchQuery(params: SemanticSearchParams) {
  return semanticSearchQuery(
    '/v1/search/market-insights/indicators',
    indicatorSearchSchema,
    CONTENT_STALE_MS,
    params,
  )
}

export function reportLinksQuery(id: number) {
  const sent: SentParams = { id }
  return queryOptions({
    queryKey: key('/v1/data/reports', sent),
    queryFn: ({ signal }) => apiGet('/v1/data/reports', sent, reportLinksSchema, { signal }),
    staleTime: REPORT_STALE_MS,
  })
}
