import MiniSearch, { type SearchOptions } from 'minisearch'
import snowball from 'snowball-stemmers'
import { LruCache } from '../lru-cache'
import type { ContentItem, ContentPlatform } from './types'

/**
 * Full-text index of one content type on one platform. Terms are lower-cased, stop words
 * dropped and stemmed with the platform's Snowball stemmer (english / german), at index and
 * query time alike, so "batteries" finds "battery" and "Nutzern" finds "Nutzer".
 */
interface IndexedDoc {
  id: number
  title: string
  subject: string
  text: string
  industries: string
  sources: string
}

const STOP_WORDS: Record<ContentPlatform, ReadonlySet<string>> = {
  en: new Set([
    'a',
    'an',
    'and',
    'are',
    'as',
    'at',
    'by',
    'for',
    'from',
    'in',
    'is',
    'of',
    'on',
    'or',
    'the',
    'to',
    'with',
  ]),
  de: new Set([
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'und',
    'in',
    'im',
    'von',
    'zu',
    'zum',
    'zur',
    'für',
    'mit',
    'ein',
    'eine',
    'ist',
    'auf',
  ]),
}

const STEMMER_NAME: Record<ContentPlatform, string> = { en: 'english', de: 'german' }

/**
 * Query words seen at search time are remembered with their stems, since users' words repeat
 * from one request to the next. 2,000 words per index hold the distinct words of its last
 * several hundred queries in about 0.3 MB (2.4 MB for the eight indexes); keeping every word
 * would let random words grow the process without end, and a miss costs only one stemming
 * (under 10 µs, against a millisecond or so for searching the word).
 */
export const QUERY_STEM_CACHE_SIZE = 2000

/** Lower-cases a term, drops stop words (null) and reduces it to its Snowball stem. */
function stemmerOf(platform: ContentPlatform): (term: string) => string | null {
  const stemmer = snowball.newStemmer(STEMMER_NAME[platform])
  const stops = STOP_WORDS[platform]
  return (term) => {
    const lower = term.toLowerCase()
    return stops.has(lower) ? null : stemmer.stem(lower)
  }
}

/** The search-time term processor of one platform, with a bounded cache of recent words. */
export class QueryTermProcessor {
  private readonly stem: (term: string) => string | null
  private readonly cache = new LruCache<string, string | null>(QUERY_STEM_CACHE_SIZE)

  constructor(platform: ContentPlatform) {
    this.stem = stemmerOf(platform)
  }

  readonly process = (term: string): string | null => this.cache.getOrSet(term, this.stem)

  /** Words whose stems are held now; at most QUERY_STEM_CACHE_SIZE. */
  get cachedWords(): number {
    return this.cache.size
  }
}

const BASE_SEARCH: SearchOptions = {
  boost: { title: 3, subject: 1.5, industries: 1, sources: 1, text: 1 },
  // Prefix search for terms of 3+ characters ("smartph"), typo tolerance for 4+ ("smartphnoe").
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  maxFuzzy: 3,
}

export interface ScoredId {
  id: number
  score: number
}

// ASCII separators only: every non-ASCII character (ä, ß, é, …) stays part of a word.
const WORDS = /[\s!-/:-@[-`{-~–—…€£$§°]+/
const DIGITS = /^\d/

export class ContentIndex {
  private readonly search: MiniSearch<IndexedDoc>

  constructor(platform: ContentPlatform, items: readonly ContentItem[]) {
    this.search = new MiniSearch<IndexedDoc>({
      fields: ['title', 'subject', 'text', 'industries', 'sources'],
      storeFields: [],
      // Documents arrive as pre-stemmed, space-separated terms (see toDoc).
      tokenize: (text) => (text === '' ? [] : text.split(' ')),
      processTerm: (term) => term,
      searchOptions: {
        ...BASE_SEARCH,
        tokenize: (text) => text.split(WORDS),
        processTerm: new QueryTermProcessor(platform).process,
      },
    })
    this.search.addAll(indexedDocs(platform, items))
  }

  /**
   * Every term must match (prefix/fuzzy allowed); when nothing matches all terms, items
   * matching any term are returned instead, so a stray word does not empty the result.
   */
  find(q: string, accept: (id: number) => boolean): ScoredId[] {
    const filter = (r: { id: number }) => accept(r.id)
    const terms = distinctTerms(q)
    let results = this.search.search(terms, { combineWith: 'AND', filter })
    if (results.length === 0) results = this.search.search(terms, { combineWith: 'OR', filter })
    return results.map((r) => ({ id: r.id as number, score: r.score }))
  }
}

/** Longest query, in distinct words, that is searched; the rest cannot change an AND match much. */
export const MAX_QUERY_TERMS = 32

/**
 * Search cost grows with every query word (each is expanded by prefix and typo matching), so a
 * repeated word is searched once and a very long query is cut to its first distinct words.
 */
function distinctTerms(q: string): string {
  const seen = new Set<string>()
  for (const word of q.toLowerCase().split(WORDS)) {
    if (word === '' || seen.has(word)) continue
    seen.add(word)
    if (seen.size === MAX_QUERY_TERMS) break
  }
  return [...seen].join(' ')
}

/**
 * Each distinct stem is indexed once per document, in the most important field it occurs in
 * (title, then subject, description, industries, sources). Descriptions repeat the title's
 * words; indexing them again would triple start-up time without changing what matches.
 * Numbers count only in title and subject (years, "2029"); in descriptions they are values.
 */
function toDoc(item: ContentItem, stemOf: (word: string) => string | null): IndexedDoc {
  const seen = new Set<string>()
  const field = (text: string, numbers: boolean): string => {
    let out = ''
    for (const word of text.split(WORDS)) {
      if (word === '' || (!numbers && DIGITS.test(word))) continue
      const stem = stemOf(word)
      if (stem === null || seen.has(stem)) continue
      seen.add(stem)
      out = out === '' ? stem : `${out} ${stem}`
    }
    return out
  }
  return {
    id: item.identifier,
    title: field(item.title, true),
    subject: field(item.subject, true),
    text: field(item.descriptionText, false),
    industries: field(item.industries.map((i) => i.name).join(' '), false),
    sources: field(item.sources.join(' '), false),
  }
}

/**
 * The documents of one index. The generated texts use a small vocabulary, so stemming each
 * distinct word once makes indexing several times faster; the cache holds only that vocabulary
 * and is dropped when indexing ends (it lives in this function, not in the index).
 */
function indexedDocs(platform: ContentPlatform, items: readonly ContentItem[]): IndexedDoc[] {
  const stem = stemmerOf(platform)
  const stems = new Map<string, string | null>()
  const stemOf = (word: string): string | null => {
    let out = stems.get(word)
    if (out === undefined) {
      out = stem(word)
      stems.set(word, out)
    }
    return out
  }
  return items.map((item) => toDoc(item, stemOf))
}
