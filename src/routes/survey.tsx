import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { surveySearchValidator } from '../features/survey/analysis-address'
import { SurveyPage } from '../features/survey/survey-page'
import { pageTitle } from '../lib/page-title'
import { SEARCH_SIZE, SURVEY_DEFAULTS, tableRequest } from '../features/survey/search-params'

/** How long the server writing a table's page waits for its names (first-view.ts waits 1 s). */
const SERVER_WAIT_MS = 1_000

export const Route = createFileRoute('/survey')({
  // The survey search, noting analysis settings it had to reset (analysis-address.ts).
  validateSearch: surveySearchValidator,
  search: { middlewares: [stripSearchParams(SURVEY_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ request: tableRequest(search), q: search.q }),
  // The table and the names of every question in it (question-names.ts). In the browser not
  // awaited: a table the service has no data for is shown inline with its message, names fill
  // in as they come, and the search results on their own. The server writing the page waits
  // for them (a while), so the page it writes names everything, filters too. The survey
  // queries load with the route, so that the content pages do not build their schemas; if
  // that download fails, the route's error boundary says so.
  loader: async ({ context, deps }) => {
    const [{ consumerInsightSearchQuery }, { ensureTableNames }] = await Promise.all([
      import('../api/survey-queries'),
      import('../features/survey/question-names'),
    ])
    const tables = deps.request
      ? ensureTableNames(context.queryClient, deps.request)
      : Promise.resolve()
    const q = deps.q.trim()
    if (q)
      void context.queryClient.prefetchQuery(consumerInsightSearchQuery({ q, size: SEARCH_SIZE }))
    // On the server, bounded like the page's own wait for the service: a slow service gets
    // the page written without what has not arrived, which the browser then asks for.
    if (typeof window === 'undefined')
      await Promise.race([tables, new Promise((resolve) => setTimeout(resolve, SERVER_WAIT_MS))])
  },
  head: () => ({ meta: [{ title: pageTitle('Survey builder') }] }),
  component: SurveyPage,
})
