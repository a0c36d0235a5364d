import { describe, expect, it } from 'vitest'
import { consumerInsightSearchSchema } from '../../../src/api/schemas'
import { assertNeverServerError } from '../testing/fuzz-support'
import { call } from '../testing/test-client'

const PATH = '/v1/search/consumer-insights'

interface Group {
  question_id: string
  indicator: string
  label: string
  question_type: string
  metadata: { min_year: number; max_year: number }
  answers_subset: { answer_id: string; label: string; order: number; code: number }[]
  total_answers: number
}

async function search(q: string, extra = ''): Promise<Group[]> {
  const res = await call(`${PATH}?q=${encodeURIComponent(q)}${extra}`)
  expect(res.status, res.text).toBe(200)
  return (res.body as { results: Group[] }).results
}

describe('consumer-insight search', () => {
  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=%20%20', 'q'],
    [`q=${'a'.repeat(1001)}`, 'q'],
    ['q=tv&size=0', 'size'],
    ['q=tv&size=26', 'size'],
    ['q=tv&size=ten', 'size'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    const res = await call(`${PATH}?${query}`)
    expect(res.status).toBe(400)
    expect((res.body as { parameter: string }).parameter).toBe(parameter)
  })

  it('groups by question with the documented fields', async () => {
    const [first] = await search('generation')
    expect(first).toMatchObject({
      question_id: 'v0013g_demo_generation',
      indicator: 'Generation',
      question_type: 'single-pick',
      metadata: { min_year: 2021, max_year: 2026 },
      total_answers: 4,
    })
    expect(first?.answers_subset[0]).toEqual({
      answer_id: 'v0013g_demo_generation#1',
      label: 'Gen Z (born 1997–2012)',
      order: 1,
      code: 1,
    })
  })

  it('includes a question when only an answer matches, matching answers first', async () => {
    const results = await search('tiktok')
    const social = results.find((r) => r.question_id === 'v0111_social_platforms')
    expect(social?.answers_subset[0]?.label).toBe('TikTok')
    expect(social?.answers_subset.length).toBeLessThanOrEqual(8)
    expect(social?.total_answers).toBe(9)
    const deliveroo = await search('deliveroo')
    expect(deliveroo[0]?.question_id).toBe('v0162_food_delivery')
    expect(deliveroo[0]?.answers_subset[0]?.answer_id).toBe('v0162_food_delivery#3')
  })

  it('stems, matches prefixes, tolerates typos and knows synonyms', async () => {
    const ids = async (q: string) => (await search(q)).map((r) => r.question_id)
    expect(await ids('streams')).toContain('v0104_stream_frequency')
    expect(await ids('sustainab')).toContain('v0191_sus_importance')
    expect(await ids('finacial')).toContain('v0151_fin_products')
    expect(await ids('automobile')).toContain('v0143_mob_next_car')
    expect(await ids('car')).toContain('v0143_mob_next_car')
    expect(await ids('phone')).toContain('v0132_brand_smartphone')
    expect(await ids('money')).toContain('v0152_fin_main_bank')
    expect(await ids('age')).toContain('v0013g_demo_generation')
  })

  it('respects size and answers an unknown word with no results', async () => {
    expect(await search('streaming', '&size=2')).toHaveLength(2)
    expect((await search('the')).length).toBe(0)
    expect(await search('zzqqxx')).toEqual([])
    expect((await search('which')).length).toBeLessThanOrEqual(10)
  })
})

it('arbitrary query strings give 200 or 4xx, never 5xx', () => assertNeverServerError(PATH))

it('responses parse with the client schema (consumerInsightSearchSchema)', async () => {
  for (const q of ['streaming', 'car', 'tiktok']) {
    const res = await call(`${PATH}?q=${q}&size=25`)
    const parsed = consumerInsightSearchSchema.safeParse(res.body)
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  }
})
