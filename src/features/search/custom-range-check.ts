import { formatDate } from '../../lib/format'
import { m } from '../../paraglide/messages.js'
import {
  DEFAULT_WINDOW_MONTHS,
  defaultWindowStart,
  earliestDay,
  parseDay,
  SEARCH_DEPTH_YEARS,
} from './date-range'

/**
 * The check of a custom date range before it is applied, in the reader's language. Only the
 * custom range's form uses it, and it loads with that form (custom-range.tsx).
 */
export type RangeCheck =
  | { ok: true; date_from: string | undefined; date_to: string | undefined; clamped: boolean }
  | { ok: false; field: 'date_from' | 'date_to'; message: string }

/**
 * Checks a custom range before it is applied: both ends must be real days, in order, and a start
 * older than the search depth is moved up to the oldest allowed day (reported as `clamped`).
 */
export function checkRange(from: string, to: string, now?: Date): RangeCheck {
  const fromDay = from === '' ? undefined : parseDay(from)
  const toDay = to === '' ? undefined : parseDay(to)
  if (from !== '' && !fromDay)
    return { ok: false, field: 'date_from', message: m.custom_range_bad_start() }
  if (to !== '' && !toDay) return { ok: false, field: 'date_to', message: m.custom_range_bad_end() }
  const earliest = earliestDay(now)
  const clamped = from !== '' && from < earliest
  const start = clamped ? earliest : from === '' ? undefined : from
  if (to !== '' && start === undefined && to < defaultWindowStart(now))
    return {
      ok: false,
      field: 'date_from',
      message: m.custom_range_needs_start({ months: DEFAULT_WINDOW_MONTHS }),
    }
  if (to !== '' && to < earliest)
    return {
      ok: false,
      field: 'date_to',
      message: m.custom_range_end_too_early({
        years: SEARCH_DEPTH_YEARS,
        day: formatDate(earliest),
      }),
    }
  if (start !== undefined && to !== '' && start > to)
    return {
      ok: false,
      field: 'date_from',
      message: m.custom_range_reversed(),
    }
  return { ok: true, date_from: start, date_to: to === '' ? undefined : to, clamped }
}
