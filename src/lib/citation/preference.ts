import { z } from '../../api/zod'
import { createLocalStore, useLocalStore } from '../local-store'
import type { CitationLanguage, CitationStyle } from './styles'

/** The citation style and language last chosen, remembered in this browser. */
export interface CitationPreference {
  style: CitationStyle
  language: CitationLanguage
}

const DEFAULT: CitationPreference = { style: 'apa', language: 'en' }

const preferenceStore = createLocalStore<CitationPreference>({
  name: 'citation-style',
  version: 1,
  schema: z.object({
    style: z.catch(z.enum(['apa', 'mla', 'chicago', 'harvard']), DEFAULT.style),
    language: z.catch(z.enum(['en', 'de']), DEFAULT.language),
  }),
  fallback: DEFAULT,
  maxChars: 200,
})

export function useCitationPreference(): CitationPreference {
  return useLocalStore(preferenceStore)
}

export function setCitationPreference(change: Partial<CitationPreference>): void {
  preferenceStore.write((current) => ({ ...current, ...change }))
}
