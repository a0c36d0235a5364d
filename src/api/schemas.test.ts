import { describe, expect, it, vi } from 'vitest'
import { z } from './zod'
import {
  consumerInsightSearchSchema,
  dataTableSchema,
  dayOf,
  normaliseServiceDate,
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
    expect(item?.identifier).toBe('1234567')
    expect(parsed.unreadable.count).toBe(0)
  })

  it('accept market insights as the provider describes them: no is_premium, released_at or description, a null parent id', () => {
    const { is_premium: _p, released_at: _r, description: _d, ...bare } = marketInsight
    const parsed = marketInsightListSchema.parse({
      items: [{ ...bare, path: [{ id: null, name: 'Mobility' }], date: '2024-03-07t12:45:38z' }],
      total_count: 1,
    })
    const item = parsed.items[0]
    expect(item?.is_premium).toBeUndefined()
    expect(item?.path[0]?.name).toBe('Mobility')
    expect(item?.date).toBe('2024-03-07T12:45:38Z')
    expect(parsed.total_pages).toBeUndefined()
  })

  it('keep identifiers beyond 2^53 exact, as the digits the answer carried', () => {
    const parsed = studyListSchema.parse({
      items: [{ identifier: '18446744073709551615', title: 'T', link: 'https://x' }],
      total_count: 1,
    })
    expect(parsed.items[0]?.identifier).toBe('18446744073709551615')
  })

  it('show the items that can be read, and say how many could not and why', () => {
    const parsed = studyListSchema.parse({
      items: [
        { identifier: 1, title: 'One', link: 'https://x' },
        { identifier: 2, link: 'https://x' },
        { identifier: 3, title: 'Three', link: 'https://x', is_premium: 'yes' },
        { identifier: 4, title: 'Four', link: 'https://x' },
      ],
      total_count: 40,
    })
    expect(parsed.items.map((i) => i.title)).toEqual(['One', 'Four'])
    expect(parsed.unreadable).toEqual({
      count: 2,
      of: 4,
      reasons: ['no title', 'is_premium not boolean'],
    })
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

  it('accept statistics without date or total_pages', () => {
    const parsed = statisticListSchema.parse({
      items: [
        {
          identifier: 9,
          title: 'S',
          link: 'l',
          platform: 'fr',
          teaser_image_urls: [],
          geolocations: [{ id: 2, name: 'USA', code: 'US' }],
        },
      ],
      total_count: 100,
      took: { search: '12ms', load: '3ms', conv: '1ms' },
    })
    expect(parsed.items[0]?.platform).toBe('fr')
    expect(parsed.items[0]?.date).toBeUndefined()
  })

  it.each([
    ['fractional identifier', { identifier: 1.5 }],
    ['negative identifier', { identifier: -3 }],
    ['is_premium as string', { is_premium: 'true' }],
    ['path as a string', { path: '/outlook/cars', title: 7 }],
  ])('leave out an item with a misleading %s, never its neighbours', (_label, patch) => {
    const result = marketInsightListSchema.parse({
      items: [{ ...marketInsight, ...patch }, marketInsight],
      total_count: 2,
    })
    expect(result.items).toHaveLength(1)
    expect(result.unreadable.count).toBe(1)
  })

  it('leave out a market without a name from the path, keeping the item', () => {
    const parsed = marketInsightListSchema.parse({
      items: [{ ...marketInsight, children: [{ id: 4 }, { name: 'Used Cars' }] }],
      total_count: 1,
    })
    expect(parsed.items[0]?.children.map((c) => c.name)).toEqual(['Used Cars'])
  })
})

describe('service dates', () => {
  it.each([
    ['2024-05-01T00:00:00Z', '2024-05-01T00:00:00Z'],
    ['2024-03-07t12:45:38z', '2024-03-07T12:45:38Z'],
    ['2024-05-01T00:00:00', '2024-05-01T00:00:00Z'],
    ['2024-05-01 10:11:12', '2024-05-01T10:11:12Z'],
    ['2024-05-01T00:00:00.123Z', '2024-05-01T00:00:00.123Z'],
    ['2024-05-01T00:00:00+05:30', '2024-05-01T00:00:00+05:30'],
    ['2016-12-31T23:59:60Z', '2016-12-31T23:59:59Z'],
    ['2024-02-29', '2024-02-29'],
    ['07.03.2024', '2024-03-07'],
    ['07.03.2024 12:45:38', '2024-03-07T12:45:38Z'],
    ['2024/03/07', '2024-03-07'],
  ])('reads %s as %s', (text, normal) => {
    expect(normaliseServiceDate(text)).toBe(normal)
    expect(dayOf(normaliseServiceDate(text))).toBe(normal.slice(0, 10))
  })

  it.each(['2024-13-01', '2023-02-29', '2024-05-01T25:00:00Z', 'not a date', 'Q3 2024', ''])(
    'keeps %s as it was written, which is no day',
    (text) => {
      expect(normaliseServiceDate(text)).toBe(text)
      expect(dayOf(text)).toBeUndefined()
    },
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

  it('accept an indicator whose identifier is not a UUID (the provider says only "string")', () => {
    const result = indicatorSearchSchema.parse({
      items: [{ identifier: 'mi-ecommerce-revenue-food', title: 'Revenue' }],
      total_count: 1,
    })
    expect(result.items[0]?.identifier).toBe('mi-ecommerce-revenue-food')
  })

  it('accept question IDs with - and . and answer codes up to 65535; leave out what the address cannot carry', () => {
    const question = (question_id: string, code: number) => ({
      question_id,
      label: 'Q',
      answers_subset: [{ answer_id: `${question_id}#${code}`, label: 'A', order: 1, code }],
    })
    const parsed = consumerInsightSearchSchema.parse({
      results: [
        question('v2024.q-12_brand', 12000),
        question('has space', 1),
        question('v1', 70000),
      ],
    })
    expect(parsed.results.map((r) => r.question_id)).toEqual(['v2024.q-12_brand', 'v1'])
    expect(parsed.results[0]?.answers_subset[0]?.code).toBe(12000)
    expect(parsed.results[1]?.answers_subset).toEqual([])
    expect(parsed.unreadable.count).toBe(1)
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
    ['percentage over 100', { percentage: 131.5 }],
    ['negative percentage', { percentage: -2 }],
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
