import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { ENDPOINTS } from '../../api/endpoints'
import { listQuery, type ListEndpoint } from '../../api/queries'
import {
  infographicListSchema,
  marketInsightListSchema,
  statisticListSchema,
  studyListSchema,
} from '../../api/schemas/content'
import { indicatorSearchSchema } from '../../api/schemas/indicators'
import { pageTitle, quoted } from '../../lib/page-title'
import { rememberNotices } from './address-notices'
import { pageSearch, pagingOf } from './paging'
import { resultPage } from './result-view'
import {
  readSearch,
  searchMiddlewares,
  type ExplorerSearch,
  type ExplorerSearchInput,
  type Facet,
} from './search-schema'

/**
 * The one description of every explorer page: its endpoint (where, what it answers, which
 * facets it takes, how it pages) and its card. Routes, pages, the overview and the loader read
 * only this. A new content type is one entry here, its response schema and its route file.
 */
export type ExplorerPath =
  '/market-insights' | '/studies' | '/infographics' | '/statistics' | '/indicators'

export interface ExplorerType extends ListEndpoint {
  id: string
  path: ExplorerPath
  label: string
  /** One item, lower case, for sentences ("Open study"). */
  noun: string
  intro: string
  pageSizes: readonly number[]
  maxSize: number
  /** The fact labels a card shows; the detail panel shows every fact. */
  cardFacts: readonly string[]
  hasReports: boolean
  hasImages: boolean
  /** The provider's data answer behind one item, shown in its detail panel. */
  itemData?: 'statistic' | 'indicator'
  /** Why the page has no sort control, where the service offers none. */
  noSort?: string
}

const LIST_FACETS = ['platform', 'dates', 'sort', 'page', 'size'] as const satisfies Facet[]
const CONTENT_SIZES = [5, 10, 20] as const

export const EXPLORER_TYPES = {
  marketInsights: {
    id: 'marketInsights',
    path: '/market-insights',
    endpoint: ENDPOINTS.marketInsights,
    schema: marketInsightListSchema,
    facets: LIST_FACETS,
    paging: 'page',
    label: 'Market insights',
    noun: 'market insight',
    intro: 'Market analyses and forecasts: sizes, trends and leading companies.',
    pageSizes: CONTENT_SIZES,
    maxSize: 50,
    cardFacts: ['Market', 'Sources', 'Regions', 'Time frame'],
    hasReports: false,
    hasImages: false,
  },
  studies: {
    id: 'studies',
    path: '/studies',
    endpoint: ENDPOINTS.studies,
    schema: studyListSchema,
    facets: [...LIST_FACETS, 'premium'],
    paging: 'page',
    label: 'Studies',
    noun: 'study',
    intro: 'Dossiers and reports that collect statistics on one topic, with downloads.',
    pageSizes: CONTENT_SIZES,
    maxSize: 50,
    cardFacts: ['Sources', 'Publishers', 'Regions', 'Industries', 'Time frame'],
    hasReports: true,
    hasImages: false,
  },
  infographics: {
    id: 'infographics',
    path: '/infographics',
    endpoint: ENDPOINTS.infographics,
    schema: infographicListSchema,
    facets: LIST_FACETS,
    paging: 'page',
    label: 'Infographics',
    noun: 'infographic',
    intro: 'Charts of the day: one finding, drawn.',
    pageSizes: CONTENT_SIZES,
    maxSize: 50,
    cardFacts: ['Sources', 'Industries'],
    hasReports: false,
    hasImages: true,
  },
  statistics: {
    id: 'statistics',
    path: '/statistics',
    endpoint: ENDPOINTS.statistics,
    schema: statisticListSchema,
    // Every platform language at once, no sort; pages by offset.
    facets: ['dates', 'premium', 'page', 'size'],
    paging: 'offset',
    label: 'Statistics',
    noun: 'statistic',
    intro: 'Single statistics across every platform language, with report downloads.',
    pageSizes: CONTENT_SIZES,
    maxSize: 50,
    cardFacts: ['Sources', 'Regions', 'Industries'],
    hasReports: true,
    hasImages: true,
    itemData: 'statistic',
    noSort:
      'The statistics search offers no sort: results come in the order the service ranks them.',
  },
  indicators: {
    id: 'indicators',
    path: '/indicators',
    endpoint: ENDPOINTS.indicators,
    schema: indicatorSearchSchema,
    facets: ['size'],
    paging: 'none',
    needsText: true,
    label: 'Indicators',
    noun: 'indicator',
    intro: 'Market indicators found by meaning: describe what you want to measure.',
    pageSizes: [5, 10, 25],
    maxSize: 25,
    cardFacts: ['Market type', 'Segments', 'Covered geos', 'Time frame'],
    hasReports: false,
    hasImages: false,
    itemData: 'indicator',
    noSort: 'The indicator search offers no sort: results come closest in meaning first.',
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
        answer.items.length,
        answer.total_count,
      )
      if (search.page < paging.totalPages)
        void client.prefetchQuery(resultsQuery(type, pageSearch(search, search.page + 1, paging)))
    },
    // The failure is in the cache, where the page shows it.
    () => undefined,
  )
}

/** Everything a content page's route needs except its component. */
export function contentRoute(type: ExplorerType) {
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
    loader: ({
      context,
      deps,
      preload,
    }: {
      context: { queryClient: QueryClient }
      deps: ExplorerSearch
      preload: boolean
    }) =>
      loadResults(context.queryClient, type, deps, {
        // Not for a preload (a link merely hovered), nor on the server (one page is written).
        ahead: !preload && typeof window !== 'undefined',
      }),
    head: ({ match }: { match: { search: ExplorerSearch } }) => ({
      meta: [{ title: pageTitle(quoted(match.search.q), type.label) }],
    }),
  }
}

/** The facets every content endpoint shares, so they carry over to each type's page. */
export const OVERVIEW_FACETS: readonly Facet[] = ['dates']

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
