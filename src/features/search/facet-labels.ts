import { formatDate } from '../../lib/format'
import type { Platform } from '../../api/query-params'
import { DATE_PRESETS, presetOf } from './date-presets'
import { SEARCH_DEFAULTS, type ExplorerSearch, type Facet } from './search-schema'
import type { Choice } from './facet-select'
import { DEFAULT_WINDOW_MONTHS } from './date-range'
import { m } from '../../paraglide/messages.js'

// Functions, not constants: the labels are in the language of the page being written.
export const platformChoices = (): readonly Choice<Platform>[] => [
  { value: 'en', label: m.platform_en() },
  { value: 'de', label: m.platform_de() },
  { value: 'en-de', label: m.platform_en_de() },
]

export const sortChoices = (): readonly Choice<'0' | '1'>[] => [
  { value: '0', label: m.sort_best() },
  { value: '1', label: m.sort_recent() },
]

export type PremiumChoice = 'all' | 'premium' | 'free'
export const premiumChoices = (): readonly Choice<PremiumChoice>[] => [
  { value: 'all', label: m.premium_all() },
  { value: 'premium', label: m.premium_only() },
  { value: 'free', label: m.premium_free() },
]

export function premiumChoice(premium: boolean | undefined): PremiumChoice {
  return premium === undefined ? 'all' : premium ? 'premium' : 'free'
}

export function premiumValue(choice: PremiumChoice): boolean | undefined {
  return choice === 'all' ? undefined : choice === 'premium'
}

export interface Chip {
  key: string
  label: string
  /** The change that removes this facet (back to its default). */
  remove: Partial<ExplorerSearch>
}

function labelOf<V extends string>(choices: readonly Choice<V>[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value
}

export function dateRangeLabel(search: Pick<ExplorerSearch, 'date_from' | 'date_to'>): string {
  const preset = presetOf(search)
  if (preset !== 'custom') return DATE_PRESETS.find((p) => p.id === preset)?.label ?? ''
  const from = search.date_from
    ? formatDate(search.date_from)
    : m.date_months_ago({ months: DEFAULT_WINDOW_MONTHS })
  const to = search.date_to ? formatDate(search.date_to) : m.date_today()
  return `${from} – ${to}`
}

/** The facets that differ from their defaults, each removable on its own. */
export function appliedChips(search: ExplorerSearch, facets: readonly Facet[]): Chip[] {
  const chips: Chip[] = []
  if (search.q.trim() !== '')
    chips.push({ key: 'q', label: m.detail_quoted({ text: search.q }), remove: { q: '' } })
  if (facets.includes('dates') && (search.date_from || search.date_to))
    chips.push({
      key: 'dates',
      label: m.facet_published({ range: dateRangeLabel(search) }),
      remove: { date_from: undefined, date_to: undefined },
    })
  if (facets.includes('platform') && search.platform !== SEARCH_DEFAULTS.platform)
    chips.push({
      key: 'platform',
      label: m.platform_chip({ name: labelOf(platformChoices(), search.platform) }),
      remove: { platform: SEARCH_DEFAULTS.platform },
    })
  if (facets.includes('premium') && search.premium !== undefined)
    chips.push({
      key: 'premium',
      label: labelOf(premiumChoices(), premiumChoice(search.premium)),
      remove: { premium: undefined },
    })
  if (facets.includes('sort') && search.sort !== SEARCH_DEFAULTS.sort)
    chips.push({
      key: 'sort',
      label: m.sort_chip({ name: labelOf(sortChoices(), String(search.sort)) }),
      remove: { sort: SEARCH_DEFAULTS.sort },
    })
  if (facets.includes('size') && search.size !== SEARCH_DEFAULTS.size)
    chips.push({
      key: 'size',
      label: m.per_page_chip({ size: search.size }),
      remove: { size: SEARCH_DEFAULTS.size },
    })
  return chips
}
