// Written out rather than with Intl: the first Intl formatter a page builds costs 18–35 ms of
// main thread in Chromium (locale data), which a result page paid before it could respond.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A readable date ("5 Mar 2026") for an ISO date or date-time string; the input itself when it
 * is not a date. Dates from the service are calendar dates: the day is read from the text as
 * written (with or without a time or zone), never shifted into the reader's zone, where
 * "2026-03-05" would become 4 March west of Greenwich and the server-written page would differ
 * from the browser's. `local` reads an instant in the reader's zone instead (when this browser
 * saved or asked something, or accessed a page).
 */
export function formatDate(
  value: string | null | undefined,
  { local = false }: { local?: boolean } = {},
): string {
  if (!value) return ''
  const written = /^(\d{4})-(\d{2})-(\d{2})(?![\d])/.exec(value)
  if (!local && written) {
    const [, year, month, day] = written
    const monthName = MONTHS[Number(month) - 1]
    if (monthName && Number(day) >= 1 && Number(day) <= 31)
      return `${Number(day)} ${monthName} ${year}`
  }
  const time = Date.parse(value)
  if (Number.isNaN(time)) return value
  const date = new Date(time)
  return local
    ? `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`
    : `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** A whole number with thousands separated by commas, as en-GB writes it ("12,345"). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const digits = String(Math.round(Math.abs(value)))
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',')
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped
}
