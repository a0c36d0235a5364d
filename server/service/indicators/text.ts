import { createRequire } from 'node:module'
import { LruCache } from '../lru-cache'

/**
 * Term processing for the indicator index: lower-case, drop stop words, reduce to the English
 * Snowball stem, so "vehicles", "vehicle" and "vehicular" meet in the index.
 */
interface Stemmer {
  stem(word: string): string
}
interface SnowballFactory {
  newStemmer(language: string): Stemmer
}

// snowball-stemmers ships CommonJS without types; requiring it keeps the typing local.
const snowball = createRequire(import.meta.url)('snowball-stemmers') as SnowballFactory
const english = snowball.newStemmer('english')

export const STOP_WORDS = new Set(
  (
    'a about above after all also am an and any are as at be been being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her ' +
    'here hers him his how i if in into is it its itself just me more most my no nor not now of off ' +
    'on once only or other our ours out over own same she should so some such than that the their ' +
    'theirs them then there these they this those through to too under until up very was we were ' +
    'what when where which while who whom why will with would you your yours ' +
    'show tell give find me please much many'
  ).split(' '),
)

/**
 * Stems of recent words, least recently used forgotten first. The indicators' own vocabulary
 * (about 350 words, stemmed while indexing) and the words of recent queries fit in 2,000
 * entries, about 0.3 MB; a query word not seen again is dropped instead of kept for good, and a
 * miss costs only one stemming (under 10 µs).
 */
export const STEM_CACHE_SIZE = 2000
const stems = new LruCache<string, string>(STEM_CACHE_SIZE)
const stemUncached = (word: string) => english.stem(word)

export function stem(word: string): string {
  return stems.getOrSet(word, stemUncached)
}

/** Words whose stems are cached now; at most STEM_CACHE_SIZE. */
export function cachedStemCount(): number {
  return stems.size
}

/** Splits text into lower-case words (letters and digits; "e-bikes" gives "e" and "bikes"). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/** MiniSearch processTerm: null drops the term. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase()
  if (lower.length === 0 || STOP_WORDS.has(lower)) return null
  return stem(lower)
}
