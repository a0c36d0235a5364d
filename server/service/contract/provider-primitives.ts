import * as z from 'zod'

/**
 * The value types the provider's OpenAPI descriptions (version 2.8.0) declare, checked as
 * strictly as they are declared: integer formats by their ranges, `date-time` as RFC 3339,
 * `uri` as an absolute address. The endpoint shapes (provider-shapes.ts) are built from these.
 */

const MAX_UINT64 = 2 ** 64

/** A whole number in [min, max]; beyond 2^53 a JSON number is still whole, only inexact. */
function wholeNumber(min: number, max: number, name: string) {
  return z.number().refine((n) => Number.isInteger(n) && n >= min && n <= max, {
    error: `expected a ${name} (a whole number from ${min} to ${max})`,
  })
}

export const uint16 = wholeNumber(0, 65_535, 'uint16')
export const uint32 = wholeNumber(0, 4_294_967_295, 'uint32')
export const int32 = wholeNumber(-2_147_483_648, 2_147_483_647, 'int32')
// 2^64 − 1 is not a double; every whole double below 2^64 is a valid uint64.
export const uint64 = z.number().refine((n) => Number.isInteger(n) && n >= 0 && n < MAX_UINT64, {
  error: 'expected a uint64 (a whole number from 0 to 2^64 − 1)',
})

/**
 * RFC 3339 `date-time` (section 5.6): full-date "T" full-time, with a fraction of a second
 * and an offset. ABNF literals are case-insensitive, so `t` and `z` are as valid as `T` and
 * `Z`; a second of 60 is a leap second, allowed where the time is 23:59 in UTC.
 */
const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/

export function isRfc3339DateTime(value: string): boolean {
  const m = RFC3339.exec(value)
  if (!m) return false
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (month < 1 || month > 12) return false
  if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false
  if (hour > 23 || minute > 59 || second > 60) return false
  const sign = m[7]
  const offsetHours = Number(m[8] ?? 0)
  const offsetMinutes = Number(m[9] ?? 0)
  if (offsetHours > 23 || offsetMinutes > 59) return false
  if (second < 60) return true
  // A leap second is inserted at the end of a UTC day: 23:59:60Z, or that instant in an offset.
  const offset = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes)
  const utcMinuteOfDay = (((hour * 60 + minute - offset) % 1440) + 1440) % 1440
  return utcMinuteOfDay === 23 * 60 + 59
}

export const dateTime = z.string().refine(isRfc3339DateTime, {
  error: 'expected an RFC 3339 date-time such as 2024-03-07T12:45:38Z',
})

/** OpenAPI `format: uri`: an absolute address (a scheme, then whatever the scheme allows). */
export const uri = z
  .string()
  .refine((value) => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) && URL.canParse(value), {
    error: 'expected an absolute URI',
  })

/** The provider's `Type.LanguageLocale`: the platform of a content item. */
export const languageLocale = z.enum(['de', 'en', 'fr', 'es'])

/** `Api.Research.Response.Locale`: the language of a research answer's source. */
export const researchLocale = z.enum(['german', 'english', 'french', 'spanish'])

/** `Api.Research.Response.Status`, in the order a job passes them. */
export const RESEARCH_STATUSES = [
  'requested',
  'initialized',
  'content_retrieved',
  'moderated',
  'content_compressed',
  'answer_generated',
  'title_generated',
  'answer_rated',
  'key_facts_generated',
  'done',
] as const

/** `Api.Data.Response.GraphType`: how a statistic's chart is drawn. */
export const GRAPH_TYPES = [
  'annotations',
  'bar',
  'stacked-areas',
  'stacked-bars',
  'dual-y-axes',
  'line-standard',
  'line-zoomable',
  'pie',
  'table',
] as const
