import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '../../lib/i18n/locale'
import { EXPLORER_TYPES } from './content-registry'
import { pageIntro, pageNoSort } from './page-words'

describe('page words', () => {
  afterEach(() => setLocaleSource(() => 'en'))

  it('has a sentence of its own for every content type, in the language of the page', () => {
    const ids = Object.values(EXPLORER_TYPES).map((t) => t.id)
    const english = ids.map(pageIntro)
    setLocaleSource(() => 'de')
    const german = ids.map(pageIntro)
    for (const [i, text] of english.entries()) {
      expect(text.length).toBeGreaterThan(20)
      expect(german[i]!.length).toBeGreaterThan(20)
      expect(german[i]).not.toBe(text)
    }
    expect(new Set(english).size).toBe(ids.length)
  })

  it('says nothing for an id the registry does not have', () => {
    expect(pageIntro('toString')).toBe('')
    expect(pageIntro('podcasts')).toBe('')
    expect(pageNoSort('toString')).toBeUndefined()
  })

  it('says why a page cannot sort only where its search offers no sort', () => {
    for (const type of Object.values(EXPLORER_TYPES))
      expect(pageNoSort(type.id) === undefined).toBe(
        (type.facets as readonly string[]).includes('sort'),
      )
    setLocaleSource(() => 'de')
    expect(pageNoSort('statistics')).not.toBe('')
  })
})
