// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { indicatorDataQuery, statisticDataQuery } from './data-queries'
import { jsonResponse, stubFetch } from '../test/fetch-stub'

afterEach(() => {
  vi.unstubAllGlobals()
})

const statistic = {
  identifier: 42,
  title: 'Revenue',
  link: 'https://www.statista.com/statistics/42/x/',
  date: '2026-06-08T23:39:39Z',
  platform: 'en',
  subject: 'eCommerce',
  is_premium: false,
  teaser_image_urls: [],
  chart: {
    graphType: 'line-standard',
    horizontal: false,
    data: { A: [{ name: '2025', data: 1 }] },
  },
}

describe('the statistic data query', () => {
  it('asks /v1/data/statistic for the id and parses the answer', async () => {
    const fetchMock = stubFetch(() => jsonResponse(statistic))
    const options = statisticDataQuery('42')
    expect(options.queryKey).toEqual(['dds', '/v1/data/statistic', { id: '42' }])
    const answer = await new QueryClient().fetchQuery(options)
    expect(answer.chart.data.A?.[0]?.data).toBe(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/v1\/data\/statistic\?id=42$/)
  })

  it('refuses an answer of the wrong shape', async () => {
    stubFetch(() => jsonResponse({ ...statistic, chart: { graphType: 'radar', data: 'none' } }))
    await expect(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
        statisticDataQuery('42'),
      ),
    ).rejects.toThrow()
  })
})

describe('the indicator data query', () => {
  const id = '5d46ae70-9561-5e96-8901-ad3f75484abc'

  it('sends the geos sorted and once, so one choice is one cache entry', () => {
    expect(indicatorDataQuery(id, ['FRA', 'DEU', 'FRA']).queryKey).toEqual([
      'dds',
      '/v1/data/market-insights/indicator',
      { geo: 'DEU,FRA', id },
    ])
    expect(indicatorDataQuery(id, ['DEU', 'FRA']).queryKey).toEqual(
      indicatorDataQuery(id, ['FRA', 'DEU']).queryKey,
    )
  })

  it('asks for the world when no geo is chosen, and refuses more than five', () => {
    expect(indicatorDataQuery(id, []).queryKey[2]).toEqual({ geo: 'WLD', id })
    expect(() => indicatorDataQuery(id, ['A', 'B', 'C', 'D', 'E', 'F'])).toThrow(/At most 5/)
  })

  it('fetches the encoded URL and parses the series', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({
        identifier: id,
        title: 'Users',
        description: 'd',
        chart: {
          name: 'Users',
          graphType: 'line-standard',
          data: [{ geo: 'DEU', categories: ['2025'], series: [1.5] }],
        },
      }),
    )
    const answer = await new QueryClient().fetchQuery(indicatorDataQuery(id, ['DEU', 'FRA']))
    expect(answer.chart.data[0]?.series).toEqual([1.5])
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`geo=DEU%2CFRA&id=${id}`)
  })
})
