// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { setLocaleSource } from '../../lib/i18n/locale'
import { matchReport, matchSentence, missingTerms, queryTerms, termPattern } from './query-terms'

const item = (id: string, title: string, descriptionHtml?: string, subject?: string) => ({
  id,
  title,
  descriptionHtml,
  subject,
})

describe('query words', () => {
  it('are the lower-cased distinct words of at least 2 characters', () => {
    expect(queryTerms('  Electric  vehicle a Electric ')).toEqual(['electric', 'vehicle'])
    expect(queryTerms('')).toEqual([])
  })

  it('match where the highlighter marks them: case-insensitive, inside words', () => {
    const pattern = termPattern(['vehicle'])
    expect('Electric Vehicles sold'.split(pattern!)).toEqual(['Electric ', 'Vehicle', 's sold'])
    expect(missingTerms(item('1', 'Electric Vehicles sold'), ['vehicle', 'sales'])).toEqual([
      'sales',
    ])
  })

  it('are looked for in title, subject and the visible text of the description', () => {
    const terms = ['germany', 'sales', 'b']
    expect(
      missingTerms(item('1', 'EV', '<p class="sales">Cars in <b>Germany</b></p>', 'x'), terms),
    ).toEqual(['sales', 'b'])
    expect(missingTerms(item('1', 'EV', undefined, 'Sales in Germany'), ['sales'])).toEqual([])
    expect(missingTerms(item('1', 'R&amp;D', '<p>R&amp;D spend</p>'), ['r&d'])).toEqual([])
  })

  it('count an indicator’s places, which its card lists', () => {
    const indicator = { title: 'Smartphone users', geos: { DEU: 'Germany', FRA: 'France' } }
    expect(missingTerms(indicator, ['smartphone', 'germany', 'italy'])).toEqual(['italy'])
  })
})

describe('the match report', () => {
  const items = [
    item('1', 'Electric vehicle sales in Germany'),
    item('2', 'Electric vehicles in Italy'),
    item('3', 'Vehicle sales in Spain'),
  ]

  it('counts, per word, the results that lack it, and names each result’s missing words', () => {
    const report = matchReport(items, 'electric vehicle sales germany')
    expect(report.total).toBe(3)
    expect(report.lacking).toEqual([
      { term: 'electric', count: 1 },
      { term: 'sales', count: 1 },
      { term: 'germany', count: 2 },
    ])
    expect(report.byItem.get('1')).toBeUndefined()
    expect(report.byItem.get('2')).toEqual(['sales', 'germany'])
    expect(matchSentence(report)).toBe(
      '1 of 3 results do not contain ‘electric’; 1 do not contain ‘sales’; 2 do not contain ‘germany’.',
    )
  })

  it('says nothing when every result holds every word, or there is no query', () => {
    expect(matchSentence(matchReport(items, 'vehicle'))).toBeUndefined()
    expect(matchSentence(matchReport(items, ''))).toBeUndefined()
    expect(matchSentence(matchReport([], 'sales'))).toBeUndefined()
  })

  it('writes the single case in the singular', () => {
    expect(matchSentence(matchReport([items[1]!], 'sales'))).toBe(
      '1 of 1 result does not contain ‘sales’.',
    )
  })

  it('says it in German on a German page, the verb agreeing with each count', () => {
    setLocaleSource(() => 'de')
    try {
      expect(matchSentence(matchReport(items, 'electric vehicle sales germany'))).toBe(
        '1 von 3 Ergebnissen enthält ‚electric‘ nicht; 1 enthält ‚sales‘ nicht; 2 enthalten ‚germany‘ nicht.',
      )
    } finally {
      setLocaleSource(() => 'en')
    }
  })
})
