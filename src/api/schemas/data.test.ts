// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { indicatorDataSchema, statisticDataSchema } from './data'

/** Shaped like the provider's answers as docs/service-contract.md describes them. */
const statistic = {
  identifier: 1234970,
  title: 'Revenue of the e-commerce market in Germany from 2019 to 2028',
  link: 'https://www.statista.com/statistics/1234970/x/?utm_source=dds',
  date: '2026-06-08T23:39:39Z',
  platform: 'en',
  subject: 'eCommerce in Germany 2025',
  is_premium: true,
  teaser_image_urls: [{ width: 355, src: 'https://img/1234970.png?w=355' }],
  description: '<p>The e-commerce market in Germany was worth 97.4 billion euros in 2025.</p>',
  sources: [{ title: 'Statista Market Insights', subtitle: '' }],
  publishers: [{ title: 'Statista', subtitle: 'Hamburg' }],
  chart: {
    graphType: 'bar',
    horizontal: false,
    data: {
      Revenue: [
        { name: '2024', data: 91.2 },
        { name: '2025', data: 97.4 },
        { name: '2026', data: 'n/a' },
      ],
    },
    unit: 'in billion euros',
    description: 'Figures from 2026 are forecasts.',
  },
}

const indicator = {
  identifier: '5d46ae70-9561-5e96-8901-ad3f75484abc',
  title: 'Users of the Food market',
  description: 'Users of the Food segment; figures after 2025 are forecasts.',
  market_type: 'Users',
  chart: {
    name: 'Users of the Food market',
    graphType: 'line-standard',
    unit: 'million users',
    data: [
      { geo: 'WLD', categories: ['2024', '2025', '2026'], series: [811.1, 884.1, 963.7] },
      { geo: 'DEU', categories: ['2024', '2025', '2026'], series: [21.8, 24.1, 26.7] },
    ],
  },
}

describe('statistic data', () => {
  it('accepts the provider shape, numbers and text as values, unknown fields kept', () => {
    const parsed = statisticDataSchema.parse({ ...statistic, extra: 1 })
    expect(parsed.chart.data.Revenue?.map((p) => p.data)).toEqual([91.2, 97.4, 'n/a'])
    expect(parsed.chart.unit).toBe('in billion euros')
    expect(parsed).toHaveProperty('extra', 1)
  })

  it('accepts a point without a name and a chart without unit or description', () => {
    const { unit: _u, description: _d, ...chart } = statistic.chart
    const parsed = statisticDataSchema.parse({
      ...statistic,
      chart: { ...chart, graphType: 'pie', data: { Share: [{ data: 60 }, { data: 40 }] } },
    })
    expect(parsed.chart.data.Share?.[0]?.name).toBeUndefined()
  })

  it('accepts what the provider may add or leave out: an unknown graph type, no subject, no teasers, no subtitle', () => {
    const parsed = statisticDataSchema.parse({
      ...statistic,
      subject: undefined,
      teaser_image_urls: undefined,
      sources: [{ title: 'Statista' }],
      chart: { ...statistic.chart, graphType: 'radar', horizontal: undefined },
    })
    expect(parsed.chart.graphType).toBe('radar')
    expect(parsed.sources).toEqual([{ title: 'Statista' }])
  })

  it.each([
    ['no chart', { chart: undefined }],
    [
      'a value that is neither number nor text',
      { chart: { ...statistic.chart, data: { R: [{ data: null }] } } },
    ],
  ])(
    'rejects %s: a paid answer says what was wrong rather than showing guesses',
    (_label, patch) => {
      expect(statisticDataSchema.safeParse({ ...statistic, ...patch }).success).toBe(false)
    },
  )
})

describe('indicator data', () => {
  it('accepts one series per geo, a value per category', () => {
    const parsed = indicatorDataSchema.parse(indicator)
    expect(parsed.chart.data.map((d) => d.geo)).toEqual(['WLD', 'DEU'])
    expect(parsed.chart.data[1]?.series[2]).toBe(26.7)
  })

  it('accepts an answer without market type or unit', () => {
    const { unit: _u, ...chart } = indicator.chart
    const { market_type: _m, ...rest } = indicator
    expect(indicatorDataSchema.safeParse({ ...rest, chart }).success).toBe(true)
  })

  it.each([
    [
      'more values than categories',
      { geo: 'DEU', categories: ['2024'], series: [1, 2] },
      'DEU: a different number of values than headings',
    ],
    [
      'a value as text',
      { geo: 'DEU', categories: ['2024'], series: ['1'] },
      'DEU: series.0 not number',
    ],
    ['a series without geo', { categories: ['2024'], series: [1] }, 'no geo'],
  ])('leaves out a geo with %s and names it; the others are shown', (_label, bad, reason) => {
    const parsed = indicatorDataSchema.parse({
      ...indicator,
      chart: { ...indicator.chart, data: [indicator.chart.data[0], bad] },
    })
    expect(parsed.chart.data.map((d) => d.geo)).toEqual(['WLD'])
    expect(parsed.chart.unreadable).toEqual({ count: 1, of: 2, reasons: [reason] })
  })

  it('accepts an answer without a chart name', () => {
    const { name: _n, ...chart } = indicator.chart
    expect(indicatorDataSchema.safeParse({ ...indicator, chart }).success).toBe(true)
  })
})
