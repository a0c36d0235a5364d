import { describe, expect, it } from 'vitest'
import { pagingDepth } from './paging-depth'

const depth = (path: string, query: string) => pagingDepth(path, new URLSearchParams(query))

// The proxy reads a query against the endpoint's parameters before the limits see it, so a
// repeated parameter or one that is not a whole number never gets here (400 in the proxy; see
// src/api/endpoint-params.test.ts).
describe('pagingDepth', () => {
  it('counts offset + page × size on the list endpoints, size 10 by default', () => {
    expect(depth('/v1/studies', '')).toBe(10)
    expect(depth('/v1/marketInsights', 'page=3&size=20')).toBe(60)
    expect(depth('/v1/infographics', 'offset=5&page=2&size=10')).toBe(25)
    expect(depth('/v1/studies', 'page=100')).toBe(1_000)
    expect(depth('/v1/studies', 'page=101')).toBe(1_010)
  })

  it('takes limit as size', () => {
    expect(depth('/v1/studies', 'limit=50&page=20')).toBe(1_000)
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

  it('reaches past the limit with size 0 and a deep offset', () => {
    expect(depth('/v1/studies', 'size=0&offset=2000')).toBe(2_000)
  })
})
