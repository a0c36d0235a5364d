import { createRequire } from 'node:module'

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

const stems = new Map<string, string>()

export function stem(word: string): string {
  let out = stems.get(word)
  if (out === undefined) {
    out = english.stem(word)
    if (stems.size < 50_000) stems.set(word, out)
  }
  return out
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
