import { badRequest, notFound, type StandInRequest } from './model'

/**
 * Market-insight indicators: their search and their yearly series per geo. Two have data and
 * UUID identifiers (the data endpoint's `id` is a UUID); one search result has an identifier
 * that is not a UUID, which the search's OpenAPI allows (a plain string).
 */
interface Indicator {
  identifier: string
  /** The identifier the `minimal` variant sends instead. */
  minimalIdentifier?: string
  title: string
  subject: string
  description: string
  marketType: string
  industry: { name: string; segments: string[] }
  geos: Record<string, string>
  /** Value of the first year per geo; each later year grows by `growth`. */
  start: Record<string, number>
  growth: number
  unit: string
}

const FIRST_YEAR = 2019
const LAST_YEAR = 2029

export const INDICATORS: readonly Indicator[] = [
  {
    identifier: '3f2b9c4e-8a1d-4c6b-9e2f-7d5a1b3c8e90',
    title: 'Smartphone revenue',
    subject: 'Revenue of the smartphone market',
    description: 'Revenue from smartphone sales to consumers, in billion U.S. dollars.',
    marketType: 'Consumer',
    industry: { name: 'Consumer Electronics', segments: ['Smartphones'] },
    geos: { WLD: 'Worldwide', DEU: 'Germany', USA: 'United States' },
    start: { WLD: 409.8, DEU: 11.2, USA: 98.4 },
    growth: 0.03,
    unit: 'billion U.S. dollars',
  },
  {
    identifier: 'a8c41d27-5b9e-4f03-8d6a-2e7f9c1b4a55',
    title: 'E-commerce users',
    subject: 'Number of online shoppers',
    description: 'People who bought goods online at least once in the year, in millions.',
    marketType: 'Consumer',
    industry: { name: 'eCommerce', segments: ['Fashion', 'Electronics'] },
    geos: { WLD: 'Worldwide', DEU: 'Germany' },
    start: { WLD: 3400, DEU: 55 },
    growth: 0.04,
    unit: 'million users',
  },
  {
    identifier: '6d0f3a92-1c4b-4e8f-b7a5-9e2d8c1f0b37',
    // Not a UUID: the search's OpenAPI says only "string".
    minimalIdentifier: 'mi-legacy-streaming-0042',
    title: 'Video streaming subscriptions',
    subject: 'Paid video streaming subscriptions',
    description: 'Paid subscriptions to video streaming services, in millions.',
    marketType: 'Consumer',
    industry: { name: 'Media', segments: ['Video-on-Demand'] },
    geos: { WLD: 'Worldwide' },
    start: { WLD: 1100 },
    growth: 0.05,
    unit: 'million subscriptions',
  },
]

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function searchItem(indicator: Indicator, full: boolean) {
  const identifier = full
    ? indicator.identifier
    : (indicator.minimalIdentifier ?? indicator.identifier)
  const required = {
    identifier,
    title: indicator.title,
    subject: indicator.subject,
    description: indicator.description,
    link: `https://www.statista.com/outlook/indicators/${identifier}?utm_source=statista-api`,
    updated_at: '2025-11-03',
    industries: [{ name: indicator.industry.name, segments: [...indicator.industry.segments] }],
    covered_timeframe: { start: `${FIRST_YEAR}-01-01`, end: `${LAST_YEAR}-12-31` },
  }
  if (!full) return required
  return {
    ...required,
    covered_geos: { ...indicator.geos },
    market_type: indicator.marketType,
    market_type_description: 'Markets of goods and services bought by consumers.',
  }
}

/** A semantic search finds something for any text: best matches first, the rest after. */
export function indicatorSearchAnswer(req: StandInRequest): unknown {
  const q = req.query.get('q') ?? ''
  if (q.trim().length < 1 || q.length > 1000) throw badRequest('q must have 1 to 1000 characters')
  const sizeText = req.query.get('size') ?? '10'
  const size = Number(sizeText)
  if (!/^\d+$/.test(sizeText) || size < 1 || size > 25)
    throw badRequest('size must be from 1 to 25')
  const terms = q.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []
  const score = (i: Indicator) => {
    const text = `${i.title} ${i.subject} ${i.description}`.toLowerCase()
    return terms.filter((t) => text.includes(t)).length
  }
  const items = [...INDICATORS]
    .sort((a, b) => score(b) - score(a))
    .slice(0, size)
    .map((indicator) => searchItem(indicator, req.variant === 'full'))
  return { items, total_count: INDICATORS.length }
}

export function indicatorDataAnswer(req: StandInRequest): unknown {
  const id = req.query.get('id')?.trim() ?? ''
  if (id === '') throw badRequest('id is required')
  if (!UUID.test(id)) throw badRequest('id must be a UUID')
  // An indicator whose `minimal` identifier is no UUID has no data there.
  const indicator = INDICATORS.find(
    (i) => i.identifier === id.toLowerCase() && (req.variant === 'full' || !i.minimalIdentifier),
  )
  if (!indicator) throw notFound('indicator not found')
  const geos = (req.query.get('geo') || 'WLD').split(',').map((g) => g.trim().toUpperCase())
  if (geos.length > 5) throw badRequest('geo takes at most 5 codes')
  const missing = geos.find((geo) => !Object.hasOwn(indicator.geos, geo))
  if (missing !== undefined) throw notFound(`geo ${missing} not covered`)
  const years = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i)
  const data = geos.map((geo) => {
    const first = indicator.start[geo] ?? 1
    const series = years.map((_, i) => Math.round(first * (1 + indicator.growth) ** i * 10) / 10)
    // In `minimal` the world's series of the first indicator ends a year before its
    // categories: the OpenAPI does not say they are the same length.
    const short = req.variant === 'minimal' && geo === 'WLD' && indicator === INDICATORS[0]
    return { geo, categories: years.map(String), series: short ? series.slice(0, -1) : series }
  })
  const chart: Record<string, unknown> = { name: indicator.title, graphType: 'line-standard', data }
  const body: Record<string, unknown> = {
    identifier: indicator.identifier,
    title: indicator.title,
    description: indicator.description,
    chart,
  }
  if (req.variant === 'full') {
    chart.unit = indicator.unit
    body.market_type = indicator.marketType
    body.market_type_description = 'Markets of goods and services bought by consumers.'
  }
  return body
}
