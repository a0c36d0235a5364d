import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '../../lib/i18n/locale'
import { appliedChips } from './facet-labels'
import { SEARCH_DEFAULTS } from './search-schema'

afterEach(() => setLocaleSource(() => 'en'))

describe('the search chip', () => {
  it('quotes the search as the page’s language does: “…” in English, „…“ in German', () => {
    const search = { ...SEARCH_DEFAULTS, q: 'electric cars' }
    expect(appliedChips(search, [])[0]?.label).toBe('“electric cars”')
    setLocaleSource(() => 'de')
    expect(appliedChips(search, [])[0]?.label).toBe('„electric cars“')
  })
})
