import type { Variant } from './model'

/**
 * Dates as each variant writes them. `full` writes the form the prose contract shows
 * (`2024-03-07T12:45:38Z`); `minimal` the lower-case form RFC 3339 allows just as well
 * (`2024-03-07t12:45:38z`).
 */
const DAY_MS = 86_400_000

export function daysBefore(now: Date, days: number): Date {
  // Whole seconds: the provider writes no fractions.
  return new Date(Math.floor((now.getTime() - days * DAY_MS) / 1000) * 1000)
}

export function dateTime(date: Date, variant: Variant): string {
  const text = `${date.toISOString().slice(0, 19)}Z`
  return variant === 'minimal' ? text.toLowerCase() : text
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The last leap second so far: a valid RFC 3339 date-time that Date.parse refuses. */
export const LEAP_SECOND = '2016-12-31T23:59:60Z'

/**
 * A `date_from` / `date_to` in the forms the provider documents (RFC 3339 / ISO 8601 style,
 * `YYYY-MM-DD HH:mm:ss`, `DD.MM.YYYY`, `YYYY/MM/DD`, each with or without a time). A day
 * alone means its start for `date_from` and its last second for `date_to`. Undefined when the
 * text is none of them.
 */
export function parseDateParam(raw: string, bound: 'start' | 'end'): Date | undefined {
  const value = raw.trim()
  const time = '(?:[Tt ](\\d{2}):(\\d{2}):(\\d{2})(?:\\.\\d+)?(?:[Zz]|[+-]\\d{2}:\\d{2})?)?'
  const forms: [RegExp, [number, number, number]][] = [
    [new RegExp(`^(\\d{4})-(\\d{2})-(\\d{2})${time}$`), [1, 2, 3]],
    [new RegExp(`^(\\d{4})/(\\d{2})/(\\d{2})${time}$`), [1, 2, 3]],
    [new RegExp(`^(\\d{2})\\.(\\d{2})\\.(\\d{4})${time}$`), [3, 2, 1]],
  ]
  for (const [re, [yi, mi, di]] of forms) {
    const m = re.exec(value)
    if (!m) continue
    const [year, month, day] = [Number(m[yi]), Number(m[mi]), Number(m[di])]
    const hasTime = m[4] !== undefined
    const [h, min, s] = hasTime
      ? [Number(m[4]), Number(m[5]), Number(m[6])]
      : bound === 'start'
        ? [0, 0, 0]
        : [23, 59, 59]
    const date = new Date(Date.UTC(year, month - 1, day, h, min, Math.min(s, 59)))
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
    return date
  }
  return undefined
}
