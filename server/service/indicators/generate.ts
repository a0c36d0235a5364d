import { createHash } from 'node:crypto'
import { intBetween, mulberry32, sample, type Rng } from '../random'
import {
  GEOS,
  INDUSTRIES,
  MARKET_TYPES,
  type IndustrySpec,
  type MarketTypeName,
  type SegmentSpec,
} from './market-data'

/** One market-insight indicator as the search endpoint returns it. */
export interface Indicator {
  identifier: string
  title: string
  subject: string
  description: string
  link: string
  updated_at: string
  industries: { name: string; segments: string[] }[]
  covered_timeframe: { start: string; end: string }
  covered_geos: Record<string, string>
  market_type: string
  market_type_description: string
}

const SEED = 0x1d1ca7
// Same host and tracking parameter as the catalogue's links.
const LINK_HOST = 'https://www.statista.com'
const TRACKING = 'utm_source=dds&utm_medium=api'
const DAY_MS = 86_400_000

/** Every segment of every industry, once per market type of the industry: 320 indicators. */
export function generateIndicators(now: Date): Indicator[] {
  const rng = mulberry32(SEED)
  const out: Indicator[] = []
  for (const industry of INDUSTRIES) {
    for (const segment of industry.segments) {
      for (const marketType of industry.marketTypes) {
        out.push(makeIndicator(rng, now, industry, segment, marketType))
      }
    }
  }
  return out
}

function makeIndicator(
  rng: Rng,
  now: Date,
  industry: IndustrySpec,
  segment: SegmentSpec,
  marketType: MarketTypeName,
): Indicator {
  const spec = MARKET_TYPES[marketType]
  const geos = pickGeos(rng)
  const geoCount = Object.keys(geos).length - 1
  const startYear = intBetween(rng, 2017, 2020)
  const endYear = intBetween(rng, 2028, 2030)
  const updated = new Date(now.getTime() - intBetween(rng, 1, 120) * DAY_MS)
  const path = `${slug(industry.name)}/${slug(segment.name)}`
  return {
    identifier: uuidOf(`${slug(industry.name)}/${slug(marketType)}/${slug(segment.name)}`),
    title: title(marketType, segment.name),
    subject: `${segment.name} ${industry.name} ${marketType.toLowerCase()} worldwide and in ${geoCount} countries, ${startYear} to ${endYear}`,
    description:
      `${marketType} of the ${segment.name} segment of the ${industry.name} market (${segment.about}), in ${spec.unit}. ` +
      `Covers the world and ${geoCount} countries from ${startYear} to ${endYear}; figures after ${now.getUTCFullYear() - 1} are forecasts.`,
    link: `${LINK_HOST}/outlook/${path}/${slug(marketType)}/worldwide?${TRACKING}`,
    updated_at: isoDate(updated),
    industries: [{ name: industry.name, segments: [segment.name] }],
    covered_timeframe: { start: `${startYear}-01-01`, end: `${endYear}-12-31` },
    covered_geos: geos,
    market_type: marketType,
    market_type_description: spec.description,
  }
}

function title(marketType: MarketTypeName, segment: string): string {
  switch (marketType) {
    case 'Average Revenue per User':
      return `Average revenue per user in the ${segment} market`
    case 'User Penetration Rate':
      return `User penetration rate of the ${segment} market`
    case 'Revenue Growth':
      return `Revenue growth of the ${segment} market`
    case 'Revenue per Capita':
      return `Revenue per capita in the ${segment} market`
    default:
      return `${marketType} of the ${segment} market`
  }
}

/** Worldwide first, then 6 to 20 countries in a stable order. */
function pickGeos(rng: Rng): Record<string, string> {
  const codes = Object.keys(GEOS)
  const chosen = new Set(sample(rng, codes, intBetween(rng, 6, codes.length)))
  const out: Record<string, string> = { WLD: 'Worldwide' }
  for (const code of codes) if (chosen.has(code)) out[code] = GEOS[code] ?? code
  return out
}

/**
 * A name-based UUID (RFC 9562 version 5 layout: SHA-1 of the generator seed and the indicator's
 * name): production identifiers are UUIDs, and these stay the same on every start-up.
 */
export function uuidOf(name: string): string {
  const bytes = createHash('sha1').update(`${SEED}:${name}`).digest().subarray(0, 16)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}
