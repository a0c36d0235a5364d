import { describe, expect, it } from 'vitest'
import { pagingDepth } from './paging-depth'

const depth = (path: string, query: string) => pagingDepth(path, new URLSearchParams(query))

describe('pagingDepth', () => {
  it('counts offset + page × size on the list endpoints, size 10 by default', () => {
    expect(depth('/v1/studies', '')).toBe(10)
    expect(depth('/v1/marketInsights', 'page=3&size=20')).toBe(60)
    expect(depth('/v1/infographics', 'offset=5&page=2&size=10')).toBe(25)
    expect(depth('/v1/studies', 'page=100')).toBe(1_000)
    expect(depth('/v1/studies', 'page=101')).toBe(1_010)
  })

  it('takes limit as size, and the larger of the two when both are given', () => {
    expect(depth('/v1/studies', 'limit=50&page=20')).toBe(1_000)
    expect(depth('/v1/studies', 'size=20&limit=30&page=2')).toBe(60)
  })

  it('pages statistics search by offset only', () => {
    expect(depth('/v1/search/statistics', 'page=500&size=10')).toBe(10)
    expect(depth('/v1/search/statistics', 'offset=995&size=10')).toBe(1_005)
    expect(depth('/v1/search/statistics', 'offset=990&limit=10')).toBe(1_000)
  })

  it('counts only size on the semantic searches', () => {
    expect(depth('/v1/search/consumer-insights', 'q=tv&size=25')).toBe(25)
    expect(depth('/v1/search/market-insights/indicators', 'q=ev')).toBe(10)
  })

  it('has nothing to say about endpoints that do not page', () => {
    expect(depth('/v1/data/consumer-insights', 'page=1000')).toBeUndefined()
    expect(depth('/v1/research-ai/ask', '')).toBeUndefined()
    expect(depth('/v1/unknown', 'page=1000')).toBeUndefined()
  })

  it('counts the largest of a repeated parameter, as another upstream may read any', () => {
    expect(depth('/v1/studies', 'page=1&page=200')).toBe(2_000)
    expect(depth('/v1/studies', 'offset=0&offset=3000&size=0')).toBe(3_000)
  })

  it('counts a value that is not a whole number as its default (the upstream refuses it)', () => {
    expect(depth('/v1/studies', 'page=abc')).toBe(10)
    expect(depth('/v1/studies', 'page=0x10')).toBe(10)
    expect(depth('/v1/studies', 'page=1e9')).toBe(10)
    expect(depth('/v1/studies', 'page=-3')).toBe(10)
    expect(depth('/v1/studies', 'page=%2B5')).toBe(50)
    expect(depth('/v1/studies', 'page=%205%20')).toBe(50)
  })

  it('reaches past the limit with size 0 and a deep offset', () => {
    expect(depth('/v1/studies', 'size=0&offset=2000')).toBe(2_000)
  })
})
