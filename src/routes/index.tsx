import { createFileRoute } from '@tanstack/react-router'
import { rememberNotices } from '../lib/opened-notices'
import { pageTitle, quoted } from '../lib/page-title'
import { loadResults, OVERVIEW_TYPES } from '../features/search/content-registry'
import { Overview } from '../features/search/overview'
import { byMeaningSearches } from '../features/search/overview-by-meaning'
import { overviewSearch } from '../features/search/overview-search'
import {
  OVERVIEW_FACETS,
  readSearch,
  searchMiddlewares,
  SEARCH_DEFAULTS,
  type ExplorerSearch,
  type ExplorerSearchInput,
} from '../features/search/search-schema'

export const Route = createFileRoute('/')({
  validateSearch: (raw: ExplorerSearchInput): ExplorerSearch => {
    const { search, notices } = readSearch(
      raw as Record<string, unknown>,
      OVERVIEW_FACETS,
      SEARCH_DEFAULTS.size,
    )
    rememberNotices('/', notices)
    return search
  },
  search: { middlewares: searchMiddlewares(OVERVIEW_FACETS) },
  loaderDeps: ({ search }) => ({
    q: search.q,
    date_from: search.date_from,
    date_to: search.date_to,
  }),
  // The loader stays out of the route tree (contentAddress, search-schema.ts).
  codeSplitGroupings: [['loader', 'component']],
  // Started together so the requests run in parallel; a failing type does not block the
  // others, so the loader does not await.
  loader: ({ context, deps }) => {
    const search = overviewSearch({ ...SEARCH_DEFAULTS, ...deps })
    for (const type of OVERVIEW_TYPES)
      loadResults(context.queryClient, type, search, { ahead: false })
    // The searches by meaning answer only words; a failure shows in their section.
    if (search.q.trim()) {
      const { indicators, questions } = byMeaningSearches(search)
      void context.queryClient.prefetchQuery(indicators)
      void context.queryClient.prefetchQuery(questions)
    }
  },
  head: ({ match }) => ({ meta: [{ title: pageTitle(quoted(match.search.q), 'Overview') }] }),
  component: OverviewPage,
})

function OverviewPage() {
  return <Overview search={Route.useSearch()} />
}
