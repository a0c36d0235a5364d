import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { call } from '../testing/test-client'
import { ids, list, LIST_PATHS } from '../testing/catalogue-helpers'

const KEYS = [
  'q',
  'platform',
  'offset',
  'size',
  'limit',
  'page',
  'date_from',
  'date_to',
  'premium',
  'sort',
  'x',
  'ü',
]

const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    'en',
    'de',
    'en-de',
    '0',
    '1',
    'true',
    'false',
    '',
    ' ',
    '2025-02-29',
    '31.12.2025',
    '2025/01/01 25:00:00',
    '1900-01-01',
    '9999-12-31T23:59:59',
  ),
)

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string()), value), { maxLength: 8 })
  .map((pairs) => new URLSearchParams(pairs).toString())

describe('robustness', () => {
  it('any query string on any list endpoint is a 200 or a 4xx problem, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LIST_PATHS),
        queryString,
        fc.constantFrom('demo-advanced', 'demo-starter'),
        async (path, qs, key) => {
          const res = await call(`${path}?${qs}`, { key })
          expect(
            res.status === 200 || (res.status >= 400 && res.status < 500),
            `${path}?${qs}: ${res.text}`,
          ).toBe(true)
          if (res.status !== 200)
            expect(res.headers.get('content-type')).toContain('application/problem+json')
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('paging is a partition of the full result', () => {
  it.each([
    ['/v1/studies', 'q=market&platform=en-de&date_from=2025-06-01', 'page'],
    ['/v1/marketInsights', 'platform=de&sort=1', 'page'],
    ['/v1/infographics', 'q=growing', 'page'],
    ['/v1/search/statistics', 'date_from=2026-05-25&premium=false', 'offset'],
  ] as const)('%s?%s walked by %s', async (path, query, mode) => {
    const total = (await list(`${path}?${query}&size=0`)).total_count
    expect(total).toBeGreaterThan(7)
    const count = Math.min(total, 60)
    const whole: number[] = []
    for (let offset = 0; offset < count; offset += 20)
      whole.push(...ids(await list(`${path}?${query}&size=20&offset=${offset}`, 'demo-starter')))
    const walked: number[] = []
    const size = 7
    for (let page = 1; (page - 1) * size < count; page++) {
      const paging = mode === 'page' ? `page=${page}` : `offset=${(page - 1) * size}`
      walked.push(...ids(await list(`${path}?${query}&size=${size}&${paging}`)))
    }
    expect(walked.slice(0, count)).toEqual(whole.slice(0, count))
    expect(new Set(walked).size).toBe(walked.length)
  })
})
