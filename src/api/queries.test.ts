import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listQuery, type ListEndpoint } from './list-queries'
import { LIST_DEFAULTS, type ListSearch } from './queries'
import { ENDPOINTS } from './endpoints'
import { askResearchMutation, researchAnswerQuery } from './research-queries'
import { dataTableQuery } from './survey-queries'
import { jsonResponse, stubFetch } from '../test/fetch-stub'

afterEach(() => {
  vi.unstubAllGlobals()
})

const LIST = ['platform', 'dates', 'sort', 'page', 'size'] as const
const studies: ListEndpoint = {
  endpoint: ENDPOINTS.studies,
  facets: [...LIST, 'premium'],
  paging: 'page',
}
const insights: ListEndpoint = { ...studies, endpoint: ENDPOINTS.marketInsights, facets: LIST }
const statistics: ListEndpoint = {
  ...studies,
  endpoint: ENDPOINTS.statistics,
  facets: ['dates', 'premium', 'page', 'size'],
  paging: 'offset',
}
const indicators: ListEndpoint = {
  endpoint: ENDPOINTS.indicators,
  facets: ['size'],
  paging: 'none',
  needsText: true,
}
const search = (partial: Partial<ListSearch> = {}): ListSearch => ({ ...LIST_DEFAULTS, ...partial })

describe('query keys', () => {
  it('hold exactly the sent inputs: text trimmed, defaults left out', () => {
    expect(listQuery(studies, search({ q: '  cars ', page: 2, size: 20 })).queryKey).toEqual([
      'dds',
      '/v1/studies',
      { page: 2, q: 'cars', size: 20 },
    ])
    expect(
      listQuery(studies, search({ q: '   ', platform: 'en', sort: 0, size: 10 })).queryKey,
    ).toEqual(listQuery(studies, search()).queryKey)
    expect(
      listQuery(studies, search({ platform: 'de', sort: 1, premium: false })).queryKey[2],
    ).toEqual({ platform: 'de', premium: false, sort: 1 })
  })

  it('drop facets an endpoint does not take', () => {
    const sent = listQuery(insights, search({ q: 'x', premium: true })).queryKey[2]
    expect(sent).toEqual({ q: 'x' })
  })

  it('turn a statistics page into an offset of the size the address asks for', () => {
    expect(
      listQuery(statistics, search({ q: 'x', page: 3, size: 20, platform: 'de', sort: 1 }))
        .queryKey[2],
    ).toEqual({ offset: 40, q: 'x', size: 20 })
    expect(listQuery(statistics, search({ page: 2 })).queryKey[2]).toEqual({ offset: 10 })
    expect(listQuery(statistics, search({ page: 1 })).queryKey[2]).toEqual({})
  })

  it('ask a semantic search nothing without text', () => {
    expect(listQuery(indicators, search({ q: ' ', size: 25 })).enabled).toBe(false)
    const asked = listQuery(indicators, search({ q: 'ev sales ', size: 25, page: 3 }))
    expect(asked.enabled).toBe(true)
    expect(asked.queryKey[2]).toEqual({ q: 'ev sales', size: 25 })
  })

  it('sort and join data-table filters and upper-case the country', () => {
    const a = dataTableQuery({ rows: 'q1', filters: ['b#2', 'a#1'], country: 'usa', year: 2024 })
    const b = dataTableQuery({
      rows: 'q1',
      filters: ['a#1', 'b#2', 'a#1'],
      country: 'USA',
      year: 2024,
    })
    expect(a.queryKey).toEqual(b.queryKey)
    expect(a.queryKey[2]).toEqual({ country: 'USA', filters: 'a#1,b#2', rows: 'q1', year: 2024 })
  })
})

describe('query functions', () => {
  it('fetch the encoded URL and parse with the schema', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        identifier: { rows: 'q1#1', survey_id: 's', filters: [] },
        title: 't',
        chart: { data: {} },
      }),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const data = await client.fetchQuery(dataTableQuery({ rows: 'q1#1', filters: ['q2#3'] }))
    expect(data.identifier.filters).toEqual([])
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/v1/data/consumer-insights?filters=q2%233&rows=q1%231',
    )
  })

  it('poll a research answer keyed by its token (the schedule is in research-poll.test.ts)', () => {
    const options = researchAnswerQuery('tok')
    expect(options.queryKey[2]).toEqual({ research_token: 'tok' })
    expect(options.staleTime).toBe(0)
    expect(options.refetchIntervalInBackground).toBe(false)
  })

  it('never retry the ask mutation', () => {
    expect(askResearchMutation().retry).toBe(false)
  })
})
