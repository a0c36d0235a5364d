import { DATE_PRESETS, presetOf, type PresetId } from './date-presets'
import { DEFAULT_WINDOW_MONTHS, SEARCH_DEPTH_YEARS } from './date-range'
import type { Suggestion } from './result-states'
import { SEARCH_DEFAULTS, type ExplorerSearch, type Facet } from './search-schema'
import type { SearchUpdate } from './use-search-update'
import { m } from '../../paraglide/messages.js'

/** The button that searches a preset's window, in words that read as an action. */
const WIDEN: Record<PresetId, () => string> = {
  '3m': () => m.empty_try_3m({ months: DEFAULT_WINDOW_MONTHS }),
  '12m': () => m.empty_try_12m(),
  '5y': () => m.empty_try_5y(),
  '20y': () => m.empty_try_20y({ years: SEARCH_DEPTH_YEARS }),
}

/** Concrete ways to widen a search that found nothing, most effective first. */
export function emptySuggestions(
  search: ExplorerSearch,
  facets: readonly Facet[],
  update: SearchUpdate,
): Suggestion[] {
  const out: Suggestion[] = []
  // Every window wider than the current one, one click each (a custom range counts as the
  // narrowest, since it may end before today).
  if (facets.includes('dates')) {
    const current = presetOf(search)
    const from = current === 'custom' ? 0 : DATE_PRESETS.findIndex((p) => p.id === current) + 1
    for (const preset of DATE_PRESETS.slice(from))
      if (preset.from() !== undefined)
        out.push({
          label: WIDEN[preset.id](),
          apply: () => void update({ date_from: preset.from(), date_to: undefined }),
        })
  }
  if (facets.includes('premium') && search.premium !== undefined)
    out.push({
      label: m.empty_try_premium(),
      apply: () => void update({ premium: undefined }),
    })
  if (facets.includes('platform') && search.platform !== 'en-de')
    out.push({
      label: m.empty_try_platforms(),
      apply: () => void update({ platform: 'en-de' }),
    })
  if (search.q.trim() !== '')
    out.push({ label: m.empty_try_clear(), apply: () => void update({ q: SEARCH_DEFAULTS.q }) })
  return out
}
