import type { ApiPackage } from '../http/keys'
import { badParam } from '../http/problem'
import { isoDay, parseDateParam, type DateBound } from '../../../src/api/date-param'
import type { ContentPlatform } from './types'

/**
 * A list endpoint's query, read by the endpoint list (src/api/endpoints.ts,
 * `endpointQuery`), resolved against the caller's package and the request time: which items,
 * in which window, from which position. What an endpoint does not define (the statistics
 * search's platform, page and sort) is absent here, and ignored, as the interface says.
 */
export interface ListQuery {
  q?: string
  platform?: string
  offset: number
  size: number
  page?: number
  date_from?: string
  date_to?: string
  premium?: boolean
  sort?: string
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

const SEARCH_DEPTH_YEARS = 20

const PLATFORMS: Record<'en' | 'de' | 'en-de', ContentPlatform[]> = {
  en: ['en'],
  de: ['de'],
  'en-de': ['en', 'de'],
}

/** The validated query resolved against the caller's package and the request time. */
export function toListParams(query: ListQuery, now: Date, pkg: ApiPackage): ListParams {
  const effectiveSize = Math.min(query.size, pkg.maxSize)
  const { from, to } = dateWindow(
    dateOf(query.date_from, 'start'),
    dateOf(query.date_to, 'end'),
    now,
  )
  return {
    q: query.q ?? '',
    // Without a platform parameter (the statistics search), both platforms.
    platforms:
      PLATFORMS[(query.platform ?? 'en-de') as keyof typeof PLATFORMS] ?? PLATFORMS['en-de'],
    from,
    to,
    premium: query.premium,
    sort: query.sort === '1' ? 1 : 0,
    start: query.offset + ((query.page ?? 1) - 1) * effectiveSize,
    effectiveSize,
  }
}

/** A date the reader has already checked (`endpointQuery`), as the instant it means. */
function dateOf(text: string | undefined, bound: DateBound): Date | undefined {
  if (text === undefined) return undefined
  const date = parseDateParam(text, bound)
  return date instanceof Date ? date : undefined
}

/** Start of the UTC day 20 years before `now`: the oldest date_from accepted. */
function earliestDate(now: Date): Date {
  const d = new Date(
    Date.UTC(now.getUTCFullYear() - SEARCH_DEPTH_YEARS, now.getUTCMonth(), now.getUTCDate()),
  )
  return d
}

/** Three calendar months before `now`: the default date_from. */
function defaultFrom(now: Date): Date {
  const d = new Date(now.getTime())
  d.setUTCMonth(d.getUTCMonth() - 3)
  return d
}

/** The window's defaults and limits depend on the request time, so they are checked here. */
function dateWindow(
  givenFrom: Date | undefined,
  givenTo: Date | undefined,
  now: Date,
): { from: Date; to: Date } {
  const from = givenFrom ?? defaultFrom(now)
  const to = givenTo ?? now
  const earliest = earliestDate(now)
  if (from.getTime() < earliest.getTime())
    throw badParam(
      'date_from',
      `'date_from' may go back at most ${SEARCH_DEPTH_YEARS} years: the earliest allowed date is ${isoDay(earliest)}.`,
    )
  if (from.getTime() > to.getTime()) {
    if (givenFrom === undefined)
      throw badParam(
        'date_to',
        `'date_to' (${isoDay(to)}) is before the default 'date_from' (3 months ago, ${isoDay(from)}); give 'date_from' as well.`,
      )
    throw badParam(
      'date_from',
      `'date_from' (${isoDay(from)}) is after 'date_to'; the range is reversed.`,
    )
  }
  return { from, to }
}
