import { describe, expect, it, vi } from 'vitest'
import { z } from './zod'
import {
  consumerInsightSearchSchema,
  dataTableSchema,
  dateTimeString,
  indicatorSearchSchema,
  infographicListSchema,
  knownResearchStatus,
  marketInsightListSchema,
  reportLinksSchema,
  researchAnswerSchema,
  researchAskResponseSchema,
  statisticListSchema,
  studyListSchema,
} from './schemas'

const marketInsight = {
  identifier: 1234567,
  title: 'Cars - Worldwide',
  description: '<p>Revenue <a href="/statistics/1">grows</a></p>',
  link: 'https://example.com/outlook/cars?locale=en&utm_source=api',
  date: '2024-05-01T00:00:00Z',
  updated_at: '2024-06-02T10:11:12.345+02:00',
  released_at: '2024-05-01T00:00:00Z',
  platform: 'en',
  ranking_score: null,
  sources: [{ title: 'Company reports', is_active: true }],
  is_premium: true,
  covered_time_frame: {
    start: '2018-01-01T00:00:00Z',
    end: '2029-12-31T23:59:59Z',
    display_text: '2018 to 2029',
  },
  geolocations: [{ id: 1, name: 'Worldwide', code: '001' }],
  sub_title: 'Market data & analysis',
  children: [{ id: 12, name: 'Electric Cars' }, { name: 'Used Cars' }],
  path: [{ id: 3, name: 'Mobility' }, { name: 'Cars' }],
  is_active: true,
}

describe('content lists', () => {
  it('accept real-shaped market insights with unknown fields and no total_pages', () => {
    const parsed = marketInsightListSchema.parse({ items: [marketInsight], total_count: 1 })
    const item = parsed.items[0]
    expect(item?.ranking_score).toBeNull()
    expect(item?.publishers).toEqual([])
    expect(item).toHaveProperty('is_active', true)
    expect(item?.path.map((m) => m.name)).toEqual(['Mobility', 'Cars'])
    expect(item?.children[0]).toEqual({ id: 12, name: 'Electric Cars' })
  })

  it('accept starter-package items that carry only the core fields', () => {
    const minimal = { identifier: 5, title: 'T', link: 'https://x', is_premium: false }
    expect(
      studyListSchema.parse({ items: [minimal], total_count: 1, total_pages: 1 }).items[0]
        ?.industries,
    ).toEqual([])
    expect(
      infographicListSchema.parse({
        items: [{ ...minimal, teaser_image_urls: [{ width: 300, src: 'https://img' }] }],
        total_count: 1,
        total_pages: 1,
      }).items,
    ).toHaveLength(1)
  })

  it('accept statistics with took and no total_pages', () => {
    const parsed = statisticListSchema.parse({
      items: [
        {
          identifier: 9,
          title: 'S',
          link: 'l',
          is_premium: false,
          geolocations: [{ id: 2, name: 'USA', code: 'US' }],
        },
      ],
      total_count: 100,
      took: { search: '12ms', load: '3ms', conv: '1ms' },
    })
    expect(parsed.took?.search).toBe('12ms')
  })

  it.each([
    ['identifier as string', { identifier: '1234567' }],
    ['fractional identifier', { identifier: 1.5 }],
    ['is_premium as string', { is_premium: 'true' }],
    ['garbage date', { released_at: 'yesterday' }],
    ['impossible date', { date: '2024-02-30T00:00:00Z' }],
    ['path as a string', { path: '/outlook/cars' }],
    ['child without a name', { children: [{ id: 4 }] }],
  ])('reject a misleading %s', (_label, patch) => {
    const result = marketInsightListSchema.safeParse({
      items: [{ ...marketInsight, ...patch }],
      total_count: 1,
    })
    expect(result.success).toBe(false)
  })
})

describe('dateTimeString', () => {
  it.each([
    '2024-05-01T00:00:00Z',
    '2024-05-01T00:00:00',
    '2024-05-01T00:00:00.123Z',
    '2024-05-01T00:00:00+05:30',
    '2024-05-01',
    '2024-02-29',
  ])('accepts %s', (value) => expect(dateTimeString.safeParse(value).success).toBe(true))
  it.each(['2024-13-01', '2023-02-29', '2024-05-01T25:00:00Z', '01.05.2024', 'not a date', ''])(
    'rejects %s',
    (value) => expect(dateTimeString.safeParse(value).success).toBe(false),
  )
})

