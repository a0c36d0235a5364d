import { defaultParseSearch } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EXPLORER_TYPES, resultsQuery } from './content-registry'
import { earliestDay, parseDay } from './date-range'
import { pageSearch, pagingOf } from './paging'
import { readSearch, type Facet } from './search-schema'

const NOW = new Date('2026-11-22T12:00:00Z')
const FACET_NAMES = [
  'q',
  'platform',
  'date_from',
  'date_to',
  'sort',
  'premium',
  'page',
  'size',
  'item',
]

/** A query string as anyone could type it: known names with hostile or random values. */
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...FACET_NAMES), fc.string({ maxLength: 8 })),
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.integer().map(String),
        fc.constantFrom(
          'en',
          'de',
          'en-de',
          'true',
          'false',
          '0',
          '1',
          '-1',
          '1e9',
          'null',
          '[]',
          '{}',
          '"5"',
        ),
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
        fc.string({ minLength: 990, maxLength: 1100 }),
      ),
    ),
    { maxLength: 10 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString())

describe('explorer search params', () => {
  it('turn any query string into valid, in-range API parameters, never throwing', () => {
    fc.assert(
      fc.property(queryString, fc.constantFrom(...Object.values(EXPLORER_TYPES)), (query, type) => {
        const { search } = readSearch(
          defaultParseSearch(`?${query}`),
          type.facets,
          type.maxSize,
          NOW,
        )
        expect(search.q.length).toBeLessThanOrEqual(1000)
        expect(['en', 'de', 'en-de']).toContain(search.platform)
        expect([0, 1]).toContain(search.sort)
        expect(Number.isInteger(search.page) && search.page >= 1 && search.page <= 10_000).toBe(
          true,
        )
        expect(
          Number.isInteger(search.size) && search.size >= 1 && search.size <= type.maxSize,
        ).toBe(true)
        expect(search.premium === undefined || typeof search.premium === 'boolean').toBe(true)
        const earliest = earliestDay(NOW)
        if (search.date_from !== undefined) {
          expect(parseDay(search.date_from)).toBeDefined()
          expect(search.date_from >= earliest).toBe(true)
        }
        if (search.date_to !== undefined) {
          expect(parseDay(search.date_to)).toBeDefined()
          expect(search.date_to >= (search.date_from ?? earliest)).toBe(true)
        }
        // Unsupported facets stay at their defaults, so nothing unsupported is ever sent.
        const facets: readonly Facet[] = type.facets
        if (!facets.includes('premium')) expect(search.premium).toBeUndefined()
        if (!facets.includes('dates')) expect(search.date_from).toBeUndefined()

        // The request sends only what the endpoint takes, in range.
        const sent = resultsQuery(type, search).queryKey[2]
        for (const [name, value] of Object.entries(sent)) {
          expect(value).not.toBe('')
          if (name === 'offset') expect(value).toBeLessThan(2 ** 32)
        }
        if (!facets.includes('page')) expect(sent).not.toHaveProperty('page')
      }),
      { numRuns: 200 },
    )
  })

  it('reports what it reset, and keeps defaults out of the result', () => {
    const { search, notices } = readSearch(
      { page: 'abc', sort: 7, platform: 'xx', size: 999 },
      EXPLORER_TYPES.studies.facets,
      EXPLORER_TYPES.studies.maxSize,
      NOW,
    )
    expect(search).toMatchObject({ page: 1, sort: 0, platform: 'en', size: 10 })
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatch(/platform, sort, page, size/)
  })

  it('cuts search text past the limit to its first 1,000 characters, saying so', () => {
    const long = `${'energy '.repeat(200)}end`
    const { search, notices } = readSearch({ q: long }, ['page'], 10, NOW)
    expect(search.q).toBe(long.slice(0, 1000))
    expect(notices).toEqual([
      'The search text was 1,403 characters long; only its first 1,000 are searched.',
    ])
    expect(readSearch({ q: 'x'.repeat(1000) }, ['page'], 10, NOW).notices).toEqual([])
  })

  it('clamps a start older than 20 years and resets a reversed range, saying so', () => {
    const clamped = readSearch({ date_from: '1990-01-01' }, ['dates'], 10, NOW)
    expect(clamped.search.date_from).toBe('2006-11-22')
    expect(clamped.notices[0]).toMatch(/more than 20 years back/)

    const reversed = readSearch(
      { date_from: '2026-05-01', date_to: '2026-01-01' },
      ['dates'],
      10,
      NOW,
    )
    expect(reversed.search.date_from).toBeUndefined()
    expect(reversed.search.date_to).toBeUndefined()
    expect(reversed.notices[0]).toMatch(/reversed/)
  })

  it('reads what the router parsed: numbers in q and quoted item ids stay usable', () => {
    const { search, notices } = readSearch(
      defaultParseSearch('?q=2024&item=123&premium=false'),
      ['premium'],
      10,
      NOW,
    )
    expect(search.q).toBe('2024')
    expect(search.item).toBe(123)
    expect(search.premium).toBe(false)
    expect(notices).toEqual([])
  })

  it('pages by what the package delivers, written into the next page’s address', () => {
    const { search } = readSearch({ q: 'x', size: 20 }, EXPLORER_TYPES.statistics.facets, 50, NOW)
    // 10 of 57 arrived although 20 were asked: the package cut the page.
    const paging = pagingOf(search, true, 10, 57)
    expect(paging).toEqual({ cut: true, perPage: 10, totalPages: 6 })
    const next = pageSearch(search, 2, paging)
    expect(resultsQuery(EXPLORER_TYPES.statistics, next).queryKey[2]).toEqual({
      offset: 10,
      q: 'x',
    })
    // The last page is short because the list ends there, not because of a cut.
    expect(pagingOf(search, true, 15, 15)).toEqual({ cut: false, perPage: 20, totalPages: 1 })
    expect(pagingOf(search, true, 20, 57)).toEqual({ cut: false, perPage: 20, totalPages: 3 })
  })
})
