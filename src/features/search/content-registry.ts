import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { ENDPOINTS } from '../../api/endpoints'
import { listQuery, type ListEndpoint } from '../../api/list-queries'
import { pageSearch, pagingOf } from './paging'
import { resultPage } from './result-view'
import { m } from '../../paraglide/messages.js'
import { CONTENT_ADDRESSES, type ContentAddress, type ExplorerSearch } from './search-schema'

// The words (label, plural, noun) are getters over messages: read in the language
// of the page being written, never fixed when the module loads (the spread address's own label
// would be). A content page's intro and sort note are in page-words.ts, which the overview does not load.

/**
 * The one description of every explorer page: its endpoint (where, what it answers, which
 * facets it takes, how it pages) and its card. Pages, the overview and the loaders read this;
 * route options read only the address (search-schema.ts). A new content type is one entry
 * here, its address, its response schema and its route file.
 */

export interface ExplorerType extends ListEndpoint, ContentAddress {
  id: string
  /** Many items, for sentences: lower case in English ("Search statistics"), "Statistiken". */
  plural: string
  /** One item, for sentences: lower case in English ("Open study"), "Studie". */
  noun: string
  pageSizes: readonly number[]
  /** The fact labels a card shows; the detail panel shows every fact. */
  cardFacts: readonly string[]
  hasReports: boolean
  hasImages: boolean
  /** The provider's data answer behind one item, shown in its detail panel. */
  itemData?: 'statistic' | 'indicator'
}

const CONTENT_SIZES = [5, 10, 20] as const

export const EXPLORER_TYPES = {
  marketInsights: {
    id: 'marketInsights',
    ...CONTENT_ADDRESSES.marketInsights,
    endpoint: ENDPOINTS.marketInsights,
    paging: 'page',
    get label() {
      return m.type_market_insights()
    },
    get plural() {
      return m.plural_market_insights()
    },
    get noun() {
      return m.noun_market_insight()
    },
    pageSizes: CONTENT_SIZES,
    cardFacts: ['Market', 'Sources', 'Regions', 'Time frame'],
    hasReports: false,
    hasImages: false,
  },
  studies: {
    id: 'studies',
    ...CONTENT_ADDRESSES.studies,
    endpoint: ENDPOINTS.studies,
    paging: 'page',
    get label() {
      return m.type_studies()
    },
    get plural() {
      return m.plural_studies()
    },
    get noun() {
      return m.noun_study()
    },
    pageSizes: CONTENT_SIZES,
    cardFacts: ['Sources', 'Publishers', 'Regions', 'Industries', 'Time frame'],
    hasReports: true,
    hasImages: false,
  },
  infographics: {
    id: 'infographics',
    ...CONTENT_ADDRESSES.infographics,
    endpoint: ENDPOINTS.infographics,
    paging: 'page',
    get label() {
      return m.type_infographics()
    },
    get plural() {
      return m.plural_infographics()
    },
    get noun() {
      return m.noun_infographic()
    },
    pageSizes: CONTENT_SIZES,
    cardFacts: ['Sources', 'Industries'],
    hasReports: false,
    hasImages: true,
  },
  statistics: {
    id: 'statistics',
    ...CONTENT_ADDRESSES.statistics,
    endpoint: ENDPOINTS.statistics,
    // The statistics search pages by offset, the other lists by page number.
    paging: 'offset',
    get label() {
      return m.type_statistics()
    },
    get plural() {
      return m.plural_statistics()
    },
    get noun() {
      return m.noun_statistic()
    },
    pageSizes: CONTENT_SIZES,
    cardFacts: ['Sources', 'Regions', 'Industries'],
    hasReports: true,
    hasImages: true,
    itemData: 'statistic',
  },
  indicators: {
    id: 'indicators',
    ...CONTENT_ADDRESSES.indicators,
    endpoint: ENDPOINTS.indicators,
    paging: 'none',
    needsText: true,
    get label() {
      return m.type_indicators()
    },
    get plural() {
      return m.plural_indicators()
    },
    get noun() {
      return m.noun_indicator()
    },
    pageSizes: [5, 10, 25],
    cardFacts: ['Market type', 'Segments', 'Covered geos', 'Time frame'],
    hasReports: false,
    hasImages: false,
    itemData: 'indicator',
  },
} as const satisfies Record<string, ExplorerType>

/**
 * The results of `type` for a validated search: the loader ensures it, the page reads it. The
 * answer is cached as the service sent it; the page sees it as result views.
 */
export function resultsQuery(type: ExplorerType, search: ExplorerSearch) {
  return queryOptions({ ...listQuery(type, search), select: resultPage })
}

/**
 * Starts loading the results of `search`, never holding the page: the previous results stay on
 * screen until these arrive, and a failure shows inside the page, next to the search bar. In
 * the browser the next page follows, so "Next" opens at once.
 */
export function loadResults(
  client: QueryClient,
  type: ExplorerType,
  search: ExplorerSearch,
  { ahead }: { ahead: boolean },
): void {
  const options = resultsQuery(type, search)
  if (options.enabled === false) return
  void client.ensureQueryData(options).then(
    (answer) => {
      if (!ahead) return
      const paging = pagingOf(
        search,
        type.facets.includes('page'),
        answer.items.length + answer.unreadable.count,
        answer.total_count,
      )
      if (search.page < paging.totalPages)
        void client.prefetchQuery(resultsQuery(type, pageSearch(search, search.page + 1, paging)))
    },
    // The failure is in the cache, where the page shows it.
    () => undefined,
  )
}

/**
 * A content route's loader. Each route file names it, so that the router's code splitting
 * moves it, and with it this registry, into the page's chunk (contentAddress, search-schema.ts).
 */
export function loadContent(
  type: ExplorerType,
  {
    context,
    deps,
    preload,
  }: { context: { queryClient: QueryClient }; deps: ExplorerSearch; preload: boolean },
): void {
  loadResults(context.queryClient, type, deps, {
    // Not for a preload (a link merely hovered), nor on the server (one page is written).
    ahead: !preload && typeof window !== 'undefined',
  })
}

/** The four content types the overview shows, in its order. */
export const OVERVIEW_TYPES: readonly ExplorerType[] = [
  EXPLORER_TYPES.marketInsights,
  EXPLORER_TYPES.studies,
  EXPLORER_TYPES.infographics,
  EXPLORER_TYPES.statistics,
]

export const INDICATOR_SUGGESTIONS = [
  'smartphone market revenue',
  'electric vehicle sales',
  'online grocery users',
  'renewable energy volume',
] as const
