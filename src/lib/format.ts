// Written out rather than Intl.DateTimeFormat: building the first DateTimeFormat of a page costs
// 20–35 ms of main thread (locale data), which a result list paid before it could respond.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const countFormat = new Intl.NumberFormat('en-GB')

/**
 * A readable date ("5 Mar 2026") for an ISO date or date-time string; the input itself when it
 * is not a date. Dates from the service are calendar dates, read in UTC: in the reader's own
 * zone "2026-03-05" would be 4 March west of Greenwich, and the server-written page would
 * differ from the browser's. `local` reads an instant in the reader's zone instead (when this
 * browser saved something).
 */
export function formatDate(
  value: string | null | undefined,
  { local = false }: { local?: boolean } = {},
): string {
  if (!value) return ''
  const time = Date.parse(value)
  if (Number.isNaN(time)) return value
  const date = new Date(time)
  return local
    ? `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`
    : `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

export function formatCount(value: number): string {
  return countFormat.format(value)
}
