import { describe, expect, it } from 'vitest'
import { setLocaleSource } from './i18n/locale'
import { APP_TITLE, pageTitle, quoted } from './page-title'

describe('page titles', () => {
  it('reads from the most specific part to the app', () => {
    expect(pageTitle(quoted('energy'), 'Statistics')).toBe('“energy” – Statistics – DDS Explorer')
    expect(pageTitle(quoted('  '), 'Studies')).toBe('Studies – DDS Explorer')
    expect(pageTitle()).toBe(APP_TITLE)
  })

  it('quotes a search compactly and shortens a long one', () => {
    expect(quoted('  solar   energy ')).toBe('“solar energy”')
    const long = quoted('x'.repeat(100), 10)
    expect(long).toBe(`“${'x'.repeat(9)}…”`)
  })
})

describe('quote marks on a German page', () => {
  it('quotes a search „so“ in German', () => {
    setLocaleSource(() => 'de')
    try {
      expect(quoted('solar energy')).toBe('„solar energy“')
    } finally {
      setLocaleSource(() => 'en')
    }
  })
})
