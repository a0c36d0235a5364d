import type { Variant } from './model'

/**
 * The stand-in's catalogue: a few items of each content type, small but coherent (a
 * statistic's description states the figure its data answer holds). Dates are days before
 * the stand-in's start, so the provider's default window (the last 3 months) finds them.
 */
export type ContentKind = 'marketInsights' | 'studies' | 'infographics' | 'statistics'

export interface Market {
  id: number
  name: string
}

export interface Series {
  name: string
  unit: string
  graphType: 'bar' | 'line-standard' | 'pie'
  horizontal: boolean
  points: { name: string; value: number }[]
}

export interface ContentEntry {
  kind: ContentKind
  /** A bigint where the identifier is beyond 2^53, written exactly. */
  id: number | bigint
  title: string
  subject: string
  /** HTML, as the provider sends it, with links relative to the platform's site. */
  description: string
  platform: 'en' | 'de' | 'fr'
  premium: boolean
  releasedDaysAgo: number
  updatedDaysAgo: number
  sitePath: string
  sources: string[]
  industries: { id: number; name: string }[]
  regions: { id: number; name: string; code: string }[]
  /** Market insights: parent markets outermost first, sub-markets. */
  markets?: { path: Market[]; children: Market[]; subTitle: string }
  /** Statistics: the numbers of the data answer. */
  series?: Series
  reports: boolean
  /** What the `minimal` variant sends instead: the forms the OpenAPI allows beyond the usual. */
  minimal?: Partial<Pick<ContentEntry, 'id' | 'platform'>>
}

const WORLD = { id: 1, name: 'Worldwide', code: '001' }
const GERMANY = { id: 276, name: 'Germany', code: 'DEU' }
const EUROPE = { id: 150, name: 'Europe', code: '150' }
const US = { id: 840, name: 'United States', code: 'US' }
const TECH = { id: 7, name: 'Technology & Telecommunications' }
const MEDIA = { id: 12, name: 'Media' }
const RETAIL = { id: 3, name: 'Retail & Trade' }
const ENERGY = { id: 5, name: 'Energy & Environment' }

const p = (text: string) => `<p>${text}</p>`

export const SMARTPHONE_REVENUE: Series = {
  name: 'Revenue',
  unit: 'billion U.S. dollars',
  graphType: 'bar',
  horizontal: false,
  points: [
    { name: '2020', value: 409.8 },
    { name: '2021', value: 448.3 },
    { name: '2022', value: 436.2 },
    { name: '2023', value: 452.7 },
    { name: '2024', value: 485.9 },
  ],
}

