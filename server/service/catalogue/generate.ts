import { chance, intBetween, mulberry32, pick, sample, weightedPick, type Rng } from '../random'
import { contentLink, contentPath, slugify } from './links'
import {
  infographicTexts,
  marketInsightTexts,
  statisticTexts,
  stripHtml,
  studyTexts,
  type Texts,
} from './texts'
import { CHARGERS, INDUSTRIES, PLACES, PUBLISHERS, SOURCES, type Place } from './vocabulary-places'
import { TOPICS, type Topic } from './vocabulary-topics'
import { studySeries, type ItemSeries } from './series'
import { SUBMARKETS } from './submarkets'
import type {
  ContentItem,
  ContentPlatform,
  ContentType,
  CoveredTimeFrame,
  GeoRef,
  MarketRef,
} from './types'

/**
 * Deterministic catalogue generation. Release dates fall over the 20 years before `now`,
 * denser towards `now` (age = depth · u^2.2, so about 14 % of items fall in the default
 * three-month window and a few hundred in the last three days; 20,000 items keep start-up fast).
 */
export const ITEM_COUNT = 20_000
export const SEED = 20_260_615

const DAY_MS = 86_400_000
const MAX_AGE_MS = (20 * 365 - 2) * DAY_MS

const TYPE_WEIGHTS: readonly (readonly [ContentType, number])[] = [
  ['statistics', 40],
  ['studies', 20],
  ['infographics', 20],
  ['marketInsights', 20],
]

/** Disjoint id ranges per type, so an identifier alone names an item (the reports endpoint needs that). */
const ID_PLAN: Record<ContentType, { start: number; maxGap: number }> = {
  infographics: { start: 10_000, maxGap: 5 },
  studies: { start: 50_000, maxGap: 7 },
  marketInsights: { start: 200_000, maxGap: 9 },
  statistics: { start: 1_000_000, maxGap: 60 },
}

const PREMIUM_SHARE: Record<ContentType, number> = {
  statistics: 0.6,
  studies: 0.8,
  infographics: 0.1,
  marketInsights: 0.7,
}

const WEIGHTED_PLACES: Record<ContentPlatform, readonly (readonly [Place, number])[]> = {
  en: PLACES.map((p) => [p, p.weight.en] as const),
  de: PLACES.map((p) => [p, p.weight.de] as const),
}

interface Draft {
  type: ContentType
  platform: ContentPlatform
  releasedMs: number
}

