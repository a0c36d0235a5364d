import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { acceptedLocale, cookieLocale, LOCALES, readerLocale } from './reader-locale'

describe('readerLocale', () => {
  it('follows the browser on a first visit: German when it prefers German, else English', () => {
    expect(readerLocale({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' })).toBe('de')
    expect(readerLocale({ acceptLanguage: 'en-US,en;q=0.9,de;q=0.5' })).toBe('en')
    expect(readerLocale({ acceptLanguage: 'fr-FR,fr;q=0.9' })).toBe('en')
    expect(readerLocale({})).toBe('en')
  })

  it('weighs the languages and passes over those the interface lacks', () => {
    expect(acceptedLocale('fr, de;q=0.5')).toBe('de')
    expect(acceptedLocale('en;q=0.4, de-AT;q=0.8')).toBe('de')
    expect(acceptedLocale('de;q=0, en')).toBe('en')
    expect(acceptedLocale('*')).toBeUndefined()
  })

  it('keeps the switch’s choice over the browser’s', () => {
    expect(readerLocale({ cookie: 'a=1; dds-locale=en', acceptLanguage: 'de-DE' })).toBe('en')
    expect(readerLocale({ cookie: 'dds-locale=de', acceptLanguage: 'en-GB' })).toBe('de')
  })

  it('ignores a cookie value it does not know', () => {
    expect(cookieLocale('dds-locale=fr')).toBeUndefined()
    expect(readerLocale({ cookie: 'dds-locale=<x>', acceptLanguage: 'de' })).toBe('de')
  })

  it('lists the languages the inlang project compiles', () => {
    const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as {
      baseLocale: string
      locales: string[]
    }
    expect([...LOCALES]).toEqual(settings.locales)
    expect(settings.baseLocale).toBe('en')
  })
})
