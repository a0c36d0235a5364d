import { queryOptions } from '@tanstack/react-query'
import { apiGet } from './http'
import { key, semanticSearchQuery, SURVEY_STALE_MS } from './queries'
import { dataTableParams } from './query-params'
import type { DataTableParams, SemanticSearchParams } from './query-params'
import { consumerInsightSearchSchema, dataTableSchema } from './schemas/survey'

// The survey builder's queries, apart from the content pages' (queries.ts) so that their
// schemas are built only where a survey is.

export function consumerInsightSearchQuery(params: SemanticSearchParams) {
  return semanticSearchQuery(
    '/v1/search/consumer-insights',
    consumerInsightSearchSchema,
    SURVEY_STALE_MS,
    params,
  )
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