export function toApiDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`
}

export function generateItems(now: Date, count = ITEM_COUNT): ContentItem[] {
  const rng = mulberry32(SEED)
  const nowMs = Math.floor(now.getTime() / 1000) * 1000
  const drafts: Draft[] = []
  for (let i = 0; i < count; i++) {
    const type = weightedPick(rng, TYPE_WEIGHTS)
    const platform: ContentPlatform = chance(rng, 0.55) ? 'en' : 'de'
    const age = Math.max(60_000, MAX_AGE_MS * Math.pow(rng(), 2.2))
    drafts.push({ type, platform, releasedMs: nowMs - Math.floor(age / 1000) * 1000 })
  }
  drafts.sort((a, b) => a.releasedMs - b.releasedMs)

  const nextId: Record<ContentType, number> = {
    infographics: ID_PLAN.infographics.start,
    studies: ID_PLAN.studies.start,
    marketInsights: ID_PLAN.marketInsights.start,
    statistics: ID_PLAN.statistics.start,
  }
  const lastStatistic = new Map<string, { path: string; title: string }>()
  const items: ContentItem[] = []
  for (const draft of drafts) {
    const identifier = nextId[draft.type]
    nextId[draft.type] += intBetween(rng, 1, ID_PLAN[draft.type].maxGap)
    const item = buildItem(rng, draft, identifier, nowMs, lastStatistic)
    items.push(item)
  }
  return items
}

function buildItem(
  rng: Rng,
  draft: Draft,
  identifier: number,
  nowMs: number,
  lastStatistic: Map<string, { path: string; title: string }>,
): ContentItem {
  const { type, platform } = draft
  const topic = pick(rng, TOPICS)
  const place = weightedPick(rng, WEIGHTED_PLACES[platform])
  const released = new Date(draft.releasedMs)
  const year = released.getUTCFullYear()
  const relatedKey = `${platform}:${topic.key}`
  const input = {
    rng,
    platform,
    topic: topic[platform],
    place: place[platform],
    year,
    month: released.getUTCMonth(),
    identifier,
    related: lastStatistic.get(relatedKey),
  }
  let texts: Texts & { subTitle?: string; series?: ItemSeries }
  switch (type) {
    case 'statistics':
      texts = statisticTexts(input)
      break
    case 'studies':
      texts = studyTexts(input)
      break
    case 'infographics':
      texts = infographicTexts(input)
      break
    case 'marketInsights':
      texts = marketInsightTexts(input)
      break
  }
  const marketPath =
    type === 'marketInsights'
      ? `/outlook/dmo/${slugify(topic.en.title)}/${slugify(place[platform].name)}/`
      : undefined
  const path = contentPath(type, platform, identifier, texts.title, marketPath)
  if (type === 'statistics') lastStatistic.set(relatedKey, { path, title: texts.title })
  const revisedMs = draft.releasedMs + intBetween(rng, 1, 400) * DAY_MS
  const updatedMs = chance(rng, 0.5) && revisedMs < nowMs ? revisedMs : draft.releasedMs
  const sourceRefs =
    type === 'marketInsights'
      ? [{ title: 'Statista Market Insights' }]
      : sample(rng, SOURCES[platform], intBetween(rng, 1, 2))
  const isPremium = chance(rng, PREMIUM_SHARE[type])

  const item: ContentItem = {
    identifier,
    type,
    platform,
    title: texts.title,
    description: texts.description,
    descriptionText: stripHtml(texts.description),
    subject: texts.subject,
    link: contentLink(path, platform),
    isPremium,
    releasedAt: released,
    updatedAt: new Date(updatedMs),
    sources: sourceRefs.map((s) => s.title),
    sourceRefs,
    publishers: [pick(rng, PUBLISHERS)],
    chargers: isPremium ? [pick(rng, CHARGERS)] : [],
    industries: type === 'marketInsights' ? [] : industriesOf(topic, platform),
    geolocations: type === 'infographics' ? [] : geosOf(rng, place, platform, type),
    hasReports: type === 'studies' || type === 'statistics',
  }
  if (texts.series) item.series = texts.series
  if (type === 'studies' || type === 'marketInsights') {
    const frame = timeFrame(rng, year)
    item.coveredTimeFrame = frame.api
    if (type === 'studies')
      item.series = studySeries({ identifier, platform, year, ...frame.years })
  }
  if (type === 'marketInsights') {
    item.subTitle = texts.subTitle
    item.path = marketParents(topic, platform)
    item.children = (SUBMARKETS[topic.key]?.[platform] ?? []).map((name) => ({ name }))
  }
  return item
}

function industriesOf(topic: Topic, platform: ContentPlatform) {
  return topic.industries.map((id) => ({ id, name: INDUSTRIES[id]?.[platform] ?? 'Other' }))
}

function geosOf(rng: Rng, place: Place, platform: ContentPlatform, type: ContentType): GeoRef[] {
  const geo = (p: Place): GeoRef => ({ id: p.id, name: p[platform].name, code: p.code })
  const geos = [geo(place)]
  if (type !== 'marketInsights' && chance(rng, 0.15)) {
    const other = pick(rng, PLACES)
    if (other.id !== place.id) geos.push(geo(other))
  }
  return geos
}

function timeFrame(
  rng: Rng,
  year: number,
): { api: CoveredTimeFrame; years: { firstYear: number; lastYear: number } } {
  const start = year - intBetween(rng, 0, 8)
  const end = year + intBetween(rng, 0, 5)
  return {
    api: {
      start: `${start}-01-01T00:00:00Z`,
      end: `${end}-12-31T23:59:59Z`,
      display_text: start === end ? `${start}` : `${start} - ${end}`,
    },
    years: { firstYear: start, lastYear: end },
  }
}

/** The parent markets of a market insight, outermost first: its industry, then its market. */
function marketParents(topic: Topic, platform: ContentPlatform): MarketRef[] {
  const industryId = topic.industries[0]
  const parents: MarketRef[] = []
  if (industryId !== undefined)
    parents.push({ id: industryId, name: INDUSTRIES[industryId]?.[platform] ?? 'Other' })
  parents.push({ name: topic[platform].title })
  return parents
}
