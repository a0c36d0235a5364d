import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryState,
} from '@tanstack/react-query'
import { apiGet, apiPost } from './http'
import { isResearchFinished, researchPollPlan, type ResearchPollPlan } from './research-poll'
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
  marketInsightListSchema,
  reportLinksSchema,
  researchAnswerSchema,
  researchAskResponseSchema,
  statisticListSchema,
  studyListSchema,
  type InfographicList,
  type ResearchAnswer,
  type MarketInsightList,
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

export { isResearchFinished, researchPollInterval, researchPollPlan } from './research-poll'
export type { ResearchPollPlan } from './research-poll'

export interface ResearchPollSession {
  /** `dataUpdateCount` of the query when this page's polling (re)started. */
  baseline: number
}

/** Where polling of one answer stands; the page and the query's refetchInterval both use it. */
export function researchPollState(
  state: Pick<QueryState<ResearchAnswer>, 'data' | 'status' | 'dataUpdateCount'> | undefined,
  session: ResearchPollSession,
): ResearchPollPlan {
  return researchPollPlan(state?.data, {
    failed: state?.status === 'error',
    polls: Math.max(0, (state?.dataUpdateCount ?? 0) - session.baseline),
  })
}

/**
 * One research answer, polled on a growing schedule (see research-poll.ts) counted from the
 * session's baseline, so "check again" can restart the bounded wait.
 */
export function researchAnswerQuery(token: string, session: ResearchPollSession = { baseline: 0 }) {
  const sent: SentParams = { research_token: token }
  return queryOptions({
    queryKey: key('/v1/research-ai/answer', sent),
    queryFn: ({ signal }) =>
      apiGet('/v1/research-ai/answer', sent, researchAnswerSchema, { signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const plan = researchPollState(query.state, session)
      return plan.state === 'polling' ? plan.delayMs : false
    },
    // Interval fetches are skipped while the tab is hidden; coming back asks at once.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) =>
      query.state.status !== 'error' &&
      query.state.data !== undefined &&
      !isResearchFinished(query.state.data),
    // The loader has just fetched (or the ask response seeded) the answer: the interval asks
    // next, rather than a second request on mount. A 404 from the loader is not re-asked.
    refetchOnMount: false,
    retryOnMount: false,
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
