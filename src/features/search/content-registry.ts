import type { ContentTypeId } from '../../api/queries'
import { contentSource, indicatorSource, type ResultsSource } from './results-source'
import type { Facet } from './search-schema'

/**
 * The one description of every explorer page: what it searches, which facets the endpoint
 * supports, what a card shows. Pages, routes, the overview and the nav read only this.
 */
export type ExplorerTypeId = ContentTypeId | 'indicators'
export type ExplorerPath =
  '/market-insights' | '/studies' | '/infographics' | '/statistics' | '/indicators'

export interface ExplorerType {
  id: ExplorerTypeId
  path: ExplorerPath
  label: string
  /** One item, lower case, for sentences ("Open study"). */
  noun: string
  intro: string
  facets: readonly Facet[]
  pageSizes: readonly number[]
  maxSize: number
  /** The fact labels a card shows; the detail panel shows every fact. */
  cardFacts: readonly string[]
  hasReports: boolean
  hasImages: boolean
  source: ResultsSource
}

const LIST_FACETS = ['platform', 'dates', 'sort', 'page', 'size'] as const satisfies Facet[]
const CONTENT_SIZES = [5, 10, 20] as const

export const EXPLORER_TYPES = {
  marketInsights: {
    id: 'marketInsights',
    path: '/market-insights',
    label: 'Market insights',
    noun: 'market insight',
    intro: 'Market analyses and forecasts: sizes, trends and leading companies.',
    facets: LIST_FACETS,
    pageSizes: CONTENT_SIZES,
    maxSize: 50,
    cardFacts: ['Sources', 'Publishers', 'Regions', 'Time frame'],
    hasReports: false,
    hasImages: false,
    source: contentSource('marketInsights'),
  },
  studies: {
    id: 'studies',
    path: '/studies',
    label: 'Studies',
    noun: 'study',
    intro: 'Dossiers and reports that collect statistics on one topic, with downloads.',
    facets: [...LIST_FACETS, 'premium'],
    pageSizes: CONTENT_SIZES,
    maxSize: 50,
    cardFacts: ['Sources', 'Publishers', 'Regions', 'Industries', 'Time frame'],
    hasReports: true,
    hasImages: false,
    source: contentSource('studies'),
  },
  infographics: {
    id: 'infographics',
    path: '/infographics',
    label: 'Infographics',
    noun: 'infographic',
    intro: 'Charts of the day: one finding, drawn.',
    facets: LIST_FACETS,
    pageSizes: CONTENT_SIZES,
    maxSize: 50,
    cardFacts: ['Sources', 'Industries'],
    hasReports: false,
    hasImages: true,
    source: contentSource('infographics'),
  },
  statistics: {
    id: 'statistics',
    path: '/statistics',
    label: 'Statistics',
    noun: 'statistic',
    intro: 'Single statistics across every platform language, with report downloads.',
    facets: ['dates', 'premium', 'page', 'size'],
    pageSizes: CONTENT_SIZES,
    maxSize: 50,
    cardFacts: ['Sources', 'Regions', 'Industries'],
    hasReports: true,
    hasImages: true,
    source: contentSource('statistics'),
  },
  indicators: {
    id: 'indicators',
    path: '/indicators',
    label: 'Indicators',
    noun: 'indicator',
    intro: 'Market indicators found by meaning: describe what you want to measure.',
    facets: ['size'],
    pageSizes: [5, 10, 25],
    maxSize: 25,
    cardFacts: ['Market type', 'Segments', 'Covered geos', 'Time frame'],
    hasReports: false,
    hasImages: false,
    source: indicatorSource(),
  },
} as const satisfies Record<ExplorerTypeId, ExplorerType>

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
