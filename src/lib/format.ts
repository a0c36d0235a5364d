const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})
const countFormat = new Intl.NumberFormat('en-GB')

/** A readable date for an ISO date or date-time string; the input itself when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  const time = Date.parse(value)
  return Number.isNaN(time) ? value : dateFormat.format(new Date(time))
}

export function formatCount(value: number): string {
  return countFormat.format(value)
}
