import { beforeAll, describe, expect, it } from 'vitest'
import { call, TEST_NOW, testService } from '../testing/test-client'
import { checkProviderAnswer } from './provider-shapes'

/**
 * Every answer of the embedded service is one the real service could send: each endpoint is
 * called with representative queries, for both packages, and each success is checked against
 * the provider's published shapes (provider-shapes.ts). The starter package has only the four
 * list endpoints; everything else answers it 403, which is right and checked too.
 */

// Generating the catalogue takes seconds on a busy machine: not part of any one test's time.
beforeAll(() => void testService(), 120_000)

const PACKAGES = ['demo-advanced', 'demo-starter'] as const
const enc = encodeURIComponent

/** Asks `target` and checks the answer: a provider-valid success, or 403 for a starter key. */
async function expectProviderValid(
  target: string,
  key: (typeof PACKAGES)[number],
  init: RequestInit = {},
  options = {},
): Promise<unknown> {
  const res = await call(target, { ...init, key }, options)
  const path = target.split('?')[0] ?? target
  if (key === 'demo-starter' && !STARTER_PATHS.has(path)) {
    expect(res.status, `${key} ${target}: ${res.text}`).toBe(403)
    return undefined
  }
  expect([200, 202], `${key} ${target}: ${res.text.slice(0, 300)}`).toContain(res.status)
  const verdict = checkProviderAnswer(path, res.status, res.body)
  expect(verdict, `${key} ${target}`).toEqual({ ok: true })
  return res.body
}

const STARTER_PATHS = new Set([
  '/v1/marketInsights',
  '/v1/studies',
  '/v1/infographics',
  '/v1/search/statistics',
])

// Every list query the app sends, and the edges: paging, no items, German, both platforms, the
// premium filter (ignored where the endpoint has none), newest first, a wide date window.
const LIST_QUERIES = [
  '',
  'q=energy',
  'q=smartphone%20revenue&page=2',
  'size=0',
  'size=50',
  'platform=de&q=Umsatz',
  'platform=en-de&sort=1',
  'premium=true&date_from=2010-01-01',
  'premium=false&offset=7&size=3',
  'date_from=2020-01-01&date_to=2025-12-31&sort=1',
]
const LISTS = ['/v1/marketInsights', '/v1/studies', '/v1/infographics', '/v1/search/statistics']

describe.each(PACKAGES)('the embedded service answers as the provider would: %s', (key) => {
  it.each(LISTS)('%s', async (path) => {
    for (const query of LIST_QUERIES) await expectProviderValid(`${path}?${query}`, key)
  })

  it('the question and indicator searches', async () => {
    for (const q of ['gender', 'video streaming services', 'Alter', 'x']) {
      await expectProviderValid(`/v1/search/consumer-insights?q=${enc(q)}`, key)
      await expectProviderValid(`/v1/search/market-insights/indicators?q=${enc(q)}&size=25`, key)
    }
  })

  it('frequency and cross tables, with filters, a country and a year', async () => {
    const gender = 'v0001_demo_gender'
    const generation = 'v0013g_demo_generation'
    const streaming = 'v0103_stream_services'
    for (const query of [
      `rows=${gender}`,
      `rows=${streaming}&columns=${generation}`,
      `rows=${streaming}&columns=${generation}&filters=${enc(`${gender}#1,${generation}#2`)}`,
      `rows=${enc(`${streaming}#1`)}&columns=${gender}&country=DEU`,
      `rows=${generation}&year=${TEST_NOW.getUTCFullYear() - 1}`,
    ])
      await expectProviderValid(`/v1/data/consumer-insights?${query}`, key)
  })

  it("a statistic's data, an indicator's series in two geos, a study's report links", async () => {
    const statistic = await firstItem('/v1/search/statistics?q=revenue&date_from=2010-01-01')
    await expectProviderValid(`/v1/data/statistic?id=${statistic}`, key)

    const found = (await call('/v1/search/market-insights/indicators?q=ecommerce%20revenue&size=1'))
      .body as { items: { identifier: string; covered_geos: Record<string, string> }[] }
    const indicator = found.items[0]
    const geos = Object.keys(indicator?.covered_geos ?? {}).slice(0, 2)
    expect(geos).toHaveLength(2)
    await expectProviderValid(
      `/v1/data/market-insights/indicator?id=${indicator?.identifier}&geo=${geos.join(',')}`,
      key,
    )

    const study = await firstItem('/v1/studies?date_from=2010-01-01')
    await expectProviderValid(`/v1/data/reports?id=${study}`, key)
  })
})

async function firstItem(target: string): Promise<number> {
  const res = await call(target)
  const id = (res.body as { items: { identifier: number }[] }).items[0]?.identifier
  expect(id, target).toBeTypeOf('number')
  return id!
}

describe('a research job, asked and polled until done', () => {
  // A clock of this file's own (test-client keys services by options without `now`; no other
  // file asks for 50 ms steps), so the job is walked through every status without waiting.
  let now = TEST_NOW
  const options = { now: () => now, researchStepMs: 50 }

  it.each(PACKAGES)('%s', async (key) => {
    now = TEST_NOW
    const asked = await expectProviderValid(
      '/v1/research-ai/ask',
      key,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'How many electric vehicles were sold in Europe?' }),
      },
      options,
    )
    if (!asked) return
    const token = (asked as { researchToken: string }).researchToken
    const seen = new Set<string>()
    for (let step = 0; step <= 10; step++) {
      now = new Date(TEST_NOW.getTime() + step * 50 + 25)
      const body = (await expectProviderValid(
        `/v1/research-ai/answer?research_token=${enc(token)}`,
        key,
        {},
        options,
      )) as { state: { status: string } }
      seen.add(body.state.status)
    }
    expect(seen).toContain('done')
  })
})
