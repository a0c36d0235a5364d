import { describe, expect, it } from 'vitest'
import { isRfc3339DateTime } from './provider-primitives'
import { checkProviderAnswer } from './provider-shapes'

/**
 * The shapes are as strict as the provider's OpenAPI and no stricter: what it allows passes
 * (lower-case dates, leap seconds, a null parent id, uint64 beyond 2^53, unknown fields), what
 * it forbids is named (a missing required field, null where nothing is nullable, a value out
 * of its integer range or enum).
 */
const marketInsight = {
  identifier: 1,
  title: 'Smartphones',
  link: 'https://www.statista.com/outlook/cmo/smartphones',
  date: '2024-03-07T12:45:38Z',
  platform: 'en',
  path: [{ id: 5, name: 'Consumer electronics' }],
  geolocations: [{ name: 'Worldwide', code: '001' }],
}
const miList = (item: object, extra: object = {}) => ({ items: [item], total_count: 1, ...extra })
const problems = (path: string, body: unknown, status = 200) => {
  const verdict = checkProviderAnswer(path, status, body)
  return verdict.ok ? [] : verdict.problems
}

describe('provider shapes', () => {
  it('accept what the OpenAPI allows', () => {
    for (const item of [
      marketInsight,
      { ...marketInsight, date: '2024-03-07t12:45:38z', path: [{ id: null, name: 'Top' }] },
      { ...marketInsight, date: '2016-12-31T23:59:60Z', platform: 'fr' },
      { ...marketInsight, date: '2017-01-01T00:59:60+01:00', identifier: 2 ** 60 },
      { ...marketInsight, path: [{ name: 'Top' }], is_premium: 'unchecked: not declared' },
    ])
      expect(problems('/v1/marketInsights', miList(item)), JSON.stringify(item)).toEqual([])
    expect(
      problems('/v1/research-ai/ask', { researchToken: 'abc', something: 'new' }, 200),
    ).toEqual([])
  })

  it('name what it forbids', () => {
    const { path: _path, ...withoutPath } = marketInsight
    expect(problems('/v1/marketInsights', miList(withoutPath))).toEqual([
      'items.0.path: Invalid input: expected array, received undefined',
    ])
    expect(problems('/v1/marketInsights', miList(marketInsight, { total_pages: null }))).toEqual([
      'total_pages: Invalid input: expected number, received null',
    ])
    expect(
      problems('/v1/marketInsights', miList({ ...marketInsight, platform: 'it', identifier: -1 })),
    ).toHaveLength(2)
    expect(
      problems('/v1/search/consumer-insights', {
        results: [
          {
            question_id: 'v1',
            indicator: 'Brand',
            label: 'Which brand?',
            question_type: 'single-pick',
            metadata: { min_year: 2020, max_year: 2024 },
            answers_subset: [{ answer_id: 'v1#70000', label: 'A', order: 1, code: 70_000 }],
            total_answers: 1,
          },
        ],
      }),
    ).toEqual([
      'results.0.answers_subset.0.code: expected a uint16 (a whole number from 0 to 65535)',
    ])
    expect(problems('/v1/research-ai/ask', { researchToken: 'abc' }, 202).length).toBeGreaterThan(0)
    expect(problems('/v1/data/report', {})).toEqual(['/v1/data/report is not a provider endpoint'])
  })

  it.each([
    ['2024-03-07T12:45:38Z', true],
    ['2024-03-07t12:45:38.123456z', true],
    ['2024-03-07T12:45:38-05:30', true],
    ['2016-12-31T23:59:60Z', true],
    ['2016-12-31T18:59:60-05:00', true],
    ['2016-12-31T12:59:60Z', false],
    ['2024-02-30T00:00:00Z', false],
    ['2024-03-07 12:45:38Z', false],
    ['2024-03-07T12:45:38', false],
    ['2024-03-07', false],
    ['2024-03-07T24:00:00Z', false],
  ])('RFC 3339 date-time %s: %s', (value, valid) => {
    expect(isRfc3339DateTime(value)).toBe(valid)
  })
})
