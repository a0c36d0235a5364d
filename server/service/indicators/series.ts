import { createHash } from 'node:crypto'
import { intBetween, mulberry32 } from '../random'
import type { Indicator } from './generate'
import { MARKET_TYPES, type MarketTypeName } from './market-data'

/**
 * The yearly values of an indicator in one of its geos, for
 * `/v1/data/market-insights/indicator`. Seeded by indicator and geo, so one series per pair,
 * the same on every start-up. Worldwide is the sum of more than the countries covered for
 * amounts (revenue, users, volume), and a middle value for rates and prices.
 */
export interface GeoSeries {
  geo: string
  /** Years, as the column headings. */
  categories: string[]
  series: number[]
}

const ADDITIVE = new Set<MarketTypeName>(['Revenue', 'Users', 'Volume', 'Transaction Value'])

/** The worldwide value in the first year, per market type: [min, max] in tenths of the unit. */
const WORLD_START: Record<MarketTypeName, [number, number]> = {
  Revenue: [500, 9_000],
  Users: [1_000, 25_000],
  'Average Revenue per User': [200, 9_000],
  'User Penetration Rate': [50, 600],
  Volume: [500, 50_000],
  Price: [10, 5_000],
  'Revenue per Capita': [50, 4_000],
  'Transaction Value': [1_000, 50_000],
  'Revenue Growth': [-50, 250],
}

const round1 = (v: number) => Math.round(v * 10) / 10

function seedOf(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32LE(0)
}

function years(indicator: Indicator): string[] {
  const first = Number(indicator.covered_timeframe.start.slice(0, 4))
  const last = Number(indicator.covered_timeframe.end.slice(0, 4))
  const out: string[] = []
  for (let y = first; y <= last; y++) out.push(String(y))
  return out
}

export function indicatorSeries(indicator: Indicator, geo: string): GeoSeries {
  const type = indicator.market_type as MarketTypeName
  const categories = years(indicator)
  if (type === 'Revenue Growth') {
    const rng = mulberry32(seedOf(`${indicator.identifier}:${geo}`))
    return {
      geo,
      categories,
      series: categories.map(() => intBetween(rng, -30, 250) / 10),
    }
  }
  const [min, max] = WORLD_START[type] ?? [100, 1_000]
  const world = mulberry32(seedOf(indicator.identifier))
  const start = intBetween(world, min, max) / 10
  const growth = intBetween(world, 1, 12) / 100
  const countries = Object.keys(indicator.covered_geos).filter((code) => code !== 'WLD')
  const worldValues = categories.map((_, i) => start * Math.pow(1 + growth, i))
  if (geo === 'WLD') return { geo, categories, series: worldValues.map(round1) }

  const rng = mulberry32(seedOf(`${indicator.identifier}:${geo}`))
  // Countries covered share at most 70 % of the world's amount; rates scatter around the world's.
  const factor = ADDITIVE.has(type)
    ? (0.7 / Math.max(1, countries.length)) * (intBetween(rng, 40, 160) / 100)
    : intBetween(rng, 50, 160) / 100
  const drift = intBetween(rng, -20, 20) / 1000
  const series = worldValues.map((value, i) => {
    const v = value * factor * Math.pow(1 + drift, i)
    return type === 'User Penetration Rate' ? Math.min(99.9, round1(v)) : round1(v)
  })
  return { geo, categories, series }
}

/** The unit of an indicator's values. */
export function indicatorUnit(indicator: Indicator): string | undefined {
  return MARKET_TYPES[indicator.market_type as MarketTypeName]?.unit
}
