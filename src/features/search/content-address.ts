import { pageTitle, quoted } from '../../lib/page-title'
import { rememberNotices } from './remembered-notices'
import {
  readSearch,
  searchMiddlewares,
  type ExplorerSearch,
  type ExplorerSearchInput,
  type Facet,
} from './search-schema'

/**
 * What the router needs of each content page at once, for every page: how to read its address
 * (facets, largest page size), its path and the title's label. The route tree holds every
 * route's options, so whatever they import loads on every page, the survey and research too.
 * The rest of a content type (endpoint, schema, card, loader: content-registry.ts) comes with
 * the page's own chunk: each content route splits its loader with its component
 * (`codeSplitGroupings` in src/routes), so the first request waits for no chunk the page's
 * component does not wait for too.
 */
export type ExplorerPath =
  '/market-insights' | '/studies' | '/infographics' | '/statistics' | '/indicators'

export interface ContentAddress {
  path: ExplorerPath
  label: string
  facets: readonly Facet[]
  maxSize: number
}

const LIST_FACETS = ['platform', 'dates', 'sort', 'page', 'size'] as const satisfies Facet[]

export const CONTENT_ADDRESSES = {
  marketInsights: {
    path: '/market-insights',
    label: 'Market insights',
    facets: LIST_FACETS,
    maxSize: 50,
  },
  studies: { path: '/studies', label: 'Studies', facets: [...LIST_FACETS, 'premium'], maxSize: 50 },
  infographics: { path: '/infographics', label: 'Infographics', facets: LIST_FACETS, maxSize: 50 },
  statistics: {
    path: '/statistics',
    label: 'Statistics',
    // Every platform language at once, no sort; pages by offset.
    facets: ['dates', 'premium', 'page', 'size'],
    maxSize: 50,
  },
  indicators: { path: '/indicators', label: 'Indicators', facets: ['size'], maxSize: 25 },
} as const satisfies Record<string, ContentAddress>

/** The facets every content endpoint shares, so they carry over to each type's page. */
export const OVERVIEW_FACETS: readonly Facet[] = ['dates']

/** A content page's route options but its loader and component: reading the address, the title. */
export function contentAddress(type: ContentAddress) {
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
    search: { middlewares: searchMiddlewares(type.facets) },
    // The open item (and its geos) does not change the request, so opening a detail never reloads the list.
    loaderDeps: ({ search }: { search: ExplorerSearch }) => ({
      ...search,
      item: undefined,
      geo: undefined,
    }),
    head: ({ match }: { match: { search: ExplorerSearch } }) => ({
      meta: [{ title: pageTitle(quoted(match.search.q), type.label) }],
    }),
  }
}
