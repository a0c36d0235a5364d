import { DATE_PRESETS, presetOf } from './date-presets'
import type { Suggestion } from './result-states'
import { SEARCH_DEFAULTS, type ExplorerSearch, type Facet } from './search-schema'
import type { SearchUpdate } from './use-search-update'

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
          label: `Search the ${preset.label.toLowerCase().replace(/ \(maximum\)$/, '')}`,
          apply: () => void update({ date_from: preset.from(), date_to: undefined }),
        })
  }
  if (facets.includes('premium') && search.premium !== undefined)
    out.push({
      label: 'Include premium and free',
      apply: () => void update({ premium: undefined }),
    })
  if (facets.includes('platform') && search.platform !== 'en-de')
    out.push({
      label: 'Search English and German',
      apply: () => void update({ platform: 'en-de' }),
    })
  if (search.q.trim() !== '')
    out.push({ label: 'Clear the search text', apply: () => void update({ q: SEARCH_DEFAULTS.q }) })
  return out
}
