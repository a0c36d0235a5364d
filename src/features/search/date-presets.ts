/**
 * The content search's date presets and the check of a custom range: what the date control and
 * the sentences about a range use. The day arithmetic is date-range.ts.
 */
import {
  DEFAULT_WINDOW_MONTHS,
  defaultWindowStart,
  earliestDay,
  isoDay,
  parseDay,
  SEARCH_DEPTH_YEARS,
  shift,
  utcToday,
} from './date-range'
import { m } from '../../paraglide/messages.js'

export type PresetId = '3m' | '12m' | '5y' | '20y'

interface DatePreset {
  id: PresetId
  label: string
  /** The date_from this preset sends; undefined = the service's default window. */
  from: (now?: Date) => string | undefined
}

export const DATE_PRESETS: readonly DatePreset[] = [
  // Labels are getters: read in the language of the page being written.
  {
    id: '3m',
    get label() {
      return m.preset_last_months({ months: DEFAULT_WINDOW_MONTHS })
    },
    from: () => undefined,
  },
  {
    id: '12m',
    get label() {
      return m.preset_last_12_months()
    },
    from: (now) => isoDay(shift(utcToday(now), { years: -1 })),
  },
  {
    id: '5y',
    get label() {
      return m.preset_last_5_years()
    },
    from: (now) => isoDay(shift(utcToday(now), { years: -5 })),
  },
  {
    id: '20y',
    get label() {
      return m.preset_last_years_max({ years: SEARCH_DEPTH_YEARS })
    },
    from: (now) => earliestDay(now),
  },
]

/** The preset a range equals, or 'custom'. */
export function presetOf(
  range: { date_from?: string | undefined; date_to?: string | undefined },
  now?: Date,
): PresetId | 'custom' {
  if (range.date_to !== undefined) return 'custom'
  return DATE_PRESETS.find((preset) => preset.from(now) === range.date_from)?.id ?? 'custom'
}

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
    return { ok: false, field: 'date_from', message: 'The start is not a valid date.' }
  if (to !== '' && !toDay)
    return { ok: false, field: 'date_to', message: 'The end is not a valid date.' }
  const earliest = earliestDay(now)
  const clamped = from !== '' && from < earliest
  const start = clamped ? earliest : from === '' ? undefined : from
  if (to !== '' && start === undefined && to < defaultWindowStart(now))
    return {
      ok: false,
      field: 'date_from',
      message: `Without a start date the search covers the last ${DEFAULT_WINDOW_MONTHS} months; an end before that needs a start as well.`,
    }
  if (to !== '' && to < earliest)
    return {
      ok: false,
      field: 'date_to',
      message: `The service searches at most ${SEARCH_DEPTH_YEARS} years back: the end must be on or after ${earliest}.`,
    }
  if (start !== undefined && to !== '' && start > to)
    return {
      ok: false,
      field: 'date_from',
      message: 'The start is after the end: the range is reversed. Swap the dates.',
    }
  return { ok: true, date_from: start, date_to: to === '' ? undefined : to, clamped }
}
