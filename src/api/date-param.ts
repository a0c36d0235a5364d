/**
 * The seven date formats the interface accepts for date_from / date_to (the proxy checks a
 * request's dates with this, the embedded service reads them with it). Times are UTC.
 * A date without a time means the start of that day for date_from and its last second
 * (23:59:59) for date_to, so `date_to=2025-03-31` includes everything released that day.
 */
export type DateBound = 'start' | 'end'

interface Format {
  re: RegExp
  /** Positions of year, month, day in the match groups. */
  ymd: readonly [number, number, number]
  hasTime: boolean
}

const D = '(\\d{1,2})'
const Y = '(\\d{4})'
const T = '(\\d{1,2}):(\\d{1,2}):(\\d{1,2})'

const FORMATS: readonly Format[] = [
  // %Y-%m-%dT%H:%M:%S; a trailing Z is tolerated because the API writes its own dates that way.
  { re: new RegExp(`^${Y}-${D}-${D}T${T}Z?$`), ymd: [1, 2, 3], hasTime: true },
  { re: new RegExp(`^${Y}-${D}-${D} ${T}$`), ymd: [1, 2, 3], hasTime: true },
  { re: new RegExp(`^${D}\\.${D}\\.${Y} ${T}$`), ymd: [3, 2, 1], hasTime: true },
  { re: new RegExp(`^${Y}/${D}/${D} ${T}$`), ymd: [1, 2, 3], hasTime: true },
  { re: new RegExp(`^${Y}-${D}-${D}$`), ymd: [1, 2, 3], hasTime: false },
  { re: new RegExp(`^${D}\\.${D}\\.${Y}$`), ymd: [3, 2, 1], hasTime: false },
  { re: new RegExp(`^${Y}/${D}/${D}$`), ymd: [1, 2, 3], hasTime: false },
]

export const DATE_FORMATS_TEXT =
  'YYYY-MM-DDTHH:mm:ss, YYYY-MM-DD HH:mm:ss, DD.MM.YYYY HH:mm:ss, YYYY/MM/DD HH:mm:ss, YYYY-MM-DD, DD.MM.YYYY or YYYY/MM/DD'

/** The instant a parameter value means, or an error text saying what is wrong with it. */
export function parseDateParam(raw: string, bound: DateBound): Date | { error: string } {
  const value = raw.trim()
  for (const format of FORMATS) {
    const m = format.re.exec(value)
    if (!m) continue
    const num = (i: number) => Number(m[i])
    const [yi, mi, di] = format.ymd
    const year = num(yi)
    const month = num(mi)
    const day = num(di)
    const [hour, minute, second] = format.hasTime
      ? [num(4), num(5), num(6)]
      : bound === 'start'
        ? [0, 0, 0]
        : [23, 59, 59]
    if (month < 1 || month > 12) return { error: `month ${month} does not exist` }
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
    if (day < 1 || day > daysInMonth)
      return { error: `day ${day} does not exist in ${year}-${pad(month)}` }
    if (hour > 23 || minute > 59 || second > 59)
      return { error: `time ${hour}:${minute}:${second} is not a valid time` }
    const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
    // Date.UTC maps years 0-99 to 1900-1999; set the year explicitly.
    date.setUTCFullYear(year)
    return date
  }
  return { error: 'it is not in a supported format' }
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}
