import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProviderStandIn } from '../../../e2e/support/provider-stand-in'
import { QUESTIONS } from '../../../e2e/support/stand-in/survey-answers'
import { INDICATORS } from '../../../e2e/support/stand-in/indicator-answers'
import { checkProviderAnswer } from './provider-shapes'

/**
 * The journeys' provider stand-in (e2e/support/provider-stand-in.ts), over real HTTP: every
 * success it serves is valid under the provider's shapes in both variants, the minimal variant
 * carries each allowed oddity the app must survive, and its failures are the provider's plain
 * `{ "message" }` bodies with the documented statuses. (Its home is here because vitest's
 * server project runs server/**; e2e/ holds only Playwright's specs and support.)
 */
const KEY = 'stand-in-test-key'
const NOW = new Date('2026-06-15T12:00:00Z')
let standIn: { url: string; close(): Promise<void> }

beforeAll(async () => {
  standIn = await startProviderStandIn({ apiKey: KEY, now: () => NOW })
})
afterAll(() => standIn.close())

const enc = encodeURIComponent

async function get(target: string, init: RequestInit & { key?: string | null } = {}) {
  const { key = KEY, ...rest } = init
  const headers = new Headers(rest.headers)
  if (key !== null) headers.set('x-api-key', key)
  const res = await fetch(`${standIn.url}${target}`, { ...rest, headers })
  const text = await res.text()
  const json = res.headers.get('content-type')?.startsWith('application/json')
  return { res, text, body: json ? (JSON.parse(text) as unknown) : undefined }
}

/** A success, valid under the provider's shape of its path; its body and raw text. */
async function valid(variant: 'full' | 'minimal', target: string, init: RequestInit = {}) {
  const { res, text, body } = await get(`/${variant}${target}`, init)
  expect([200, 202], `${variant} ${target}: ${text.slice(0, 300)}`).toContain(res.status)
  const path = target.split('?')[0] ?? target
  expect(checkProviderAnswer(path, res.status, body), `${variant} ${target}`).toEqual({ ok: true })
  return { body: body as Record<string, unknown> & { items: Record<string, unknown>[] }, text }
}

const LISTS = [
  '/v1/marketInsights',
  '/v1/studies',
  '/v1/infographics',
  '/v1/statistics',
  '/v1/search/statistics',
]
const LIST_QUERIES = [
  '',
  'q=smartphone',
  'page=2&size=1',
  'size=0',
  'platform=de',
  'platform=en-de&sort=1',
  'premium=true',
  'date_from=2010-01-01&date_to=2026-06-30',
  'offset=1&limit=2',
]

describe.each(['full', 'minimal'] as const)(
  'every answer of the %s variant is provider-valid',
  (variant) => {
    it.each(LISTS)('%s', async (path) => {
      let seen = 0
      for (const query of LIST_QUERIES)
        seen += (await valid(variant, `${path}?${query}`)).body.items.length
      expect(seen).toBeGreaterThan(0)
    })

    it('the question search and every frequency and cross table', async () => {
      for (const q of [
        'brand',
        'streaming',
        'v2024.q-12_brand',
        `${QUESTIONS[1]?.id}#12000`,
        'zzz',
      ])
        await valid(variant, `/v1/search/consumer-insights?q=${enc(q)}&size=25`)
      for (const rows of QUESTIONS) {
        await valid(variant, `/v1/data/consumer-insights?rows=${enc(rows.id)}`)
        for (const columns of QUESTIONS.filter((q) => q !== rows))
          await valid(
            variant,
            `/v1/data/consumer-insights?rows=${enc(rows.id)}&columns=${enc(columns.id)}&filters=${enc('v0001_demo_gender#2')}&country=DEU&year=2025`,
          )
      }
    })

    it("indicators, a statistic's data, report links and the research job", async () => {
      await valid(variant, '/v1/search/market-insights/indicators?q=smartphone%20revenue')
      for (const indicator of INDICATORS.slice(0, 2))
        await valid(
          variant,
          `/v1/data/market-insights/indicator?id=${indicator.identifier}&geo=WLD,DEU`,
        )
      for (const id of [1000001, 1000002, 1000003, 1000004])
        await valid(variant, `/v1/data/statistic?id=${id}`)
      await valid(variant, '/v1/data/reports?id=50001')
      const asked = await valid(variant, '/v1/research-ai/ask', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'How big is the smartphone market?' }),
      })
      const token = String(asked.body.researchToken)
      const statuses = []
      for (let poll = 0; poll < 3; poll++) {
        const { body } = await valid(variant, `/v1/research-ai/answer?research_token=${enc(token)}`)
        statuses.push((body.state as { status: string }).status)
      }
      expect(statuses).toEqual(['answer_generated', 'key_facts_generated', 'done'])
    })
  },
)

