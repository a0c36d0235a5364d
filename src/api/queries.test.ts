import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { marketInsightsQuery, statisticsQuery, studiesQuery } from './queries'
import { askResearchMutation, researchAnswerQuery } from './research-queries'
import { dataTableQuery } from './survey-queries'
import { jsonResponse, stubFetch } from '../test/fetch-stub'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('query keys', () => {
  it('hold exactly the sent inputs, normalised', () => {
    expect(studiesQuery({ q: '  cars ', page: 2, premium: undefined, size: 10 }).queryKey).toEqual([
      'dds',
      '/v1/studies',
      { page: 2, q: 'cars', size: 10 },
    ])
    expect(studiesQuery({ q: '' }).queryKey).toEqual(studiesQuery({}).queryKey)
  })

  it('drop parameters an endpoint does not take', () => {
    const key = marketInsightsQuery({ q: 'x', premium: true }).queryKey
    expect(key[2]).toEqual({ q: 'x' })
  })

  it('map a statistics page to an offset', () => {
    expect(
      statisticsQuery({ q: 'x', page: 3, size: 20, platform: 'de', sort: 1 }).queryKey[2],
    ).toEqual({
      offset: 40,
      q: 'x',
      size: 20,
    })
    expect(statisticsQuery({ page: 2 }).queryKey[2]).toEqual({ offset: 10 })
    expect(statisticsQuery({ page: 1 }).queryKey[2]).toEqual({})
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
