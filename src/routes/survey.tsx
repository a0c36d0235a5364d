import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { SurveyPage } from '../features/survey/survey-page'
import { pageTitle } from '../lib/page-title'
import {
  SEARCH_SIZE,
  SURVEY_DEFAULTS,
  surveySearchSchema,
  tableRequest,
} from '../features/survey/search-params'

export const Route = createFileRoute('/survey')({
  validateSearch: surveySearchSchema,
  search: { middlewares: [stripSearchParams(SURVEY_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ request: tableRequest(search), q: search.q }),
  // Not awaited: a table the service has no data for is shown inline with its message, and the
  // search results fill in on their own. The survey queries load with the route, so that the
  // content pages do not build their schemas; if that download fails, the route's error
  // boundary says so.
  loader: async ({ context, deps }) => {
    const { consumerInsightSearchQuery, dataTableQuery } = await import('../api/survey-queries')
    if (deps.request) void context.queryClient.prefetchQuery(dataTableQuery(deps.request))
    const q = deps.q.trim()
    if (q)
      void context.queryClient.prefetchQuery(consumerInsightSearchQuery({ q, size: SEARCH_SIZE }))
  },
  head: () => ({ meta: [{ title: pageTitle('Survey builder') }] }),
  component: SurveyPage,
})
