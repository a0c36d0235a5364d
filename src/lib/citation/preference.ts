import { useQuery } from '@tanstack/react-query'
import { workspacePreferencesQuery } from '../../api/workspace-queries'
import type { CitationLanguage, CitationStyle } from './styles'

/** The citation style and language last chosen, kept with the account's preferences. */
export interface CitationPreference {
  style: CitationStyle
  language: CitationLanguage
}

const DEFAULT: CitationPreference = { style: 'apa', language: 'en' }

export function useCitationPreference(): CitationPreference {
  return useQuery(workspacePreferencesQuery()).data?.data.citation ?? DEFAULT
}

export function setCitationPreference(change: Partial<CitationPreference>): void {
  void import('../../api/workspace-writes').then((w) =>
    w.updatePreferences((data) => ({
      ...data,
      citation: { ...DEFAULT, ...data.citation, ...change },
    })),
  )
}
