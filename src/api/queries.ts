import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost } from './http'
import {
  dataTableParams,
  infographicParams,
  marketInsightParams,
  semanticSearchParams,
  statisticParams,
  studyParams,
  type ContentListParams,
  type DataTableParams,
  type SemanticSearchParams,
  type SentParams,
} from './query-params'
import {
  consumerInsightSearchSchema,
  dataTableSchema,
  indicatorSearchSchema,
  infographicListSchema,
  knownResearchStatus,
  marketInsightListSchema,
  reportLinksSchema,
  researchAnswerSchema,
  researchAskResponseSchema,
  statisticListSchema,
  studyListSchema,
  type InfographicList,
  type MarketInsightList,
  type ResearchAnswer,
  type StatisticList,
  type StudyList,
} from './schemas'
import type { z } from './zod'

export type { ContentListParams, DataTableParams, SemanticSearchParams } from './query-params'

const MINUTE = 60_000

/** Root of every key of this service: `queryClient.invalidateQueries({ queryKey: ddsKey })`. */
export const ddsKey = ['dds'] as const

// Keys are [root, endpoint path, exactly the parameters sent], so two views asking the same
// thing share one cache entry and one request.
function key(path: string, params: SentParams) {
  return [...ddsKey, path, params] as const
}

const CONTENT_STALE_MS = 5 * MINUTE
const SURVEY_STALE_MS = 30 * MINUTE
const REPORT_STALE_MS = 60 * MINUTE

/** One list query of a content endpoint; every list factory below is this with its endpoint. */
function listQuery<T>(
  path: ContentPath,
  schema: z.ZodType<T>,
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
  const widened: z.ZodType<ContentList> = schema
  return listQuery(path, widened, normalise, params)
}

export function consumerInsightSearchQuery(params: SemanticSearchParams) {
  const sent = semanticSearchParams(params)
  return queryOptions({
    queryKey: key('/v1/search/consumer-insights', sent),
    queryFn: ({ signal }) =>
      apiGet('/v1/search/consumer-insights', sent, consumerInsightSearchSchema, { signal }),
    staleTime: SURVEY_STALE_MS,
    placeholderData: keepPreviousData,
  })
}

export function indicatorSearchQuery(params: SemanticSearchParams) {
  const sent = semanticSearchParams(params)
  return queryOptions({
    queryKey: key('/v1/search/market-insights/indicators', sent),
    queryFn: ({ signal }) =>
      apiGet('/v1/search/market-insights/indicators', sent, indicatorSearchSchema, { signal }),
    staleTime: CONTENT_STALE_MS,
    placeholderData: keepPreviousData,
  })
}

export function dataTableQuery(params: DataTableParams) {
  const sent = dataTableParams(params)
  return queryOptions({
    queryKey: key('/v1/data/consumer-insights', sent),
    queryFn: ({ signal }) =>
      apiGet('/v1/data/consumer-insights', sent, dataTableSchema, { signal }),
    staleTime: SURVEY_STALE_MS,
  })
}

/** Poll while the job runs; stop when it is done, failed, or the last poll failed. */
export const RESEARCH_POLL_MS = 2_000

export function isResearchFinished(answer: ResearchAnswer): boolean {
  const { state } = answer
  return (
    knownResearchStatus(state.status) === 'done' ||
    state.isError === true ||
    state.isBlockedContent === true ||
    state.isLimitReached === true
  )
}

export function researchPollInterval(
  answer: ResearchAnswer | undefined,
  failed: boolean,
): number | false {
  if (failed || (answer && isResearchFinished(answer))) return false
  return RESEARCH_POLL_MS
}

export function researchAnswerQuery(token: string) {
  const sent: SentParams = { research_token: token }
  return queryOptions({
    queryKey: key('/v1/research-ai/answer', sent),
    queryFn: ({ signal }) =>
      apiGet('/v1/research-ai/answer', sent, researchAnswerSchema, { signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      researchPollInterval(query.state.data, query.state.status === 'error'),
  })
}

export function reportLinksQuery(id: number) {
  const sent: SentParams = { id }
  return queryOptions({
    queryKey: key('/v1/data/reports', sent),
    queryFn: ({ signal }) => apiGet('/v1/data/reports', sent, reportLinksSchema, { signal }),
    staleTime: REPORT_STALE_MS,
  })
}

/** Submits a research question. Never retried: a repeat would start (and bill) a second job. */
export function askResearchQuestion(question: string, signal?: AbortSignal) {
  return apiPost('/v1/research-ai/ask', { question: question.trim() }, researchAskResponseSchema, {
    ...(signal ? { signal } : {}),
  })
}

export function askResearchMutation() {
  return mutationOptions({
    mutationKey: [...ddsKey, '/v1/research-ai/ask'],
    mutationFn: (question: string) => askResearchQuestion(question),
    retry: false,
  })
}
