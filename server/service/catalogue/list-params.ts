import * as z from 'zod'
import type { ApiPackage } from '../http/keys'
import { badParam, clip } from '../http/problem'
import { flag, ignored, integer, oneOf, param, querySchema, text } from '../http/query'
import {
  DATE_FORMATS_TEXT,
  isoDay,
  parseDateParam,
  type DateBound,
} from '../../../src/api/date-param'
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
const MAX_QUERY_LENGTH = 1000
const SEARCH_DEPTH_YEARS = 20

const PLATFORMS: Record<'en' | 'de' | 'en-de', ContentPlatform[]> = {
  en: ['en'],
  de: ['de'],
  'en-de': ['en', 'de'],
}

/** A date in one of the interface's formats; a day alone means its start or its end. */
function date(bound: DateBound) {
  return param((name) =>
    z
      .string()
      .transform((raw, ctx) => {
        const parsed = parseDateParam(raw, bound)
        if (parsed instanceof Date) return parsed
        ctx.addIssue({
          code: 'custom',
          input: raw,
          message: `'${name}' is not a valid date (${parsed.error}): '${clip(raw)}'. Use ${DATE_FORMATS_TEXT}.`,
        })
        return z.NEVER
      })
      .optional(),
  )
}

const count = integer({ min: 0, max: UINT32_MAX })

/** The query schema of a list endpoint: the shared parameters plus those its features add. */
export function listQuery(features: EndpointFeatures) {
  return querySchema({
    q: text({ min: 0, max: MAX_QUERY_LENGTH }),
    platform: features.platform ? oneOf(['en', 'de', 'en-de'], 'en') : ignored,
    size: count,
    limit: count,
    offset: integer({ min: 0, max: UINT32_MAX, fallback: 0 }),
    page: features.page ? integer({ min: 1, max: UINT32_MAX, fallback: 1 }) : ignored,
    date_from: date('start'),
    date_to: date('end'),
    premium: features.premium ? flag : ignored,
    sort: features.sort ? oneOf(['0', '1'], '0') : ignored,
  }).superRefine(({ size, limit }, ctx) => {
    if (size !== undefined && limit !== undefined && size !== limit)
      ctx.addIssue({
        code: 'custom',
        path: ['size'],
        message: `'limit' is an alias of 'size'; they were given different values (${size} and ${limit}).`,
      })
  })
}

export type ListQuery = z.output<ReturnType<typeof listQuery>>

/** The validated query resolved against the caller's package and the request time. */
export function toListParams(query: ListQuery, now: Date, pkg: ApiPackage): ListParams {
  const effectiveSize = Math.min(query.size ?? query.limit ?? 10, pkg.maxSize)
  const { from, to } = dateWindow(query.date_from, query.date_to, now)
  return {
    q: query.q,
    platforms: PLATFORMS[query.platform ?? 'en-de'],
    from,
    to,
    premium: query.premium,
    sort: query.sort === '1' ? 1 : 0,
    start: query.offset + ((query.page ?? 1) - 1) * effectiveSize,
    effectiveSize,
  }
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
