import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ENDPOINTS } from './endpoints'
import { readQuery, SURVEY_STALE_MS } from './queries'
import { dataTableParams, semanticSearchParams } from './query-params'
import type { DataTableParams, SemanticSearchParams } from './query-params'

// The survey builder's queries, apart from the content pages' (queries.ts) so that their
// schemas are built only where a survey is.

/** The question search: the previous answer stays on screen while the next one loads. */
export function consumerInsightSearchQuery(params: SemanticSearchParams) {
  const sent = semanticSearchParams(params)
  return queryOptions({
    ...readQuery(ENDPOINTS.consumerInsights, sent),
    staleTime: SURVEY_STALE_MS,
    placeholderData: keepPreviousData,
  })
}

export function dataTableQuery(params: DataTableParams) {
  const sent = dataTableParams(params)
  return queryOptions({
    ...readQuery(ENDPOINTS.dataTable, sent),
    staleTime: SURVEY_STALE_MS,
  })
}
