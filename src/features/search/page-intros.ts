import { m } from '../../paraglide/messages.js'
import type { EXPLORER_TYPES } from './content-registry'

/**
 * The sentence under each content page's heading. Only a content page shows it, so its words
 * are not in the registry, which the overview loads too: here they go with the content page's
 * own chunk (explorer-page) and the overview's first load does not carry them.
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
