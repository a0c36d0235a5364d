/**
 * The content search's date presets: what the date control and the sentences about a range use.
 * The day arithmetic is date-range.ts; a custom range is checked by custom-range-check.ts.
 */
import {
  DEFAULT_WINDOW_MONTHS,
  earliestDay,
  isoDay,
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
