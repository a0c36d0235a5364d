import { describe, expect, it } from 'vitest'
import { QUERY_STEM_CACHE_SIZE, QueryTermProcessor } from './search-index'

/** Distinct made-up words, as random searches send them. */
const randomWords = (count: number) =>
  Array.from({ length: count }, (_, i) => `zq${i.toString(36)}ings`)

describe('stems of catalogue query words', () => {
  it('at most QUERY_STEM_CACHE_SIZE are kept, however many distinct words are searched', () => {
    const terms = new QueryTermProcessor('en')
    for (const word of randomWords(3 * QUERY_STEM_CACHE_SIZE)) terms.process(word)
    expect(terms.cachedWords).toBe(QUERY_STEM_CACHE_SIZE)
  })

  it('stems as before, also a word the cache has forgotten', () => {
    const terms = new QueryTermProcessor('en')
    const first = terms.process('zq0ings')
    for (const word of randomWords(2 * QUERY_STEM_CACHE_SIZE)) terms.process(word)
    expect(terms.process('zq0ings')).toBe(first)
    expect(terms.process('Batteries')).toBe('batteri')
    expect(terms.process('the')).toBeNull()
    expect(new QueryTermProcessor('de').process('Nutzern')).toBe('nutz')
  })
})
