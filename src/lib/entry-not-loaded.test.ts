import { describe, expect, it } from 'vitest'
import { m } from '../paraglide/messages.js'
import { LOCALES } from './i18n/reader-locale'
import { entryNotLoaded } from './entry-not-loaded'

describe('the entry’s own “could not be loaded” sentence', () => {
  it.each(LOCALES)('says in %s what the failure message says', (locale) => {
    expect(entryNotLoaded(locale)).toBe(
      m.failure_code_not_loaded({ what: 'DDS Explorer' }, { locale }),
    )
  })

  it('falls back to English for a page in any other language', () => {
    expect(entryNotLoaded('fr')).toBe(entryNotLoaded('en'))
  })
})
