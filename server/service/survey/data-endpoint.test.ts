import { describe, expect, it } from 'vitest'
import { dataTableSchema } from '../../../src/api/schemas'
import { assertNeverServerError } from '../testing/fuzz-support'
import { call, TEST_NOW } from '../testing/test-client'
import { createSurvey } from './survey'

const PATH = '/v1/data/consumer-insights'
const GEN = 'v0013g_demo_generation'
const STREAM = 'v0103_stream_services'
const survey = createSurvey({ now: TEST_NOW, respondents: 20_000 })

interface Point {
  name: string
  percentage: number
  respondents: number
}
interface Table {
  identifier: { rows: string; columns: string; filters: string[]; survey_id: string }
  date: string
  link: string
  geolocations: { code: string }[]
  chart: { valueUnit: string; data: Record<string, Point[]>; bases: Record<string, number> }
}

async function table(query: string): Promise<Table> {
  const res = await call(`${PATH}?${query}`)
  expect(res.status, res.text).toBe(200)
  return res.body as Table
}

async function problem(query: string, status: number, parameter?: string) {
  const res = await call(`${PATH}?${query}`)
  expect(res.status, res.text).toBe(status)
  expect(res.headers.get('content-type')).toContain('application/problem+json')
  const body = res.body as { detail: string; parameter?: string; [extra: string]: unknown }
  if (parameter) expect(body.parameter).toBe(parameter)
  return body
}

const enc = encodeURIComponent

describe('data endpoint parameters', () => {
  it.each([
    ['', 'rows'],
    ['rows=', 'rows'],
    ['rows=bad-id!', 'rows'],
    [`rows=${enc('v0013g_demo_generation#x')}`, 'rows'],
    [`rows=${GEN}&columns=${enc('a b')}`, 'columns'],
    [`rows=${GEN}&columns=${GEN}`, 'columns'],
    [`rows=${GEN}&columns=${enc(GEN + '#2')}`, 'columns'],
    [`rows=${GEN}&filters=v0001_demo_gender`, 'filters'],
    [`rows=${GEN}&filters=${enc('v0001_demo_gender#1,,v0001_demo_gender#2')}`, 'filters'],
    [`rows=${GEN}&country=DE`, 'country'],
    [`rows=${GEN}&country=DEU1`, 'country'],
    [`rows=${GEN}&year=26`, 'year'],
    [`rows=${GEN}&year=1899`, 'year'],
    [`rows=${GEN}&year=20x6`, 'year'],
    [`rows=${GEN}&rows=${GEN}`, 'rows'],
  ])('%s → 400 naming %s', async (query, parameter) => {
    await problem(query, 400, parameter)
  })

  it('unknown question or answer → 404 naming it', async () => {
    expect((await problem('rows=v9999_nope', 404, 'rows')).detail).toContain('v9999_nope')
    expect((await problem(`rows=${enc(GEN + '#9')}`, 404, 'rows')).detail).toContain(`${GEN}#9`)
    expect(
      (await problem(`rows=${GEN}&filters=${enc('v0001_demo_gender#7')}`, 404, 'filters')).detail,
    ).toContain('v0001_demo_gender#7')
    await problem(`rows=${GEN}&columns=v0000_missing`, 404, 'columns')
  })

  it('a year or country without data → 404 saying what exists', async () => {
    const year = await problem(`rows=${GEN}&year=1990`, 404, 'year')
    expect(year.detail).toContain('2021–2026')
    const country = await problem(`rows=${GEN}&country=CHE`, 404, 'country')
    expect(country.detail).toContain('USA')
    const region = await problem('rows=v0025_demo_regiondeu&country=FRA', 404, 'country')
    expect(region.detail).toContain('DEU')
    const dropped = await problem('rows=v0113_social_influencer', 404, 'year')
    expect(dropped.detail).toContain('2021–2024')
  })

  it('a year or country without data lists, as data, where each question was asked', async () => {
    const region = await problem(`rows=v0025_demo_regiondeu&columns=${GEN}&country=FRA`, 404)
    expect(region['asked']).toEqual([
      { question_id: 'v0025_demo_regiondeu', years: survey.years, countries: ['DEU'] },
      { question_id: GEN, years: survey.years, countries: survey.countries.map((c) => c.code) },
    ])
    const dropped = await problem('rows=v0113_social_influencer', 404, 'year')
    expect(dropped['asked']).toEqual([
      expect.objectContaining({
        question_id: 'v0113_social_influencer',
        years: [2021, 2022, 2023, 2024],
      }),
    ])
  })

  it('defaults to the current year, pools countries, accepts lower-case country', async () => {
    const pooled = await table(`rows=${GEN}`)
    expect(pooled.date).toBe('2026')
    expect(pooled.geolocations).toHaveLength(survey.countries.length)
    const deu = await table(`rows=${GEN}&country=deu&year=2023`)
    expect(deu.date).toBe('2023')
    expect(deu.geolocations).toEqual([{ name: 'Germany', code: 'DEU' }])
    expect(deu.link).toMatch(/^https:\/\/.+utm_source=/)
    expect(pooled.chart.bases['Total']).toBeGreaterThan(deu.chart.bases['Total'] ?? 0)
  })
})

