/**
 * Date ranges of the content search. The URL holds calendar days (YYYY-MM-DD); the service
 * reads a date-only `date_from` as the start of that day and `date_to` as its end, in UTC,
 * searches a default window when no `date_from` is given (DEFAULT_WINDOW_MONTHS), and refuses
 * a `date_from` further back than SEARCH_DEPTH_YEARS. All arithmetic here is in UTC to match.
 * Reading an address needs only these, on every page; the date control's presets and checks
 * are in date-presets.ts, with the pages that show it.
 */

export const SEARCH_DEPTH_YEARS = 20
/** The window the service searches when no `date_from` is given. */
export const DEFAULT_WINDOW_MONTHS = 3
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar-valid YYYY-MM-DD, or undefined. */
export function parseDay(value: string): Date | undefined {
  const match = DAY_PATTERN.exec(value)
  if (!match) return undefined
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return isoDay(date) === value ? date : undefined
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function utcToday(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

export function shift(
  date: Date,
  { years = 0, months = 0 }: { years?: number; months?: number },
): Date {
  const shifted = new Date(date)
  shifted.setUTCFullYear(shifted.getUTCFullYear() + years, shifted.getUTCMonth() + months)
  return shifted
}

/** Where the service's default window starts today (no `date_from`). */
export function defaultWindowStart(now: Date = new Date()): string {
  return isoDay(shift(utcToday(now), { months: -DEFAULT_WINDOW_MONTHS }))
}

/** The oldest date_from the service accepts today. */
export function earliestDay(now: Date = new Date()): string {
  return isoDay(shift(utcToday(now), { years: -SEARCH_DEPTH_YEARS }))
}
