import { stripSearchParams } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { pageTitle, quoted } from '../../lib/page-title'
import { rememberNotices } from './address-notices'
import type { ExplorerType } from './content-registry'
import { deliveredPageSize } from './package-limit'
import {
  readSearch,
  SEARCH_DEFAULTS,
  type ExplorerSearch,
  type ExplorerSearchInput,
} from './search-schema'

/**
 * Everything a content route needs except its component: search validation with defaults,
 * defaults kept out of the URL, and a loader that starts the fetch without blocking the page
 * (errors show inside the page, next to the search bar, not as a route error).
 */
export function explorerRouteOptions(type: ExplorerType) {
  return {
    // Typed as the optional input so links need not spell out defaults; at run time it is
    // whatever the address held, which readSearch treats as unknown.
    validateSearch: (raw: ExplorerSearchInput): ExplorerSearch => {
      const { search, notices } = readSearch(
        raw as Record<string, unknown>,
        type.facets,
        type.maxSize,
      )
      rememberNotices(type.path, notices)
      return search
    },
    search: { middlewares: [stripSearchParams<ExplorerSearch>(SEARCH_DEFAULTS)] },
    // The open item does not change the fetch, so opening a detail never reloads the list.
    loaderDeps: ({ search }: { search: ExplorerSearch }) => ({ ...search, item: undefined }),
    head: ({ match }: { match: { search: ExplorerSearch } }) => ({
      meta: [{ title: pageTitle(quoted(match.search.q), type.label) }],
    }),
    loader: ({
      context,
      deps,
    }: {
      context: { queryClient: QueryClient }
      deps: ExplorerSearch
    }) => {
      void type.source.prefetch(context.queryClient, deps, deliveredPageSize(deps.size))
    },
  }
}
