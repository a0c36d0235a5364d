import type { QueryClient } from '@tanstack/react-query'
import { consumerInsightSearchQuery, dataTableQuery } from '../../api/survey-queries'
import { loadAddressModules } from './address/address-modules'
import { ensureTableNames, searchNamesQuery } from './questions/question-names'
import { parseBanner } from './address/banner-address'
import { questionOf, SEARCH_SIZE, type TableRequest } from './address/search-params'

/** How long the server writing a table's page waits for its names (first-view.ts waits 1 s). */
const SERVER_WAIT_MS = 1_000

/**
 * The table's request, the question search, and the other address fields that decide which
 * deferred modules the page shows (address-modules.ts).
 */
export type SurveyLoaderDeps = {
  request: TableRequest | undefined
  q: string
  mean: unknown
  nets: unknown
  book: unknown
  banner: string | undefined
  compare: unknown
}

/**
 * The survey route's loader (routes/survey.tsx loads this module with the route, so the
 * content pages carry none of it): the table and the names of every question in it
 * (question-names.ts), and the code of what only this address shows (address-modules.ts). In
 * the browser the table is not awaited: a table the service has no data for is shown inline
 * with its message, names fill in as they come, and the search results on their own. The
 * server writing the page waits for them (a while), so the page it writes names everything,
 * filters too.
 */
export async function loadSurvey({
  context,
  deps,
}: {
  context: { queryClient: QueryClient }
  deps: SurveyLoaderDeps
}): Promise<{ title: string | undefined }> {
  const modules = loadAddressModules(deps)
  const { request } = deps
  const tables = request
    ? Promise.all([
        ensureTableNames(context.queryClient, request),
        // A banner's other blocks by the search alone (free): their tables wait for a yes.
        ...parseBanner({ ...request, banner: deps.banner }).map((id) =>
          context.queryClient
            .ensureQueryData(searchNamesQuery(questionOf(id)))
            .catch(() => undefined),
        ),
      ])
    : Promise.resolve()
  const q = deps.q.trim()
  if (q)
    void context.queryClient.prefetchQuery(consumerInsightSearchQuery({ q, size: SEARCH_SIZE }))
  await modules
  // On the server, bounded like the page's own wait for the service: a slow service gets
  // the page written without what has not arrived, which the browser then asks for.
  if (typeof window === 'undefined')
    await Promise.race([tables, new Promise((resolve) => setTimeout(resolve, SERVER_WAIT_MS))])
  // The page's title names the table when its answer is here (always, for a written page whose
  // table came in time); the page names it itself once it arrives later (survey-page.tsx).
  const table = request
    ? context.queryClient.getQueryData(dataTableQuery(request).queryKey)
    : undefined
  return { title: table?.title }
}