describe('tables', () => {
  it('region questions hold the regions of their own country only', async () => {
    const t = await table('rows=v0025_demo_regiondeu')
    expect(t.geolocations.map((g) => g.code)).toEqual(['DEU'])
    expect(t.chart.data['Total']?.map((p) => p.name)).toContain('Berlin')
    const jpn = await table('rows=v0025_demo_regionjpn&country=JPN&year=2022')
    expect(jpn.chart.data['Total']?.map((p) => p.name)).toContain('Kanto')
  })

  it('a multi-pick filter keeps respondents who picked any listed answer (brute force)', async () => {
    const social = 'v0111_social_platforms'
    const t = await table(`rows=${GEN}&country=BRA&filters=${enc(`${social}#3,${social}#6`)}`)
    const c = survey.countries.findIndex((x) => x.code === 'BRA')
    const y = survey.years.indexOf(2026)
    const col = survey.columns.get(social)
    let base = 0
    for (let i = 0; i < survey.respondents; i++)
      if (survey.country[i] === c && survey.year[i] === y && ((col?.[i] ?? 0) & 0b100100) !== 0)
        base++
    expect(base).toBeGreaterThan(20)
    expect(t.chart.bases['Total']).toBe(base)
  })

  it('frequency table: one series, percentages of the base summing to 100', async () => {
    const t = await table(`rows=${GEN}&country=USA`)
    expect(Object.keys(t.chart.data)).toEqual(['Total'])
    const points = t.chart.data['Total'] ?? []
    expect(points).toHaveLength(4)
    const base = t.chart.bases['Total'] ?? 0
    expect(points.reduce((a, p) => a + p.respondents, 0)).toBe(base)
    expect(points.reduce((a, p) => a + p.percentage, 0)).toBeCloseTo(100, 0)
    for (const p of points) {
      expect(Number.isInteger(p.respondents)).toBe(true)
      expect(p.percentage).toBeCloseTo((p.respondents / base) * 100, 1)
    }
  })

  it('cross table: one series per column answer, column percent', async () => {
    const t = await table(`rows=${STREAM}&columns=${GEN}&country=GBR&year=2024`)
    const gen = survey.byId.get(GEN)
    expect(Object.keys(t.chart.data)).toEqual(gen?.answers.map((a) => a.label))
    expect(t.identifier).toMatchObject({ rows: STREAM, columns: GEN, filters: [] })
    // multi-pick: a respondent counts in every answer picked
    const genZ = t.chart.data[gen?.answers[0]?.label ?? ''] ?? []
    expect(genZ.reduce((a, p) => a + p.percentage, 0)).toBeGreaterThan(100)
  })

  it('answers correlate with demographics: Gen Z streams Netflix far more than Boomers', async () => {
    const t = await table(`rows=${enc(STREAM + '#1')}&columns=${GEN}`)
    const [genZ, , , boomers] = Object.values(t.chart.data).map((s) => s[0]?.percentage ?? 0)
    expect(genZ).toBeGreaterThan((boomers ?? 0) + 20)
    const tiktok = await table(`rows=${enc('v0111_social_platforms#3')}&columns=${GEN}`)
    const shares = Object.values(tiktok.chart.data).map((s) => s[0]?.percentage ?? 0)
    expect(shares[0]).toBeGreaterThan((shares[3] ?? 0) * 2)
    // higher income → more vacation trips
    const trips = await table(`rows=v0171_travel_trips&columns=v0016_demo_income`)
    const none = Object.values(trips.chart.data).map((s) => s[0]?.percentage ?? 0)
    expect(none[0]).toBeGreaterThan((none[4] ?? 0) + 15)
  })

  it('a single answer as rows or columns splits only that answer', async () => {
    const t = await table(
      `rows=${enc(GEN + '#2')}&columns=${enc('v0001_demo_gender#1')}&country=FRA`,
    )
    expect(Object.keys(t.chart.data)).toEqual(['Female'])
    expect(t.chart.data['Female']?.map((p) => p.name)).toEqual(['Millennials (born 1981–1996)'])
    const all = await table(`rows=${GEN}&columns=v0001_demo_gender&country=FRA`)
    expect(t.chart.data['Female']).toEqual([all.chart.data['Female']?.[1]])
  })

  it('filters: OR within a question, AND across questions (brute force)', async () => {
    const gender = 'v0001_demo_gender'
    const income = 'v0016_demo_income'
    const filters = [`${gender}#1`, `${income}#4`, `${income}#5`]
    const t = await table(`rows=${STREAM}&country=ESP&year=2025&filters=${enc(filters.join(','))}`)
    expect(t.identifier.filters).toEqual(filters)

    const c = survey.countries.findIndex((x) => x.code === 'ESP')
    const y = survey.years.indexOf(2025)
    const g = survey.columns.get(gender)
    const inc = survey.columns.get(income)
    const s = survey.columns.get(STREAM)
    let base = 0
    const netflix = [0, 0]
    for (let i = 0; i < survey.respondents; i++) {
      if (survey.country[i] !== c || survey.year[i] !== y) continue
      if (g?.[i] !== 1 || !(inc?.[i] === 4 || inc?.[i] === 5) || !s?.[i]) continue
      base++
      if ((s[i] ?? 0) & 1) netflix[0] = (netflix[0] ?? 0) + 1
    }
    expect(base).toBeGreaterThan(20)
    expect(t.chart.bases['Total']).toBe(base)
    expect(t.chart.data['Total']?.[0]?.respondents).toBe(netflix[0])

    const or = await table(
      `rows=${STREAM}&country=ESP&year=2025&filters=${enc(`${income}#4,${income}#5`)}`,
    )
    const one = await table(`rows=${STREAM}&country=ESP&year=2025&filters=${enc(`${income}#4`)}`)
    expect(or.chart.bases['Total']).toBeGreaterThan(one.chart.bases['Total'] ?? 0)
    expect(or.chart.bases['Total']).toBeGreaterThan(base)
  })
})

it('arbitrary query strings give 200 or 4xx, never 5xx', () => assertNeverServerError(PATH))

it('responses parse with the client schema (dataTableSchema)', async () => {
  for (const query of [
    `rows=${GEN}`,
    `rows=${STREAM}&columns=${GEN}&country=JPN&filters=${enc('v0001_demo_gender#2')}`,
    `rows=${enc(STREAM + '#2')}&columns=${enc(GEN + '#1')}&year=2022`,
  ]) {
    const parsed = dataTableSchema.safeParse(await table(query))
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
  }
})
