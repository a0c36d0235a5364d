import { z } from '../zod'

// 'YYYY-MM-DD', optionally followed by 'THH:mm' or 'THH:mm:ss(.fraction)' and an offset.
const DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** True when `value` is a calendar-valid ISO date or date-time of the shapes the service uses. */
export function isIsoDateLike(value: string): boolean {
  const match = DATE_TIME_PATTERN.exec(value)
  if (!match) return false
  const [, y, mo, d, h, mi, s] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59)) return false
  return true
}

/**
 * A date or date-time kept as the string the service sent (cache-friendly, no Date objects in
 * query data) but guaranteed to parse, so formatting code never meets "Invalid Date".
 */
export const dateTimeString = z
  .string()
  .check(
    z.refine(isIsoDateLike, { message: 'Expected a date (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ssZ)' }),
  )

/** A content identifier. The service sends JSON integers; a string would mean a wrong field. */
export const identifierSchema = z.int().check(z.nonnegative())

export const countSchema = z.int().check(z.nonnegative())

/** Absent or null arrays become []: the service omits empty lists more often than not. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((value: z.output<T>[] | null | undefined) => value ?? []),
  )
}
