import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { dataTableParams } from '../../../api/query-params'
import {
  isAnswerId,
  isDimensionId,
  parseCompare,
  questionOf,
  surveySearchSchema,
  tableRequest,
} from './search-params'

const GEN = 'v0013g_demo_generation'

/** What the page does with a URL: the router's parser, then the route's schema. */
const fromUrl = (query: string) => surveySearchSchema.parse(defaultParseSearch(query))

const KEYS = [
  'rows',
  'columns',
  'filters',
  'country',
  'year',
  'q',
  'view',
  'pct',
  'order',
  'chart',
  'compare',
  'book',
  'other',
]
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    GEN,
    `${GEN}#4`,
    `${GEN}#4,v0001_demo_gender#1`,
    'DEU',
    'de',
    '2024',
    '1899',
    'years:2023,2022',
    '[1,2]',
    '{"a":1}',
    'null',
    'true',
    '-1e400',
  ),
  fc.integer(),
)

describe('the survey URL schema', () => {
  it('turns any query string into a valid request or the empty state, never throwing', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), value), (params) => {
        const query = new URLSearchParams(
          Object.entries(params).map(([k, v]) => [k, String(v)]),
        ).toString()
        const search = fromUrl(`?${query}`)
        const request = tableRequest(search)
        if (!request) return
        expect(isDimensionId(request.rows)).toBe(true)
        if (request.columns) {
          expect(isDimensionId(request.columns)).toBe(true)
          expect(questionOf(request.columns)).not.toBe(questionOf(request.rows))
        }
        for (const id of request.filters ?? []) expect(isAnswerId(id)).toBe(true)
        if (request.country) expect(request.country).toMatch(/^[A-Z]{3}$/)
        if (request.year !== undefined) expect(request.year).toBeGreaterThanOrEqual(1900)
        // The query factory accepts it.
        expect(() => dataTableParams(request)).not.toThrow()
      }),
      { numRuns: 500 },
    )
  })

  it('survives arbitrary raw strings as a query', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (raw) => {
        expect(() => fromUrl(raw)).not.toThrow()
      }),
    )
  })

  it('round-trips answer IDs with # through the router serialisation', () => {
    const search = surveySearchSchema.parse({
      rows: `${GEN}#4`,
      filters: `v0001_demo_gender#1,${GEN}#2`,
      country: 'DEU',
      year: 2024,
      q: '2024',
      compare: 'years:2022,2023',
    })
    const url = defaultStringifySearch(search)
    expect(url).toContain('rows=v0013g_demo_generation%234')
    expect(url).not.toContain('#')
    expect(fromUrl(url)).toEqual(search)
  })

  it('round-trips any valid builder state', () => {
    const qid = fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/)
    const aid = fc.tuple(qid, fc.integer({ min: 1, max: 9999 })).map(([q, n]) => `${q}#${n}`)
    fc.assert(
      fc.property(
        fc.record({
          rows: fc.oneof(qid, aid),
          filters: fc.uniqueArray(aid, { minLength: 1, maxLength: 5 }).map((a) => a.join(',')),
          year: fc.integer({ min: 1900, max: 2999 }),
          q: fc.string({ maxLength: 30 }),
        }),
        (state) => {
          const search = surveySearchSchema.parse(state)
          expect(fromUrl(defaultStringifySearch(search))).toEqual(search)
        },
      ),
    )
  })

  it('falls back to defaults field by field', () => {
    const search = fromUrl(
      '?rows=bad id&view=pie&pct=row&year=12&country=Deutschland&filters=x,%20v1%232',
    )
    expect(search).toMatchObject({ view: 'both', pct: 'row', filters: 'v1#2' })
    expect(search.rows).toBeUndefined()
    expect(search.year).toBeUndefined()
    expect(search.country).toBeUndefined()
    expect(tableRequest(search)).toBeUndefined()
  })

  it('drops columns that repeat the rows question', () => {
    expect(tableRequest(fromUrl(`?rows=${GEN}&columns=${encodeURIComponent(GEN + '#1')}`))).toEqual(
      { rows: GEN },
    )
  })

  it('compare: years or countries, normalised', () => {
    expect(parseCompare('years:2024,2022,2024,abc')).toEqual({
      kind: 'years',
      values: ['2022', '2024'],
    })
    expect(parseCompare('countries:deu,fra')).toEqual({ kind: 'countries', values: ['DEU', 'FRA'] })
    expect(parseCompare('planets:mars')).toBeUndefined()
    expect(fromUrl('?compare=years%3A2023%2C2021').compare).toBe('years:2021,2023')
  })
})
