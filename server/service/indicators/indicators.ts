import MiniSearch, { type Query, type SearchOptions } from 'minisearch'
import { generateIndicators, type Indicator } from './generate'
import { expandSynonyms } from './synonyms'
import { processTerm } from './text'

export type { Indicator } from './generate'

export interface IndicatorSearchResult {
  items: Indicator[]
  /** Every indicator the query matched, before cutting to `size`. */
  total_count: number
}

export interface Indicators {
  readonly all: readonly Indicator[]
  get(identifier: string): Indicator | undefined
  /** Best match first; `q` is free text (keywords or natural language). */
  search(q: string, size: number): IndicatorSearchResult
}

type IndexedField = 'title' | 'subject' | 'description' | 'industries' | 'segments'

const FIELDS: IndexedField[] = ['title', 'subject', 'description', 'industries', 'segments']
// Title and segment say what an indicator measures; the description mostly repeats generic words.
const BOOST: Record<IndexedField, number> = {
  title: 3,
  segments: 3,
  industries: 2,
  subject: 1.5,
  description: 0.5,
}
// A synonym of one word is a guess at what the user meant, so it counts for less than the words
// typed; a synonym of a phrase ("online shopping") names the intent better than its words do.
const SYNONYM_WEIGHT = 0.6
const PHRASE_SYNONYM_WEIGHT = 1.5

const SEARCH_OPTIONS: SearchOptions = {
  boost: BOOST,
  prefix: (term) => term.length >= 4,
  fuzzy: (term) => (term.length >= 5 ? 0.25 : false),
  maxFuzzy: 2,
  combineWith: 'OR',
}

export function createIndicators({ now }: { now: Date }): Indicators {
  const all = generateIndicators(now)
  const byId = new Map(all.map((indicator) => [indicator.identifier, indicator]))
  const index = new MiniSearch<Indicator>({
    idField: 'identifier',
    fields: FIELDS,
    processTerm,
    extractField: (doc, field) => {
      if (field === 'industries') return doc.industries.map((i) => i.name).join(' ')
      if (field === 'segments') return doc.industries.flatMap((i) => i.segments).join(' ')
      const value = (doc as unknown as Record<string, unknown>)[field]
      return typeof value === 'string' ? value : ''
    },
    searchOptions: SEARCH_OPTIONS,
  })
  index.addAll(all)

  return {
    all,
    get: (identifier) => byId.get(identifier),
    search(q, size) {
      const results = index.search(buildQuery(q))
      const items: Indicator[] = []
      for (const result of results.slice(0, size)) {
        const indicator = byId.get(String(result.id))
        if (indicator) items.push(indicator)
      }
      return { items, total_count: results.length }
    },
  }
}

/** The typed words, OR the synonyms; a multi-word synonym must match as a whole. */
function buildQuery(q: string): Query {
  const synonyms = expandSynonyms(q)
  if (synonyms.length === 0) return q
  return {
    combineWith: 'OR',
    queries: [
      q,
      ...synonyms.map(({ term, fromPhrase }) => ({
        combineWith: 'AND' as const,
        boost: scaled(fromPhrase ? PHRASE_SYNONYM_WEIGHT : SYNONYM_WEIGHT),
        queries: [term],
      })),
    ],
  }
}

function scaled(factor: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(BOOST).map(([field, weight]) => [field, weight * factor]),
  )
}
