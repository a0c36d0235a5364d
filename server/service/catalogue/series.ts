import { intBetween, mulberry32, pick, type Rng } from '../random'
import type { ContentPlatform, GraphType, ItemSeries, SeriesPoint, StatisticKind } from './types'

export type { GraphType, ItemSeries, SeriesPoint, StatisticKind } from './types'

/**
 * The one generated series of an item. Its description quotes it, its teaser draws it, its
 * report files list it and `/v1/data/statistic` answers with it, so every view of an item shows
 * the same numbers. Each series has its own generator, seeded by the item's identifier, so
 * adding it left the catalogue's own random stream (titles, dates, sources) unchanged.
 */

/** The kind each statistic title template (texts.ts, same order in both languages) measures. */
export const STATISTIC_KINDS: readonly StatisticKind[] = [
  'revenue',
  'users',
  'share',
  'growth',
  'arpu',
  'survey',
  'forecast',
  'ranking',
]

/** Money, counts and shares as each platform writes them. */
const UNITS: Record<
  ContentPlatform,
  Record<'money' | 'users' | 'percent' | 'perUser', string[]>
> = {
  en: {
    money: ['billion U.S. dollars', 'million euros'],
    users: ['million users'],
    percent: ['percent'],
    perUser: ['U.S. dollars', 'euros'],
  },
  de: {
    money: ['Milliarden Euro', 'Millionen Euro'],
    users: ['Millionen Nutzer'],
    percent: ['Prozent'],
    perUser: ['Euro'],
  },
}

const COMPANIES = ['Company A', 'Company B', 'Company C', 'Company D', 'Company E']
const OTHERS: Record<ContentPlatform, string> = { en: 'Others', de: 'Sonstige' }
const ANSWERS: Record<ContentPlatform, string[]> = {
  en: ['daily', 'weekly', 'monthly', 'less often', 'never'],
  de: ['täglich', 'wöchentlich', 'monatlich', 'seltener', 'nie'],
}
const SERIES_NAME: Record<ContentPlatform, Record<StatisticKind, string>> = {
  en: {
    revenue: 'Revenue',
    users: 'Users',
    share: 'Market share',
    growth: 'Revenue growth',
    arpu: 'Average revenue per user',
    survey: 'Share of respondents',
    forecast: 'Market volume',
    ranking: 'Revenue',
  },
  de: {
    revenue: 'Umsatz',
    users: 'Nutzer',
    share: 'Marktanteil',
    growth: 'Umsatzwachstum',
    arpu: 'Umsatz pro Nutzer',
    survey: 'Anteil der Befragten',
    forecast: 'Marktvolumen',
    ranking: 'Umsatz',
  },
}

const round1 = (v: number) => Math.round(v * 10) / 10

export interface StatisticSeriesInput {
  identifier: number
  platform: ContentPlatform
  kind: StatisticKind
  /** Release year: the headline's year. */
  year: number
  /** The years a yearly title names (from y1 to y2). */
  firstYear: number
  lastYear: number
}

export function statisticSeries(input: StatisticSeriesInput): ItemSeries {
  const rng = mulberry32(input.identifier ^ 0x5eed5)
  const { platform, kind, year } = input
  const units = UNITS[platform]
  const name = SERIES_NAME[platform][kind]
  switch (kind) {
    case 'revenue':
    case 'forecast':
    case 'users':
    case 'arpu': {
      const unit = pick(
        rng,
        kind === 'users' ? units.users : kind === 'arpu' ? units.perUser : units.money,
      )
      const headline =
        kind === 'arpu' ? intBetween(rng, 150, 24_000) / 10 : intBetween(rng, 12, 9_800) / 10
      const growth = intBetween(rng, 2, 14) / 100
      return yearly(
        rng,
        input,
        { name, unit, graphType: kind === 'forecast' ? 'line-standard' : 'bar' },
        (offset) => (offset === 0 ? headline : headline * Math.pow(1 + growth, offset)),
      )
    }
    case 'growth':
      return yearly(
        rng,
        input,
        { name, unit: units.percent[0] ?? 'percent', graphType: 'line-standard' },
        () => intBetween(rng, 10, 300) / 10,
      )
    case 'share': {
      const shares = splitHundred(rng, COMPANIES.length + 1, true)
      const points = COMPANIES.map((company, i) => ({ name: company, value: shares[i] ?? 0 }))
      points.push({ name: OTHERS[platform], value: shares[COMPANIES.length] ?? 0 })
      return categorical({
        kind,
        name,
        unit: units.percent[0] ?? 'percent',
        graphType: 'pie',
        horizontal: false,
        year,
        points,
      })
    }
    case 'ranking': {
      const unit = pick(rng, units.money)
      let value = intBetween(rng, 50, 4_000) / 10
      const points = COMPANIES.map((company) => {
        const point = { name: company, value: round1(value) }
        value *= intBetween(rng, 45, 90) / 100
        return point
      })
      return categorical({ kind, name, unit, graphType: 'bar', horizontal: true, year, points })
    }
    case 'survey': {
      const answers = ANSWERS[platform]
      const shares = splitHundred(rng, answers.length, false)
      const points = answers.map((answer, i) => ({ name: answer, value: shares[i] ?? 0 }))
      // The description states the largest share of regular users (daily, weekly or monthly).
      const headline = points.slice(0, 3).reduce((a, b) => (b.value > a.value ? b : a))
      return {
        ...categorical({
          kind,
          name,
          unit: units.percent[0] ?? 'percent',
          graphType: 'bar',
          horizontal: true,
          year,
          points,
        }),
        headline,
      }
    }
  }
}

