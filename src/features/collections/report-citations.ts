import { useQuery } from '@tanstack/react-query'
import type { CollectionEntry } from '../../lib/collections/model'
import { useCitationPreference } from '../../lib/citation/preference'

/**
 * Each entry's reference in the reader's citation style and language (the one the citation menu
 * keeps), by entry key. citation-js loads with the report, never with the collections list.
 */
export function useEntryCitations(entries: readonly CollectionEntry[]): Map<string, string> {
  const { style, language } = useCitationPreference()
  const query = useQuery({
    queryKey: ['collection-report-citations', style, language, entries.map((e) => e.citable)],
    queryFn: async () => {
      const { formatCitations } = await import('../../lib/citation/render')
      const texts = await Promise.all(
        entries.map((e) => formatCitations([e.citable], style, language)),
      )
      return new Map(entries.map((e, i) => [e.key, texts[i] ?? '']))
    },
    staleTime: Infinity,
    // A reference that could not be written leaves the card without one; the link stays.
    retry: false,
  })
  return query.data ?? EMPTY
}

const EMPTY = new Map<string, string>()
