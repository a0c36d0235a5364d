/**
 * What the rest of the service (research jobs, reports, assets) may rely on from the
 * catalogue. The catalogue module owns generation, indexing and the list endpoints.
 */
export type ContentType = 'marketInsights' | 'studies' | 'infographics' | 'statistics'
export type ContentPlatform = 'en' | 'de'

export const CONTENT_TYPES: readonly ContentType[] = [
  'marketInsights',
  'studies',
  'infographics',
  'statistics',
]
export const CONTENT_PLATFORMS: readonly ContentPlatform[] = ['en', 'de']

export interface CatalogueEntry {
  identifier: number
  type: ContentType
  platform: ContentPlatform
  title: string
  /** HTML, as the API returns it. */
  description: string
  link: string
  isPremium: boolean
  releasedAt: Date
  updatedAt: Date
  /** Titles of the item's sources. */
  sources: string[]
  /** The places it is about (a research answer states figures only for the place asked). */
  geolocations: GeoRef[]
  /** Whether the legacy reports endpoint has pdf/ppt/xls files for it. */
  hasReports: boolean
  /**
   * The item's numbers (statistics, infographics, studies): its description, teaser, report
   * files and data answer all show this one series.
   */
  series?: ItemSeries
}

export interface Catalogue {
  readonly size: number
  get(identifier: number): CatalogueEntry | undefined
  /** Best-match search over every type (or those given) and platform (used by research jobs). */
  searchAll(
    q: string,
    opts: { limit: number; platform?: ContentPlatform; types?: readonly ContentType[] },
  ): CatalogueEntry[]
}

/** Source, publisher or charger as the API returns it; production adds fields such as is_active. */
export interface SourceRef {
  title: string
  subtitle?: string
  is_active?: boolean
}

export interface NamedRef {
  id: number
  name: string
}

/** A market in a market insight's `path` or `children`; the id is optional, as in production. */
export interface MarketRef {
  id?: number
  name: string
}

export interface GeoRef extends NamedRef {
  code: string
}

export interface CoveredTimeFrame {
  start: string
  end: string
  display_text: string
}

/** Everything generated for one content item; serialization picks what a type and package show. */
export interface ContentItem extends CatalogueEntry {
  subject: string
  /** Description with tags removed, for the index. */
  descriptionText: string
  sourceRefs: SourceRef[]
  publishers: SourceRef[]
  chargers: SourceRef[]
  industries: NamedRef[]
  coveredTimeFrame?: CoveredTimeFrame
  /** Market insights only: fields production sends beyond the interface. */
  subTitle?: string
  /** Parent markets, outermost first. */
  path?: MarketRef[]
  /** Sub-markets. */
  children?: MarketRef[]
}

export interface ContentQuery {
  type: ContentType
  platforms: readonly ContentPlatform[]
  /** Trimmed; empty means the broad default query (everything in the window, newest first). */
  q: string
  from: Date
  to: Date
  premium?: boolean
  sort: 0 | 1
}

export interface ContentMatch {
  item: ContentItem
  /** Relevance score; for the broad default query, a recency score in (0, 1]. */
  score: number
}

export interface CatalogueImpl extends Catalogue {
  get(identifier: number): ContentItem | undefined
  /** Every match of a query, in the requested order; the caller pages. */
  query(query: ContentQuery): ContentMatch[]
  /** Item counts per type, for start-up logs and tests. */
  counts(): Record<ContentType, number>
}

/** The kinds of statistic the title templates name (see series.ts). */
export type StatisticKind =
  'revenue' | 'users' | 'share' | 'growth' | 'arpu' | 'survey' | 'forecast' | 'ranking'

/** The provider's `graphType` values this service draws. */
export type GraphType = 'bar' | 'line-standard' | 'pie'

export interface SeriesPoint {
  /** The category: a year, a company, an answer. */
  name: string
  value: number
}

export interface ItemSeries {
  kind: StatisticKind
  /** The key of the series in `chart.data`. */
  name: string
  graphType: GraphType
  horizontal: boolean
  /** Unit words as a sentence uses them: "million euros", "percent". */
  unit: string
  points: SeriesPoint[]
  /** The point the description states. */
  headline: SeriesPoint
  /** The year the headline belongs to. */
  year: number
  /** First forecast category, when the series runs past the release year. */
  forecastFrom?: string
  /** A statistic's sentence stating the headline with unit and year (its description's). */
  statement?: string
}
