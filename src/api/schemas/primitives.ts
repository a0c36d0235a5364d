import { z } from '../zod'

/**
 * The pieces every answer's schema is built of. Tolerant where the provider's contract is
 * (a date in another form, an identifier beyond 2^53, one unreadable item in a list), strict
 * where a wrong value would mislead (a negative count).
 */

const pad = (n: string | number) => String(n).padStart(2, '0')

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

// RFC 3339 in either case (`2024-03-07t12:45:38z`), with a space for the T, a fraction, an
// offset or none; and the interface's other forms: `07.03.2024`, `2024/03/07`, with or without
// a time.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?: (\d{1,2}):(\d{1,2}):(\d{1,2}))?$/
const SLASHED = /^(\d{4})\/(\d{1,2})\/(\d{1,2})(?: (\d{1,2}):(\d{1,2}):(\d{1,2}))?$/

/**
 * A date as the service wrote it, in one form: `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss(.f)(zone)`
 * with an upper-case T and Z; a time without a zone is UTC, as the interface's times are. A leap
 * second (`23:59:60`) becomes the second before it, which every reader of dates understands.
 * Text that is no date of these forms comes back as it was: it is shown as written.
 */
export function normaliseServiceDate(text: string): string {
  return readServiceDate(text) ?? text
}

/** The one form of a date (see `normaliseServiceDate`), or undefined for text that is no date. */
export function readServiceDate(text: string): string | undefined {
  const value = text.trim()
  let match = ISO.exec(value)
  if (match) {
    const [, y, mo, d, h, mi, s, fraction = '', zone] = match
    if (!isCalendarDay(Number(y), Number(mo), Number(d))) return undefined
    if (h === undefined) return `${y}-${mo}-${d}`
    if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 60) return undefined
    const second = s === undefined ? '00' : s === '60' ? '59' : s
    const offset = zone === undefined || zone.toUpperCase() === 'Z' ? 'Z' : zone
    return `${y}-${mo}-${d}T${h}:${mi}:${second}${s === '60' ? '' : fraction}${offset}`
  }
  match = DOTTED.exec(value) ?? SLASHED.exec(value)
  if (match) {
    const dotted = value.includes('.')
    const [, a, b, c, h, mi, s] = match
    const [y, mo, d] = dotted ? [c, b, a] : [a, b, c]
    if (!isCalendarDay(Number(y), Number(mo), Number(d))) return undefined
    const day = `${y}-${pad(mo ?? '')}-${pad(d ?? '')}`
    if (h === undefined) return day
    if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 60) return undefined
    return `${day}T${pad(h)}:${pad(mi ?? '')}:${pad(s === '60' ? 59 : (s ?? ''))}Z`
  }
  return undefined
}

/** A date field: any text, normalised where it is a date (see `normaliseServiceDate`). */
export const dateText = z.pipe(z.string(), z.transform(normaliseServiceDate))

/** The `YYYY-MM-DD` day of a date, or undefined when the text is no date. */
export function dayOf(text: string): string | undefined {
  return readServiceDate(text)?.slice(0, 10)
}

const UINT64_MAX = 18_446_744_073_709_551_615n

/**
 * A content identifier, kept exact: the provider's are unsigned 64-bit integers, which a
 * JavaScript number holds exactly only up to 2^53. The answer's text is read with
 * `parseJsonExact` (json-text.ts), which leaves longer integers as their digits; either way the
 * identifier is carried as its decimal digits.
 */
export const identifierSchema = z.pipe(
  z.union([
    z.int().check(z.nonnegative()),
    z.string().check(
      z.regex(/^\d{1,20}$/),
      z.refine((v) => BigInt(v) <= UINT64_MAX),
    ),
  ]),
  z.transform((value: number | string) =>
    typeof value === 'number' ? String(value) : String(BigInt(value)),
  ),
)

export const countSchema = z.int().check(z.nonnegative())

/** Absent or null arrays become []: the service omits empty lists more often than not. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value: z.output<T>[] | null | undefined) => value ?? []),
  )
}

/** What of a list could not be read: how many of how many, and why, in a few words each. */
export interface Unreadable {
  count: number
  of: number
  reasons: string[]
}

export const NOTHING_UNREADABLE: Unreadable = Object.freeze({ count: 0, of: 0, reasons: [] })

/** What lies at `path` in `value` (issues do not carry their input: zod leaves it out). */
function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined
    here = (here as Record<PropertyKey, unknown>)[key]
  }
  return here
}

function describeIssue(issue: z.core.$ZodIssue | undefined, value: unknown): string {
  if (!issue) return 'not readable'
  const path = issue.path.map(String).join('.')
  if (issue.code === 'invalid_type' && at(value, issue.path) == null)
    return path ? `no ${path}` : 'empty'
  const what =
    issue.code === 'invalid_type'
      ? `not ${issue.expected}`
      : issue.code === 'custom' && issue.message
        ? issue.message
        : issue.code.replace(/_/g, ' ')
  return path ? `${path} ${what}` : what
}

/**
 * The items of a list that can be read, and a note of those that cannot: one unreadable field
 * loses its item, never its neighbours. Absent or null is an empty list.
 */
export function readableItems<T extends z.ZodMiniType>(
  item: T,
  /** What names an unreadable item in its reason, where something does (a geo's code). */
  nameOf?: (value: unknown) => string | undefined,
) {
  return z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((values: unknown[] | null | undefined) => {
      const items: z.output<T>[] = []
      const reasons = new Set<string>()
      let count = 0
      for (const value of values ?? []) {
        const read = item.safeParse(value)
        if (read.success) items.push(read.data)
        else {
          count++
          const name = nameOf?.(value)
          const reason = describeIssue(read.error.issues[0], value)
          reasons.add(name ? `${name}: ${reason}` : reason)
        }
      }
      const unreadable: Unreadable =
        count === 0 ? NOTHING_UNREADABLE : { count, of: values?.length ?? 0, reasons: [...reasons] }
      return { items, unreadable }
    }),
  )
}

/**
 * A list answer: the items that can be read (`unreadable` says how many could not, and why),
 * the total, and `total_pages` where the service sends it.
 */
export function listAnswer<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.looseObject({
      items: readableItems(item),
      total_count: countSchema,
      total_pages: z.nullish(countSchema),
    }),
    z.transform(({ items, total_count, total_pages, ...rest }) => ({
      ...rest,
      items: items.items,
      unreadable: items.unreadable,
      total_count,
      total_pages: total_pages ?? undefined,
    })),
  )
}
