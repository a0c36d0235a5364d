import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './reader-locale'

/**
 * Paraglide compiles a message missing in one language into the base language's text without a
 * word, so this is the check that every message is written in every language, with the same
 * parameters (a German text must not drop or rename `{page}`).
 */
type Message = string | { match: Record<string, string> }[]

const catalogue = (locale: string) => {
  const json = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<
    string,
    Message
  >
  delete json.$schema
  return json
}

const textsOf = (message: Message): string[] =>
  typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match))

const parametersOf = (message: Message): string[] =>
  [
    ...new Set(
      textsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((p) => p[1]!)),
    ),
  ].sort()

describe('the message catalogues', () => {
  const [base, ...others] = LOCALES
  const reference = catalogue(base)

  it.each(others)('%s has every message of the base language, and no other', (locale) => {
    expect(Object.keys(catalogue(locale)).sort()).toEqual(Object.keys(reference).sort())
  })

  it.each(others)('%s uses the same parameters in every message', (locale) => {
    const translated = catalogue(locale)
    for (const [key, message] of Object.entries(reference)) {
      const other = translated[key]
      if (other === undefined) continue
      expect({ key, parameters: parametersOf(other) }).toEqual({
        key,
        parameters: parametersOf(message),
      })
    }
  })

  it.each([...LOCALES])('%s has no empty text', (locale) => {
    for (const [key, message] of Object.entries(catalogue(locale)))
      for (const text of textsOf(message))
        expect({ key, text: text.trim() === '' }).toEqual({
          key,
          text: false,
        })
  })
})
