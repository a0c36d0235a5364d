import { m } from '../../paraglide/messages.js'
import type { EXPLORER_TYPES } from './content-registry'

/**
 * Words only a content page shows: the sentence under its heading, and why it has no sort
 * control where the service offers none. They are not in the registry, which the overview loads
 * too: here they go with the content page's own chunk (explorer-page), and the overview's first
 * load does not carry them.
 */
const INTROS = {
  marketInsights: m.intro_market_insights,
  studies: m.intro_studies,
  infographics: m.intro_infographics,
  statistics: m.intro_statistics,
  indicators: m.intro_indicators,
} satisfies Record<keyof typeof EXPLORER_TYPES, () => string>

/** The intro of the content type `id` (a registry entry's id; every entry has one). */
export function pageIntro(id: string): string {
  return Object.hasOwn(INTROS, id) ? INTROS[id as keyof typeof INTROS]() : ''
}

const NO_SORT: Partial<Record<keyof typeof EXPLORER_TYPES, () => string>> = {
  statistics: m.no_sort_statistics,
  indicators: m.no_sort_indicators,
}

/** Why the content type `id` has no sort control, where its search cannot sort. */
export function pageNoSort(id: string): string | undefined {
  return Object.hasOwn(NO_SORT, id) ? NO_SORT[id as keyof typeof NO_SORT]?.() : undefined
}