function yearly(
  rng: Rng,
  input: StatisticSeriesInput,
  shape: { name: string; unit: string; graphType: GraphType },
  valueAt: (offset: number) => number,
): ItemSeries {
  const points: SeriesPoint[] = []
  for (let y = input.firstYear; y <= input.lastYear; y++) {
    // A little noise, except on the stated year, whose value the description quotes exactly.
    const noise = y === input.year ? 1 : 1 + intBetween(rng, -30, 30) / 1000
    points.push({ name: String(y), value: Math.max(0.1, round1(valueAt(y - input.year) * noise)) })
  }
  const headline = points.find((p) => p.name === String(input.year)) ?? points[points.length - 1]
  if (!headline) throw new Error('a yearly series needs at least one year')
  return {
    kind: input.kind,
    name: shape.name,
    graphType: shape.graphType,
    horizontal: false,
    unit: shape.unit,
    points,
    headline,
    year: input.year,
    ...(input.lastYear > input.year ? { forecastFrom: String(input.year + 1) } : {}),
  }
}

function categorical(s: {
  kind: StatisticKind
  name: string
  unit: string
  graphType: GraphType
  horizontal: boolean
  year: number
  points: SeriesPoint[]
}): ItemSeries {
  const headline = s.points.reduce((a, b) => (b.value > a.value ? b : a))
  return { ...s, headline }
}

/** `n` shares of 100 with one decimal that add up to exactly 100; descending when asked. */
function splitHundred(rng: Rng, n: number, descending: boolean): number[] {
  const weights = Array.from({ length: n }, () => intBetween(rng, 5, 60))
  if (descending) weights.sort((a, b) => b - a)
  const total = weights.reduce((a, b) => a + b, 0)
  const tenths = weights.map((w) => Math.floor((w / total) * 1000))
  const missing = 1000 - tenths.reduce((a, b) => a + b, 0)
  tenths[0] = (tenths[0] ?? 0) + missing
  return tenths.map((t) => t / 10)
}

/** An infographic charts the yearly values of a market that grew by `growth` percent in `year`. */
export function infographicSeries(input: {
  identifier: number
  platform: ContentPlatform
  year: number
  growth: number
}): ItemSeries {
  const rng = mulberry32(input.identifier ^ 0x5eed5)
  const unit = pick(rng, UNITS[input.platform].money)
  const points: SeriesPoint[] = []
  let value = intBetween(rng, 50, 2_000) / 10
  for (let y = input.year - 5; y <= input.year; y++) {
    points.push({ name: String(y), value: round1(value) })
    // The last step is exactly the growth the description states.
    const step = y === input.year - 1 ? input.growth : intBetween(rng, 2, 20)
    value *= 1 + step / 100
  }
  const last = points[points.length - 1]
  const before = points[points.length - 2]
  if (!last || !before) throw new Error('an infographic series has six years')
  // Rounding each value to one decimal may move the rounded growth: state it from the values.
  last.value = round1(before.value * (1 + input.growth / 100))
  return {
    kind: 'revenue',
    name: SERIES_NAME[input.platform].revenue,
    graphType: 'bar',
    horizontal: false,
    unit,
    points,
    headline: last,
    year: input.year,
  }
}

/** A study's report lists the market's yearly revenue over the time frame it covers. */
export function studySeries(input: {
  identifier: number
  platform: ContentPlatform
  year: number
  firstYear: number
  lastYear: number
}): ItemSeries {
  return statisticSeries({ ...input, kind: 'revenue' })
}

/** "475.8" in English, "475,8" in German. */
export function formatValue(value: number, platform: ContentPlatform): string {
  const text = value.toFixed(1)
  return platform === 'de' ? text.replace('.', ',') : text
}
