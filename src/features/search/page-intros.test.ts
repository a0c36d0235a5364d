import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '../../lib/i18n/locale'
import { EXPLORER_TYPES } from './content-registry'
import { pageIntro } from './page-intros'

describe('pageIntro', () => {
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
  })
})
