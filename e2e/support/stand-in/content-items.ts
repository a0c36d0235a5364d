import {
  catalogue,
  siteHost,
  type ContentEntry,
  type ContentKind,
  type Market,
} from './content-data'
import { dateTime, daysBefore } from './dates'
import type { Variant } from './model'

/**
 * One content item as each list endpoint writes it, in either variant. `full` sends every
 * field the provider documents anywhere (its OpenAPI and the prose contract); `minimal` sends
 * only what the OpenAPI requires of that endpoint's items.
 */
type Json = Record<string, unknown>

export interface ItemContext {
  variant: Variant
  now: Date
  /** The stand-in's own address, for teaser images. */
  base: string
  /** Relevance of the item to the query, for `ranking_score`. */
  score: number
}

export const link = (entry: ContentEntry) =>
  `${siteHost(entry.platform)}${entry.sitePath}?utm_source=statista-api&utm_medium=referral`

export const released = (entry: ContentEntry, now: Date) => daysBefore(now, entry.releasedDaysAgo)
const updated = (entry: ContentEntry, now: Date) => daysBefore(now, entry.updatedDaysAgo)

export function teasers(entry: ContentEntry, ctx: Pick<ItemContext, 'variant' | 'base'>) {
  const widths = ctx.variant === 'full' ? [355, 1000] : [355]
  return widths.map((width) => ({
    width,
    src: `${ctx.base}/assets/teasers/${entry.id}.svg?w=${width}`,
  }))
}

/** What every type shares in `full`: the prose contract's fields beyond the OpenAPI. */
function fullExtras(entry: ContentEntry, ctx: ItemContext): Json {
  const refs = (titles: string[], subtitle: string) => titles.map((title) => ({ title, subtitle }))
  return {
    description: entry.description,
    released_at: dateTime(released(entry, ctx.now), 'full'),
    updated_at: dateTime(updated(entry, ctx.now), 'full'),
    ranking_score: Math.round(ctx.score * 1000) / 1000,
    sources: refs(entry.sources, 'Survey and company data'),
    publishers: refs(['Statista'], 'Hamburg'),
    chargers: [],
  }
}

function coveredTimeFrame(entry: ContentEntry, now: Date) {
  const end = released(entry, now)
  const start = new Date(Date.UTC(end.getUTCFullYear() - 4, 0, 1))
  return {
    start: dateTime(start, 'full'),
    end: dateTime(end, 'full'),
    display_text: `${start.getUTCFullYear()}–${end.getUTCFullYear()}`,
  }
}

const regions = (entry: ContentEntry, variant: Variant) =>
  entry.regions.map(({ id, name, code }) =>
    variant === 'full' ? { id, name, code } : { name, code },
  )

const industries = (entry: ContentEntry) => entry.industries.map(({ id, name }) => ({ id, name }))

/** Parent markets: in `minimal` the outermost has `id: null` (nullable), the others no id. */
function marketPath(path: Market[], variant: Variant) {
  if (variant === 'full') return path.map(({ id, name }) => ({ id, name }))
  return path.map(({ name }, i) => (i === 0 ? { id: null, name } : { name }))
}

/** The fields the OpenAPI requires of studies, infographics and list statistics. */
function baseItem(entry: ContentEntry, ctx: ItemContext): Json {
  return {
    identifier: entry.id,
    title: entry.title,
    link: link(entry),
    date: dateTime(released(entry, ctx.now), ctx.variant),
    platform: entry.platform,
    subject: entry.subject,
    is_premium: entry.premium,
  }
}

function marketInsight(entry: ContentEntry, ctx: ItemContext): Json {
  const markets = entry.markets ?? { path: [], children: [], subTitle: '' }
  const required: Json = {
    identifier: entry.id,
    title: entry.title,
    link: link(entry),
    date: dateTime(released(entry, ctx.now), ctx.variant),
    platform: entry.platform,
    path: marketPath(markets.path, ctx.variant),
    geolocations: regions(entry, ctx.variant),
  }
  if (ctx.variant === 'minimal') return required
  return {
    ...required,
    ...fullExtras(entry, ctx),
    is_premium: entry.premium,
    covered_time_frame: coveredTimeFrame(entry, ctx.now),
    sub_title: markets.subTitle,
    children: markets.children.map(({ id, name }) => ({ id, name })),
  }
}

function study(entry: ContentEntry, ctx: ItemContext): Json {
  if (ctx.variant === 'minimal') return baseItem(entry, ctx)
  return {
    ...baseItem(entry, ctx),
    ...fullExtras(entry, ctx),
    industries: industries(entry),
    geolocations: regions(entry, 'full'),
    covered_time_frame: coveredTimeFrame(entry, ctx.now),
  }
}

function infographic(entry: ContentEntry, ctx: ItemContext): Json {
  if (ctx.variant === 'minimal') return baseItem(entry, ctx)
  return {
    ...baseItem(entry, ctx),
    ...fullExtras(entry, ctx),
    industries: industries(entry),
    teaser_image_urls: teasers(entry, ctx),
  }
}

/** `/v1/statistics`: a study's fields plus teaser images, which are required here. */
function listStatistic(entry: ContentEntry, ctx: ItemContext): Json {
  return { ...study(entry, ctx), teaser_image_urls: teasers(entry, ctx) }
}

/** `/v1/search/statistics`: its own item, where `date` is optional and the score nullable. */
function searchStatistic(entry: ContentEntry, ctx: ItemContext): Json {
  const required: Json = {
    identifier: entry.id,
    title: entry.title,
    subject: entry.subject,
    is_premium: entry.premium,
    link: link(entry),
    platform: entry.platform,
    teaser_image_urls: teasers(entry, ctx),
  }
  if (ctx.variant === 'minimal') return { ...required, ranking_score: null }
  return {
    ...required,
    ...fullExtras(entry, ctx),
    date: dateTime(released(entry, ctx.now), 'full'),
    industries: industries(entry),
    geolocations: regions(entry, 'full'),
  }
}

export interface ListEndpoint {
  path: string
  kind: ContentKind
  render: (entry: ContentEntry, ctx: ItemContext) => Json
  /** Which of the shared parameters the endpoint takes (the others are ignored). */
  takes: { platform: boolean; page: boolean; sort: boolean; premium: boolean }
  /** `/v1/search/statistics` reports timings (`took`) and has no `total_pages`. */
  search: boolean
}

const ALL = { platform: true, page: true, sort: true, premium: true }

export const LIST_ENDPOINTS: readonly ListEndpoint[] = [
  {
    path: '/v1/marketInsights',
    kind: 'marketInsights',
    render: marketInsight,
    takes: { ...ALL, premium: false },
    search: false,
  },
  { path: '/v1/studies', kind: 'studies', render: study, takes: ALL, search: false },
  {
    path: '/v1/infographics',
    kind: 'infographics',
    render: infographic,
    takes: { ...ALL, premium: false },
    search: false,
  },
  { path: '/v1/statistics', kind: 'statistics', render: listStatistic, takes: ALL, search: false },
  {
    path: '/v1/search/statistics',
    kind: 'statistics',
    render: searchStatistic,
    takes: { platform: false, page: false, sort: false, premium: true },
    search: true,
  },
]

export function itemsOf(kind: ContentKind, variant: Variant): ContentEntry[] {
  return catalogue(variant).filter((entry) => entry.kind === kind)
}
