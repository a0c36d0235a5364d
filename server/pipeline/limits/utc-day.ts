/**
 * Allowances are per UTC day, as the provider counts its own daily limits: everyone's day ends
 * at 00:00 UTC, wherever the server or its users are.
 */
const DAY_MS = 86_400_000

/** The UTC day of `ms` as YYYY-MM-DD: the part of a counter's key that makes it daily. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The start of the UTC day after the one `ms` falls in. */
export function nextUtcMidnight(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS + DAY_MS
}

/** The UTC days ending with today's, newest first. */
export function lastUtcDays(ms: number, count: number): string[] {
  const today = Math.floor(ms / DAY_MS) * DAY_MS
  return Array.from({ length: count }, (_, i) => utcDay(today - i * DAY_MS))
}

export { DAY_MS }