export const CONTENT: readonly ContentEntry[] = [
  {
    kind: 'marketInsights',
    id: 200001,
    title: 'Smartphones: market data & analysis',
    subject: 'Smartphone market worldwide',
    description: p('Revenue in the smartphone market is expected to grow through 2029.'),
    platform: 'en',
    premium: true,
    releasedDaysAgo: 12,
    updatedDaysAgo: 4,
    sitePath: '/outlook/cmo/consumer-electronics/telephony/smartphones/worldwide',
    sources: ['Statista Market Insights'],
    industries: [TECH],
    regions: [WORLD],
    markets: {
      path: [
        { id: 3000, name: 'Consumer Markets' },
        { id: 3101, name: 'Consumer Electronics' },
      ],
      children: [{ id: 3111, name: 'Foldable smartphones' }],
      subTitle: 'Market size, growth and key players',
    },
    reports: false,
  },
  {
    kind: 'marketInsights',
    id: 200002,
    title: 'Video streaming: market data & analysis',
    subject: 'Video streaming market in Europe',
    description: p('Subscription video on demand leads the streaming market in Europe.'),
    platform: 'en',
    // `fr` is a platform the provider lists and the app's search cannot ask for.
    minimal: { platform: 'fr' },
    premium: false,
    releasedDaysAgo: 30,
    updatedDaysAgo: 9,
    sitePath: '/outlook/amo/media/tv-video/video-streaming-svod/europe',
    sources: ['Statista Market Insights'],
    industries: [MEDIA],
    regions: [EUROPE],
    markets: {
      path: [{ id: 4100, name: 'Media' }],
      children: [],
      subTitle: 'Users, revenue and average revenue per user',
    },
    reports: false,
  },
  {
    kind: 'marketInsights',
    id: 200003,
    title: 'E-Commerce in Deutschland: Marktdaten & Analyse',
    subject: 'E-Commerce-Markt in Deutschland',
    description: p('Der Umsatz im E-Commerce wächst in Deutschland weiter.'),
    platform: 'de',
    premium: false,
    releasedDaysAgo: 20,
    updatedDaysAgo: 20,
    sitePath: '/outlook/emo/deutschland',
    sources: ['Statista Market Insights'],
    industries: [RETAIL],
    regions: [GERMANY],
    markets: { path: [], children: [], subTitle: 'Umsatz und Nutzer' },
    reports: false,
  },
  {
    kind: 'studies',
    id: 50001,
    title: 'Smartphone usage in the United States 2024',
    subject: 'Smartphone ownership and daily use of U.S. adults',
    description: p('Nine in ten U.S. adults own a smartphone; daily use keeps rising.'),
    platform: 'en',
    premium: true,
    releasedDaysAgo: 8,
    updatedDaysAgo: 6,
    sitePath: '/study/50001/smartphone-usage-in-the-united-states/',
    sources: ['Pew Research Center'],
    industries: [TECH],
    regions: [US],
    reports: true,
  },
  {
    kind: 'studies',
    id: 50002,
    title: 'Video streaming in Europe',
    subject: 'Subscriptions, viewing time and providers',
    description: p('Streaming subscriptions in Europe passed 200 million.'),
    platform: 'en',
    premium: false,
    releasedDaysAgo: 25,
    updatedDaysAgo: 25,
    sitePath: '/study/50002/video-streaming-in-europe/',
    sources: ['Statista'],
    industries: [MEDIA],
    regions: [EUROPE],
    reports: true,
  },
  {
    kind: 'studies',
    id: 50003,
    title: 'Energiepreise in Deutschland',
    subject: 'Strom- und Gaspreise für Haushalte',
    description: p('Die Strompreise für Haushalte sind 2024 gesunken.'),
    platform: 'de',
    premium: false,
    releasedDaysAgo: 40,
    updatedDaysAgo: 40,
    sitePath: '/statistik/studie/id/50003/dokument/energiepreise/',
    sources: ['BDEW'],
    industries: [ENERGY],
    regions: [GERMANY],
    reports: true,
  },
  {
    kind: 'infographics',
    id: 10001,
    title: 'Where smartphones are made',
    subject: 'Smartphone production by country',
    description: p('Most smartphones are assembled in China and India.'),
    platform: 'en',
    premium: false,
    releasedDaysAgo: 3,
    updatedDaysAgo: 3,
    sitePath: '/chart/10001/where-smartphones-are-made/',
    sources: ['Counterpoint Research'],
    industries: [TECH],
    regions: [WORLD],
    reports: false,
  },
  {
    kind: 'infographics',
    id: 10002,
    // Beyond 2^53: a uint64 the provider may send, exact only as text.
    minimal: { id: 9_007_199_254_740_993n },
    title: 'The streaming wars in one chart',
    subject: 'Subscribers of the largest video streaming services',
    description: p('Netflix still has the most subscribers of any streaming service.'),
    platform: 'en',
    premium: true,
    releasedDaysAgo: 15,
    updatedDaysAgo: 15,
    sitePath: '/chart/10002/the-streaming-wars/',
    sources: ['Company reports'],
    industries: [MEDIA],
    regions: [WORLD],
    reports: false,
  },
  {
    kind: 'infographics',
    id: 10003,
    title: 'Energy prices for households in Europe',
    subject: 'Household electricity prices by country',
    description: p('Households in Germany pay some of the highest electricity prices in Europe.'),
    platform: 'en',
    premium: false,
    releasedDaysAgo: 33,
    updatedDaysAgo: 33,
    sitePath: '/chart/10003/energy-prices-for-households/',
    sources: ['Eurostat'],
    industries: [ENERGY],
    regions: [EUROPE],
    reports: false,
  },
  {
    kind: 'statistics',
    id: 1000001,
    title: 'Smartphone revenue worldwide 2020-2024',
    subject: 'Revenue of the smartphone market worldwide from 2020 to 2024',
    description: p(
      'Smartphone revenue worldwide reached 485.9 billion U.S. dollars in 2024. See also <a href="/statistics/1000002/streaming/">streaming</a>.',
    ),
    platform: 'en',
    premium: false,
    releasedDaysAgo: 5,
    updatedDaysAgo: 2,
    sitePath: '/statistics/1000001/smartphone-revenue-worldwide/',
    sources: ['Statista Market Insights'],
    industries: [TECH],
    regions: [WORLD],
    series: SMARTPHONE_REVENUE,
    reports: true,
  },
  {
    kind: 'statistics',
    id: 1000002,
    title: 'Share of adults using video streaming services in Germany 2024',
    subject: 'Share of adults in Germany using selected video streaming services in 2024',
    description: p('Netflix was used by 41 percent of adults in Germany in 2024.'),
    platform: 'en',
    premium: true,
    releasedDaysAgo: 18,
    updatedDaysAgo: 18,
    sitePath: '/statistics/1000002/video-streaming-services-germany/',
    sources: ['Statista Consumer Insights'],
    industries: [MEDIA],
    regions: [GERMANY],
    series: {
      name: 'Share of adults',
      unit: 'percent',
      graphType: 'bar',
      horizontal: true,
      points: [
        { name: 'Netflix', value: 41 },
        { name: 'Prime Video', value: 37 },
        { name: 'Disney+', value: 18 },
      ],
    },
    reports: true,
  },
  {
    kind: 'statistics',
    id: 1000003,
    title: 'Number of e-commerce users in Europe 2020-2024',
    subject: 'Online shoppers in Europe from 2020 to 2024, in millions',
    description: p('Europe had 437 million online shoppers in 2024.'),
    platform: 'en',
    premium: false,
    releasedDaysAgo: 27,
    updatedDaysAgo: 27,
    sitePath: '/statistics/1000003/e-commerce-users-europe/',
    sources: ['Eurostat'],
    industries: [RETAIL],
    regions: [EUROPE],
    series: {
      name: 'Users',
      unit: 'million users',
      graphType: 'line-standard',
      horizontal: false,
      points: [
        { name: '2020', value: 365 },
        { name: '2022', value: 412 },
        { name: '2024', value: 437 },
      ],
    },
    reports: false,
  },
  {
    kind: 'statistics',
    id: 1000004,
    title: 'Strompreis für Haushalte in Deutschland 2024',
    subject: 'Durchschnittlicher Strompreis für Haushalte in Deutschland',
    description: p('Der Strompreis lag 2024 bei 40,9 Cent je Kilowattstunde.'),
    platform: 'de',
    premium: false,
    releasedDaysAgo: 50,
    updatedDaysAgo: 45,
    sitePath: '/statistik/daten/studie/1000004/umfrage/strompreis/',
    sources: ['BDEW'],
    industries: [ENERGY],
    regions: [GERMANY],
    series: {
      name: 'Strompreis',
      unit: 'Cent je Kilowattstunde',
      graphType: 'line-standard',
      horizontal: false,
      points: [
        { name: '2022', value: 43.2 },
        { name: '2023', value: 45.7 },
        { name: '2024', value: 40.9 },
      ],
    },
    reports: true,
  },
]

const MINIMAL: readonly ContentEntry[] = CONTENT.map((entry) => ({ ...entry, ...entry.minimal }))

/** The catalogue as a variant sends it. */
export function catalogue(variant: Variant): readonly ContentEntry[] {
  return variant === 'minimal' ? MINIMAL : CONTENT
}

/** The item an identifier in a query names (`id=`), read as exact digits. */
export function contentById(raw: string, variant: Variant): ContentEntry | undefined {
  if (!/^\d{1,20}$/.test(raw)) return undefined
  const wanted = BigInt(raw)
  return catalogue(variant).find((entry) => BigInt(entry.id) === wanted)
}

export function siteHost(platform: ContentEntry['platform']): string {
  return platform === 'de'
    ? 'https://de.statista.com'
    : platform === 'fr'
      ? 'https://fr.statista.com'
      : 'https://www.statista.com'
}