describe('the minimal variant carries what the OpenAPI allows and the prose contract does not show', () => {
  it('lists: no total_pages; market insights without is_premium, released_at, description', async () => {
    const { body } = await valid('minimal', '/v1/marketInsights')
    expect(body).not.toHaveProperty('total_pages')
    for (const item of body.items) {
      for (const field of ['is_premium', 'released_at', 'description'])
        expect(item).not.toHaveProperty(field)
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}t\d{2}:\d{2}:\d{2}z$/)
    }
    expect(body.items.map((i) => i.platform)).toContain('fr')
    expect(body.items[0]?.path).toEqual([
      { id: null, name: 'Consumer Markets' },
      { name: 'Consumer Electronics' },
    ])
    const statistics = await valid('minimal', '/v1/search/statistics')
    for (const item of statistics.body.items) expect(item).not.toHaveProperty('date')
  })

  it('an identifier beyond 2^53, written exactly', async () => {
    const { text } = await valid('minimal', '/v1/infographics')
    expect(text).toContain('"identifier":9007199254740993,')
  })

  it('survey IDs with - and . and answer codes of 10000 and more', async () => {
    const { body } = await valid('minimal', '/v1/search/consumer-insights?q=brand')
    const results = body.results as {
      question_id: string
      answers_subset: { code: number; answer_id: string }[]
    }[]
    expect(results[0]?.question_id).toBe('v2024.q-12_brand')
    expect(results[0]?.answers_subset.map((a) => a.code)).toEqual([12000, 12001, 12002, 65535])
    const table = await valid(
      'minimal',
      `/v1/data/consumer-insights?rows=${enc('v2024.q-12_brand#12000')}&columns=v0103_stream-services`,
    )
    expect(Object.keys((table.body.chart as { data: object }).data)).toEqual([
      'Netflix',
      'Prime Video',
      'Disney+',
      'None of these',
    ])
  })

  it('an indicator whose series is shorter than its categories, and one identifier that is no UUID', async () => {
    const search = await valid('minimal', '/v1/search/market-insights/indicators?q=streaming')
    expect(search.body.items.map((i) => i.identifier)).toContain('mi-legacy-streaming-0042')
    for (const item of search.body.items) expect(item).not.toHaveProperty('covered_geos')
    const { body } = await valid(
      'minimal',
      `/v1/data/market-insights/indicator?id=${INDICATORS[0]?.identifier}&geo=WLD,DEU`,
    )
    const [world, germany] = (body.chart as { data: { categories: string[]; series: number[] }[] })
      .data
    expect(world!.series.length).toBe(world!.categories.length - 1)
    expect(germany!.series.length).toBe(germany!.categories.length)
  })

  it('research: nulls until done, a leap second, the status before done', async () => {
    const asked = await valid('minimal', '/v1/research-ai/ask', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'Who streams?' }),
    })
    expect(asked.body.metaInformation).toMatchObject({ answeredAt: null, chainVersion: null })
    const poll = () =>
      valid(
        'minimal',
        `/v1/research-ai/answer?research_token=${enc(String(asked.body.researchToken))}`,
      )
    await poll()
    const facts = await poll()
    expect(facts.body.state).toMatchObject({ status: 'key_facts_generated', qualityScore: null })
    expect(facts.body.response).toMatchObject({ keyFacts: null })
    const done = await poll()
    expect(done.text).toContain('"releasedAt":"2016-12-31T23:59:60Z"')
    expect(done.body.response).toMatchObject({ keyFacts: expect.any(Array) })
  })

  it('report links lead to the token download, which serves a real file', async () => {
    const minimal = (await valid('minimal', '/v1/data/reports?id=1000001')).body
    expect(Object.keys(minimal)).toEqual(['pdf'])
    const links = (await valid('full', '/v1/data/reports?id=1000001')).body as Record<
      string,
      string
    >
    for (const [format, magic] of [
      ['pdf', '%PDF-'],
      ['ppt', 'PK'],
      ['xls', 'PK'],
    ] as const) {
      const url = new URL(links[format] ?? '')
      expect(url.origin + url.pathname).toBe(`${standIn.url}/full/v1/data/report`)
      const res = await fetch(url, { headers: { 'x-api-key': KEY } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="report-1000001\.(pdf|pptx|xlsx)"$/,
      )
      expect(Buffer.from(await res.arrayBuffer()).toString('latin1', 0, magic.length)).toBe(magic)
    }
  })
})

