import { describe, expect, it } from 'vitest'
import { cachedStemCount, processTerm, STEM_CACHE_SIZE } from './text'

describe('stems of indicator query words', () => {
  it('at most STEM_CACHE_SIZE are kept, however many distinct words are searched', () => {
    for (let i = 0; i < 3 * STEM_CACHE_SIZE; i++) processTerm(`zq${i.toString(36)}ings`)
    expect(cachedStemCount()).toBe(STEM_CACHE_SIZE)
    expect(processTerm('Vehicles')).toBe('vehicl')
    expect(processTerm('the')).toBeNull()
  })
})
