import type { ApiPackage } from '../http/keys'
import { badParam } from '../http/problem'
import { boolean, clip, integer, oneOf, single, type Query } from '../http/params'
import { DATE_FORMATS_TEXT, isoDay, parseDateParam, type DateBound } from './dates'
import type { ContentPlatform } from './types'

/**
 * Parameters of the four list endpoints. Each endpoint honours only the parameters the
 * interface lists for it; anything else in the query string is ignored.
 */
export interface EndpointFeatures {
  platform: boolean
  page: boolean
  sort: boolean
  premium: boolean
}

export interface ListParams {
  q: string
  platforms: ContentPlatform[]
  from: Date
  to: Date
  premium?: boolean
  sort: 0 | 1
  /** Index of the first item to return: offset + (page - 1) * effectiveSize. */
  start: number
  /** The requested size cut to the package maximum. */
  effectiveSize: number
}

const UINT32_MAX = 4_294_967_295
export const MAX_QUERY_LENGTH = 1000
export const SEARCH_DEPTH_YEARS = 20

const PLATFORMS: Record<'en' | 'de' | 'en-de', ContentPlatform[]> = {
  en: ['en'],
  de: ['de'],
  'en-de': ['en', 'de'],
}

export function parseListParams(
  query: Query,
  features: EndpointFeatures,
  now: Date,
  pkg: ApiPackage,
): ListParams {
  const q = (single(query, 'q') ?? '').trim()
  if (q.length > MAX_QUERY_LENGTH)
    throw badParam(
      'q',
      `'q' is ${q.length} characters long; at most ${MAX_QUERY_LENGTH} are allowed.`,
    )

  const platforms = features.platform
    ? PLATFORMS[oneOf(query, 'platform', ['en', 'de', 'en-de'] as const, 'en')]
    : PLATFORMS['en-de']

  const size = integer(query, 'size', { min: 0, max: UINT32_MAX })
  const limit = integer(query, 'limit', { min: 0, max: UINT32_MAX })
  if (size !== undefined && limit !== undefined && size !== limit)
    throw badParam(
      'size',
      `'limit' is an alias of 'size'; they were given different values (${size} and ${limit}).`,
    )
  const requested = size ?? limit ?? 10
  const effectiveSize = Math.min(requested, pkg.maxSize)
  const offset = integer(query, 'offset', { min: 0, max: UINT32_MAX, fallback: 0 }) ?? 0
  const page = features.page
    ? (integer(query, 'page', { min: 1, max: UINT32_MAX, fallback: 1 }) ?? 1)
    : 1

  const { from, to } = dateWindow(query, now)
  const premium = features.premium ? boolean(query, 'premium') : undefined
  const sort = features.sort ? (oneOf(query, 'sort', ['0', '1'] as const, '0') === '1' ? 1 : 0) : 0

  return {
    q,
    platforms,
    from,
    to,
    premium,
    sort,
    start: offset + (page - 1) * effectiveSize,
    effectiveSize,
  }
}

/** Start of the UTC day 20 years before `now`: the oldest date_from accepted. */
export function earliestDate(now: Date): Date {
  const d = new Date(
    Date.UTC(now.getUTCFullYear() - SEARCH_DEPTH_YEARS, now.getUTCMonth(), now.getUTCDate()),
  )
  return d
}

/** Three calendar months before `now`: the default date_from. */
export function defaultFrom(now: Date): Date {
  const d = new Date(now.getTime())
  d.setUTCMonth(d.getUTCMonth() - 3)
  return d
}

function dateWindow(query: Query, now: Date): { from: Date; to: Date } {
  const fromRaw = single(query, 'date_from')
  const toRaw = single(query, 'date_to')
  const from = fromRaw === undefined ? defaultFrom(now) : date('date_from', fromRaw, 'start')
  const to = toRaw === undefined ? now : date('date_to', toRaw, 'end')
  const earliest = earliestDate(now)
  if (from.getTime() < earliest.getTime())
    throw badParam(
      'date_from',
      `'date_from' may go back at most ${SEARCH_DEPTH_YEARS} years: the earliest allowed date is ${isoDay(earliest)}.`,
    )
  if (from.getTime() > to.getTime()) {
    if (fromRaw === undefined)
      throw badParam(
        'date_to',
        `'date_to' (${isoDay(to)}) is before the default 'date_from' (3 months ago, ${isoDay(from)}); give 'date_from' as well.`,
      )
    throw badParam(
      'date_from',
      `'date_from' (${clip(fromRaw)}) is after 'date_to'; the range is reversed.`,
    )
  }
  return { from, to }
}

function date(name: string, raw: string, bound: DateBound): Date {
  const parsed = parseDateParam(raw, bound)
  if (parsed instanceof Date) return parsed
  throw badParam(
    name,
    `'${name}' is not a valid date (${parsed.error}): '${clip(raw)}'. Use ${DATE_FORMATS_TEXT}.`,
  )
}