describe('the full variant sends every documented field and none of the oddities', () => {
  it('lists, infographics and indicators', async () => {
    const { body } = await valid('full', '/v1/marketInsights?platform=en-de')
    expect(body.total_pages).toBe(1)
    for (const item of body.items) {
      for (const field of ['is_premium', 'released_at', 'updated_at', 'description', 'sub_title'])
        expect(item).toHaveProperty(field)
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
      expect(['en', 'de']).toContain(item.platform)
    }
    const infographics = await valid('full', '/v1/infographics')
    expect(infographics.text).not.toContain('9007199254740993')
    const indicators = await valid('full', '/v1/search/market-insights/indicators?q=streaming')
    for (const item of indicators.body.items) {
      expect(item.identifier).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      )
      expect(item).toHaveProperty('covered_geos')
    }
  })
})

describe('failures are plain { message } bodies', () => {
  it.each([400, 401, 403, 404, 429, 500])('__status_%s', async (status) => {
    for (const target of [
      `/v1/studies?q=__status_${status}`,
      `/v1/data/consumer-insights?rows=__status_${status}`,
    ]) {
      const { res, body } = await get(target)
      expect(res.status, target).toBe(status)
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(body).toEqual({ message: expect.any(String) })
      expect(res.headers.get('retry-after')).toBe(status === 429 ? '2' : null)
    }
  })

  it.each([
    ['/v1/data/consumer-insights?rows=v9999_not_asked', 404, 'unknown question'],
    [
      `/v1/data/consumer-insights?rows=v0001_demo_gender&columns=${enc('v0001_demo_gender#9')}`,
      404,
      'unknown answer',
    ],
    ['/v1/data/statistic?id=424242', 404, 'statistic not found'],
    ['/v1/data/statistic?id=abc', 400, 'id must be an unsigned integer'],
    ['/v1/data/market-insights/indicator?id=mi-legacy-streaming-0042', 400, 'id must be a UUID'],
    ['/v1/research-ai/answer?research_token=nope', 404, 'unknown research token'],
    ['/v1/data/report?t=nope', 400, 't is not a valid report token'],
    ['/v1/search/consumer-insights?q=brand&size=26', 400, 'size must be from 1 to 25'],
    ['/v1/studies?date_from=yesterday', 400, 'date_from is not a valid date'],
    ['/v1/nowhere', 404, 'Not Found'],
  ])('%s', async (target, status, message) => {
    const { res, body } = await get(target)
    expect(res.status).toBe(status)
    expect(body).toEqual({ message })
  })

  it('401 without the key or with another', async () => {
    expect((await get('/v1/studies', { key: null })).res.status).toBe(401)
    expect((await get('/v1/studies', { key: 'other' })).body).toEqual({
      message: 'Invalid API key',
    })
    const bearer = await get('/v1/studies', {
      key: null,
      headers: { authorization: `Bearer ${KEY}` },
    })
    expect(bearer.res.status).toBe(200)
  })
})

it('counts the /v1 calls per path, all or those containing a text, until reset', async () => {
  await fetch(`${standIn.url}/__calls/reset`, { method: 'POST' })
  await get('/v1/studies?q=counted-once')
  await get(`/v1/data/consumer-insights?rows=${enc('v7.unknown-q')}`)
  await get(`/minimal/v1/data/consumer-insights?rows=${enc('v7.unknown-q')}`)
  expect((await get('/assets/teasers/10001.svg')).res.status).toBe(200)
  const all = (await get('/__calls')).body
  expect(all).toMatchObject({
    total: 3,
    paths: { '/v1/studies': 1, '/v1/data/consumer-insights': 2 },
  })
  expect((await get(`/__calls?contains=${enc('v7.unknown-q')}`)).body).toMatchObject({
    total: 2,
    paths: { '/v1/data/consumer-insights': 2 },
  })
})
