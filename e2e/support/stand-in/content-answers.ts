import { contentById, type ContentEntry } from './content-data'
import { itemsOf, link, released, teasers, type ListEndpoint } from './content-items'
import { dateTime, parseDateParam } from './dates'
import { badRequest, notFound, type StandInRequest } from './model'
import { reportToken } from './report-files'

/**
 * The content lists, a statistic's data and a study's or statistic's report links. Lists
 * take the provider's parameters (q, platform, size or limit, offset, page, date_from,
 * date_to, sort, premium; each where the endpoint has it) and answer a bad value with 400.
 */
const UINT32_MAX = 4_294_967_295
/** The advanced package's page size: a larger `size` is cut, as the provider does. */
const MAX_SIZE = 10

function uint(query: URLSearchParams, name: string, fallback: number, min = 0): number {
  const raw = query.get(name)
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > UINT32_MAX)
    throw badRequest(`${name} must be a whole number from ${min} to ${UINT32_MAX}`)
  return value
}

function oneOf<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const raw = query.get(name)
  if (raw === null || raw === '') return fallback
  const found = allowed.find((value) => value === raw)
  if (found === undefined) throw badRequest(`${name} must be one of ${allowed.join(', ')}`)
  return found
}

function date(query: URLSearchParams, name: string, bound: 'start' | 'end'): Date | undefined {
  const raw = query.get(name)
  if (raw === null || raw === '') return undefined
  const parsed = parseDateParam(raw, bound)
  if (!parsed) throw badRequest(`${name} is not a valid date`)
  return parsed
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []

function relevance(entry: ContentEntry, terms: string[]): number {
  const text =
    `${entry.title} ${entry.subject} ${entry.description.replace(/<[^>]+>/g, ' ')}`.toLowerCase()
  return terms.filter((term) => text.includes(term)).length
}

export function listAnswer(endpoint: ListEndpoint, req: StandInRequest, now: Date): unknown {
  const { query } = req
  const { takes } = endpoint
  const sizeGiven = query.has('size') ? 'size' : 'limit'
  const size = Math.min(uint(query, sizeGiven, 10), MAX_SIZE)
  const offset = uint(query, 'offset', 0)
  const page = takes.page ? uint(query, 'page', 1, 1) : 1
  const platform = takes.platform ? oneOf(query, 'platform', ['en', 'de', 'en-de'], 'en') : 'en-de'
  const sort = takes.sort ? oneOf(query, 'sort', ['0', '1'], '0') : '0'
  const premium = takes.premium ? oneOf(query, 'premium', ['true', 'false', ''], '') : ''
  const threeMonthsAgo = new Date(now)
  threeMonthsAgo.setUTCMonth(threeMonthsAgo.getUTCMonth() - 3)
  const from = date(query, 'date_from', 'start') ?? threeMonthsAgo
  const to = date(query, 'date_to', 'end') ?? now
  const terms = words(query.get('q') ?? '')

  // A `fr` item counts as English: the search cannot ask for it, and the app must still show it.
  const platforms =
    platform === 'en-de' ? ['en', 'de', 'fr'] : platform === 'en' ? ['en', 'fr'] : ['de']
  const matches = itemsOf(endpoint.kind, req.variant)
    .filter((entry) => platforms.includes(entry.platform))
    .filter((entry) => premium === '' || String(entry.premium) === premium)
    .filter((entry) => {
      const at = released(entry, now)
      return at >= from && at <= to
    })
    .map((entry) => ({
      entry,
      score: terms.length === 0 ? 1 : relevance(entry, terms) / terms.length,
    }))
    .filter((match) => terms.length === 0 || match.score > 0)
    .sort((a, b) =>
      sort === '1' || terms.length === 0
        ? a.entry.releasedDaysAgo - b.entry.releasedDaysAgo
        : b.score - a.score || a.entry.releasedDaysAgo - b.entry.releasedDaysAgo,
    )
  const start = offset + (page - 1) * size
  const items = matches
    .slice(start, start + size)
    .map(({ entry, score }) =>
      endpoint.render(entry, { variant: req.variant, now, base: req.base, score }),
    )
  const body: Record<string, unknown> = { items, total_count: matches.length }
  if (req.variant === 'full') {
    if (endpoint.search) body.took = { search: '4.1ms', load: '1.2ms', conv: '0.3ms' }
    else body.total_pages = size === 0 ? 0 : Math.ceil(matches.length / size)
  }
  return body
}

/** An `id` parameter: the exact digits of a uint64. */
function idParam(query: URLSearchParams): string {
  const raw = query.get('id')?.trim() ?? ''
  if (raw === '') throw badRequest('id is required')
  if (!/^\d{1,20}$/.test(raw) || BigInt(raw) >= 2n ** 64n)
    throw badRequest('id must be an unsigned integer')
  return raw
}

export function statisticDataAnswer(req: StandInRequest, now: Date): unknown {
  const entry = contentById(idParam(req.query), req.variant)
  const series = entry?.kind === 'statistics' ? entry.series : undefined
  if (!entry || !series) throw notFound('statistic not found')
  const full = req.variant === 'full'
  // In `minimal` the German statistic's values come as strings, which the OpenAPI allows.
  const asText = !full && entry.platform === 'de'
  const points = series.points.map((point) => ({
    name: point.name,
    data: asText ? String(point.value) : point.value,
  }))
  const required = {
    teaser_image_urls: teasers(entry, req),
    identifier: entry.id,
    title: entry.title,
    link: link(entry),
    date: dateTime(released(entry, now), req.variant),
    platform: entry.platform,
    subject: entry.subject,
    is_premium: entry.premium,
  }
  if (!full)
    return {
      ...required,
      chart: {
        graphType: series.graphType,
        horizontal: series.horizontal,
        data: { [series.name]: points },
      },
    }
  const refs = (titles: string[]) =>
    titles.map((title) => ({ title, subtitle: 'Survey and company data' }))
  return {
    ...required,
    description: entry.description,
    industries: entry.industries.map(({ id, name }) => ({ id, name })),
    geolocations: entry.regions.map(({ id, name, code }) => ({ id, name, code })),
    sources: refs(entry.sources),
    publishers: refs(['Statista']),
    chargers: [],
    chart: {
      unit: `in ${series.unit}`,
      graphType: series.graphType,
      description: entry.description.replace(/<[^>]+>/g, ''),
      horizontal: series.horizontal,
      data: { [series.name]: points },
    },
  }
}

export function reportLinksAnswer(req: StandInRequest): unknown {
  const entry = contentById(idParam(req.query), req.variant)
  if (!entry) throw notFound('content not found')
  if (!entry.reports) throw notFound('no reports for this content')
  const linkOf = (kind: 'pdf' | 'ppt' | 'xls') =>
    `${req.base}/v1/data/report?t=${reportToken(String(entry.id), kind)}`
  // Every format is optional in the OpenAPI: `minimal` offers the PDF alone.
  if (req.variant === 'minimal') return { pdf: linkOf('pdf') }
  return { pdf: linkOf('pdf'), ppt: linkOf('ppt'), xls: linkOf('xls') }
}
