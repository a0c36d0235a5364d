import { earliestDay, presetOf } from './date-range'
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
  if (facets.includes('dates') && presetOf(search) !== '20y')
    out.push({
      label: 'Search the last 20 years',
      apply: () => void update({ date_from: earliestDay(), date_to: undefined }),
    })
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