describe('survey schemas', () => {
  it('accept a consumer-insight search grouped by question', () => {
    const parsed = consumerInsightSearchSchema.parse({
      results: [
        {
          question_id: 'v0013g_demo_generation',
          indicator: 'Generation',
          label: 'Generation',
          question_type: 'single-pick',
          metadata: { min_year: 2019, max_year: 2024 },
          answers_subset: [
            { answer_id: 'v0013g_demo_generation#4', label: 'Millennials', order: 4, code: 4 },
          ],
          total_answers: 6,
          score: 0.8,
        },
      ],
    })
    expect(parsed.results[0]?.answers_subset[0]?.answer_id).toBe('v0013g_demo_generation#4')
  })

  it('accept indicators with YYYY-MM-DD dates and keep only string geo names', () => {
    const parsed = indicatorSearchSchema.parse({
      items: [
        {
          identifier: '3f2b9c4e-1a2b-5c3d-8e4f-0123456789ab',
          title: 'Revenue',
          updated_at: '2024-03-01',
          industries: [{ name: 'Mobility', segments: ['Cars'] }],
          covered_timeframe: { start: '2018-01-01', end: '2029-12-31' },
          covered_geos: { WLD: 'Worldwide', BAD: 3 },
          market_type: 'outlook',
        },
      ],
      total_count: 1,
    })
    expect(parsed.items[0]?.covered_geos).toEqual({ WLD: 'Worldwide' })
  })

  it('reject an indicator whose identifier is not a UUID', () => {
    const result = indicatorSearchSchema.safeParse({
      items: [{ identifier: 'mi-ecommerce-revenue-food', title: 'Revenue' }],
      total_count: 1,
    })
    expect(result.success).toBe(false)
  })

  const table = {
    identifier: {
      rows: 'v0013g_demo_generation',
      survey_id: 'cs_us_2024',
      columns: 'v0025_demo_gender',
      filters: [],
    },
    title: 'Generation by gender',
    date: '2024',
    sources: ['Consumer Insights survey'],
    geolocations: [{ name: 'United States', code: 'USA' }],
    chart: {
      description: 'Share of respondents',
      dataFormat: 'percentage',
      valueUnit: '%',
      data: {
        Male: [{ name: 'Millennials', percentage: 31.5, respondents: 630 }],
        Female: [{ name: 'Millennials', percentage: 29.1, respondents: 611 }],
      },
      bases: { Male: 2000, Female: 2100 },
    },
  }

  it('accept a cross table with the bases extension', () => {
    const parsed = dataTableSchema.parse(table)
    expect(Object.keys(parsed.chart.data)).toEqual(['Male', 'Female'])
    expect(parsed.chart.bases?.Male).toBe(2000)
  })

  it.each([
    ['NaN percentage', { percentage: Number.NaN }],
    ['infinite percentage', { percentage: Number.POSITIVE_INFINITY }],
    ['string percentage', { percentage: '31.5' }],
    ['negative respondents', { respondents: -1 }],
    ['fractional respondents', { respondents: 2.5 }],
  ])('reject a data point with %s', (_label, patch) => {
    const point = { name: 'Millennials', percentage: 31.5, respondents: 630, ...patch }
    const result = dataTableSchema.safeParse({
      ...table,
      chart: { ...table.chart, data: { Male: [point] } },
    })
    expect(result.success).toBe(false)
  })
})

describe('research schemas', () => {
  const answer = {
    researchToken: 'tok-1',
    state: { status: 'content_retrieved', isError: false, limitsReached: [], qualityScore: null },
    response: { answer: null, errorMessage: null, keyFacts: null, title: '', sources: [] },
    request: { question: 'How big is the EV market?' },
    metaInformation: {
      requestedAt: '2024-05-01T10:00:00Z',
      answeredAt: null,
      chainVersion: null,
      isResearchOwner: true,
    },
    usage_limits: [{ limit: null, limitation_period: 'month', usage: 3 }],
  }

  it('accept an answer in progress and an unknown future status', () => {
    expect(researchAnswerSchema.parse(answer).response.answer).toBeNull()
    const future = researchAnswerSchema.parse({ ...answer, state: { status: 'translated' } })
    expect(knownResearchStatus(future.state.status)).toBeUndefined()
    expect(knownResearchStatus('done')).toBe('done')
  })

  it('accept a done answer with key facts and sources', () => {
    const done = researchAnswerSchema.parse({
      ...answer,
      state: { status: 'done' },
      response: {
        answer: 'About 500 bn USD.',
        keyFacts: [{ title: 'Revenue', type: 'number', unit: 'bn USD', value: '500' }],
        sources: [
          {
            contentId: '123',
            title: 'EV revenue',
            url: 'https://x',
            isCharged: false,
            releasedAt: '2024-01-01T00:00:00Z',
          },
        ],
      },
    })
    expect(done.response.keyFacts).toHaveLength(1)
    expect(done.response.errorMessage).toBeNull()
  })

  it('accept both ask forms and reject one without a token', () => {
    expect(researchAskResponseSchema.parse({ researchToken: 'tok-1' }).researchToken).toBe('tok-1')
    expect(researchAskResponseSchema.parse(answer).state?.status).toBe('content_retrieved')
    expect(researchAskResponseSchema.safeParse({ state: { status: 'requested' } }).success).toBe(
      false,
    )
  })
})

describe('reportLinksSchema', () => {
  it('turns missing formats into empty strings', () => {
    expect(reportLinksSchema.parse({ pdf: 'https://x/r.pdf', ppt: '', xls: null })).toEqual({
      pdf: 'https://x/r.pdf',
      ppt: '',
      xls: '',
    })
  })
})

describe('zod configuration', () => {
  it('parses without compiling code, so a CSP without unsafe-eval is enough', () => {
    expect(z.config().jitless).toBe(true)
    vi.stubGlobal('Function', () => {
      throw new Error('eval is not allowed')
    })
    try {
      expect(
        marketInsightListSchema.parse({ items: [marketInsight], total_count: 1 }).items,
      ).toHaveLength(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
