import { describe, expect, it } from 'vitest'
import { cleanLink, dateParts, toCsl } from './citable'
import { ONE_SOURCE } from './fixtures'

describe('cleanLink', () => {
  it('drops utm_* and click identifiers and keeps the rest of the query', () => {
    expect(cleanLink('https://x.org/a?utm_source=dds&id=4&gclid=z&fbclid=y&UTM_Medium=m#top')).toBe(
      'https://x.org/a?id=4#top',
    )
  })
  it('refuses what is not an http(s) address', () => {
    expect(cleanLink('javascript:alert(1)')).toBeUndefined()
    expect(cleanLink('not a link')).toBeUndefined()
  })
})

describe('toCsl', () => {
  it('maps sources to authors, publishers to the publisher, dates as written', () => {
    expect(toCsl(ONE_SOURCE)).toEqual({
      id: 'statistic:1',
      type: 'dataset',
      title: ONE_SOURCE.title,
      author: [{ literal: 'International Monetary Fund' }],
      publisher: 'Statista',
      issued: { 'date-parts': [[2026, 10, 23]] },
      accessed: { 'date-parts': [[2026, 11, 23]] },
      URL: 'https://www.statista.com/statistics/1/e-commerce/?locale=en',
      medium: 'Statistic',
      language: 'en',
    })
  })
  it('keeps a year-only date as a year', () => {
    expect(dateParts('2024')).toEqual({ 'date-parts': [[2024]] })
    expect(dateParts(undefined)).toBeUndefined()
  })
})
