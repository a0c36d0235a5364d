import { beforeAll, describe, expect, it } from 'vitest'
import { indicatorDataSchema, statisticDataSchema } from '../../../src/api/schemas'
import { creditsOf } from '../../../src/api/endpoints'
import { generateIndicators } from '../indicators/generate'
import { GEOS } from '../indicators/market-data'
import { call, TEST_NOW, testService } from '../testing/test-client'

// Generating the catalogue takes seconds on a busy machine: not part of any one test's time.
beforeAll(() => void testService(), 120_000)

const STATISTIC = '/v1/data/statistic'
const INDICATOR = '/v1/data/market-insights/indicator'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

interface Listed {
  identifier: number
  platform: string
}

async function statistics(query: string): Promise<Listed[]> {
  const res = await call(`/v1/search/statistics?size=10&date_from=2010-01-01&${query}`)
  expect(res.status, res.text).toBe(200)
  return (res.body as { items: Listed[] }).items
}

async function firstId(path: string): Promise<number> {
  const res = await call(`${path}?size=1`)
  return (res.body as { items: { identifier: number }[] }).items[0]?.identifier ?? -1
}

interface IndicatorHit {
  identifier: string
  covered_geos: Record<string, string>
  covered_timeframe: { start: string; end: string }
  description: string
}

async function indicator(q = 'ecommerce revenue'): Promise<IndicatorHit> {
  const res = await call(`/v1/search/market-insights/indicators?q=${encodeURIComponent(q)}&size=1`)
  const hit = (res.body as { items: IndicatorHit[] }).items[0]
  if (!hit) throw new Error(`no indicator for ${q}`)
  return hit
}

async function problem(path: string, key?: string) {
  const res = await call(path, key === undefined ? {} : { key })
  expect(res.headers.get('content-type'), res.text).toContain('application/problem+json')
  return { status: res.status, body: res.body as { parameter?: string; detail: string } }
}

describe('keys and packages', () => {
  it.each([STATISTIC, INDICATOR])('%s: 401 without or with an unknown key', async (path) => {
    expect((await problem(`${path}?id=1`, null as unknown as string)).status).toBe(401)
    expect((await problem(`${path}?id=1`, 'nope')).status).toBe(401)
  })

  it.each([STATISTIC, INDICATOR])(
    '%s: 403 for a revoked key and for the starter package, before its parameters are read',
    async (path) => {
      expect((await problem(`${path}?id=1`, 'demo-revoked')).status).toBe(403)
      const starter = await problem(`${path}?id=not-valid`, 'demo-starter')
      expect(starter.status).toBe(403)
      expect(starter.body.detail).toContain('starter')
    },
  )

  it('are billed 10 and 15 credits a call', () => {
    expect(creditsOf(STATISTIC)).toBe(10)
    expect(creditsOf(INDICATOR)).toBe(15)
  })
})

describe('GET /v1/data/statistic', () => {
  it.each(['', 'id=', 'id=abc', 'id=-4', 'id=1.5', 'id=1&id=2', 'id=18446744073709551616'])(
    '400 naming id for "%s"',
    async (query) => {
      const { status, body } = await problem(`${STATISTIC}?${query}`)
      expect(status).toBe(400)
      expect(body.parameter).toBe('id')
    },
  )

  it('404 for an unknown id and for an item that is not a statistic', async () => {
    expect((await problem(`${STATISTIC}?id=999`)).status).toBe(404)
    // A provider identifier may be any unsigned 64-bit number: one beyond 2^53 names nothing here.
    expect((await problem(`${STATISTIC}?id=99999999999999999`)).status).toBe(404)
    const study = await problem(`${STATISTIC}?id=${await firstId('/v1/studies')}`)
    expect(study.status).toBe(404)
    expect(study.body.detail).toContain('not a statistic')
  })

  it('answers the statistic with its chart, in the shape the client parses', async () => {
    for (const { identifier } of await statistics('q=revenue')) {
      const res = await call(`${STATISTIC}?id=${identifier}`)
      expect(res.status, res.text).toBe(200)
      const parsed = statisticDataSchema.safeParse(res.body)
      expect(parsed.success, parsed.error?.message).toBe(true)
      const data = parsed.data
      if (!data) continue
      expect(data.identifier).toBe(String(identifier))
      expect(Object.keys(data.chart.data)).toHaveLength(1)
      expect(data.chart.unit).toMatch(/^in /)
    }
  })

  it('shows the same numbers in the description, the data and the teaser', async () => {
    const listed = [
      ...(await statistics('q=revenue')),
      ...(await statistics('q=Umsatz')),
      ...(await statistics('q=share')),
      ...(await statistics('q=users&offset=10')),
    ]
    const kinds = new Set<string>()
    for (const { identifier, platform } of listed) {
      const data = statisticDataSchema.parse((await call(`${STATISTIC}?id=${identifier}`)).body)
      kinds.add(data.chart.graphType)
      const [, points = []] = Object.entries(data.chart.data)[0] ?? []
      const values = points.map((p) => Number(p.data))
      const unit = (data.chart.unit ?? '').replace(/^in /, '')

      // The description states one point of the series, with its unit.
      const text = (data.description ?? '').replace(/<[^>]*>/g, ' ')
      const stated = values.filter((v) => {
        const shown = platform === 'de' ? v.toFixed(1).replace('.', ',') : v.toFixed(1)
        return text.includes(`${shown} ${unit}`)
      })
      expect(stated.length, `${identifier}: ${text}`).toBeGreaterThan(0)
      const forecast = /(?:Figures from|Werte ab) (\d{4})/.exec(text)?.[1]
      if (forecast) expect(points.map((p) => p.name)).toContain(forecast)

      // The report files (PDF, PPTX, XLSX) against the same answer: assets/report-files.test.ts.

      // The teaser draws one bar per point, as tall as its value allows.
      const svg = (await call(`/assets/teasers/${identifier}.svg`, { key: null })).text
      const heights = [...svg.matchAll(/<rect [^>]*height="(\d+)" rx="2"/g)].map((m) =>
        Number(m[1]),
      )
      expect(heights).toHaveLength(points.length)
      const max = Math.max(...values)
      heights.forEach((h, i) =>
        expect(Math.abs(h - Math.max(2, ((values[i] ?? 0) / max) * 170))).toBeLessThanOrEqual(1),
      )
    }
    // The mix covers more than one kind of chart.
    expect(kinds.size).toBeGreaterThan(1)
  })
})

describe('GET /v1/data/market-insights/indicator', () => {
  it('identifies indicators by UUIDs that stay the same on every start-up', () => {
    const first = generateIndicators(TEST_NOW).map((i) => i.identifier)
    expect(generateIndicators(TEST_NOW).map((i) => i.identifier)).toEqual(first)
    expect(new Set(first).size).toBe(first.length)
    for (const id of first) expect(id).toMatch(UUID)
  })

  it.each([
    ['', 'id'],
    ['id=', 'id'],
    ['id=mi-ecommerce-revenue', 'id'],
    ['id=1&id=2', 'id'],
  ])('400 naming the parameter for "%s"', async (query, parameter) => {
    const { status, body } = await problem(`${INDICATOR}?${query}`)
    expect(status).toBe(400)
    expect(body.parameter).toBe(parameter)
  })

  it.each(['geo=W-D', 'geo=WLD,', 'geo=WORLD', 'geo=WLD&geo=DEU', 'geo=WLD,DEU,USA,GBR,FRA,JPN'])(
    '400 naming geo for "%s"',
    async (query) => {
      const { identifier } = await indicator()
      const { status, body } = await problem(`${INDICATOR}?id=${identifier}&${query}`)
      expect(status).toBe(400)
      expect(body.parameter).toBe('geo')
    },
  )

  it('404 for an unknown indicator and for a geo it does not cover, naming those it does', async () => {
    const unknown = await problem(`${INDICATOR}?id=00000000-0000-5000-8000-000000000000`)
    expect(unknown.status).toBe(404)
    const hit = await indicator()
    // A country of the vocabulary the indicator leaves out, or a code no indicator has.
    const uncovered = Object.keys(GEOS).find((code) => !(code in hit.covered_geos)) ?? 'ZZZ'
    const res = await problem(`${INDICATOR}?id=${hit.identifier}&geo=WLD,${uncovered}`)
    expect(res.status).toBe(404)
    expect(res.body.detail).toContain(uncovered)
    expect(res.body.detail).toContain(Object.keys(hit.covered_geos).join(', '))
  })

  it('answers worldwide by default, one series per geo asked, over the covered years', async () => {
    const hit = await indicator()
    const alone = indicatorDataSchema.parse((await call(`${INDICATOR}?id=${hit.identifier}`)).body)
    expect(alone.identifier).toBe(hit.identifier)
    expect(alone.chart.data.map((d) => d.geo)).toEqual(['WLD'])

    const geos = Object.keys(hit.covered_geos).slice(0, 5)
    const res = await call(
      `${INDICATOR}?id=${hit.identifier.toUpperCase()}&geo=${geos.join(',').toLowerCase()}`,
    )
    expect(res.status, res.text).toBe(200)
    const data = indicatorDataSchema.parse(res.body)
    // Geos come in one order, whatever order they were asked in (the app sends them sorted).
    expect(data.chart.data.map((d) => d.geo)).toEqual([...geos].sort())
    expect(data.chart.unit).toBeTruthy()
    const first = Number(hit.covered_timeframe.start.slice(0, 4))
    const last = Number(hit.covered_timeframe.end.slice(0, 4))
    for (const series of data.chart.data) {
      expect(series.categories).toEqual(
        Array.from({ length: last - first + 1 }, (_, i) => String(first + i)),
      )
      expect(series.series).toHaveLength(series.categories.length)
    }
    // The same series for the same geo, however it was asked for.
    expect(data.chart.data.find((d) => d.geo === 'WLD')).toEqual(alone.chart.data[0])
    // The description names the last actual year; later years are in the series as forecasts.
    const actual = Number(/figures after (\d{4}) are forecasts/.exec(hit.description)?.[1])
    expect(last).toBeGreaterThan(actual)
    expect(data.chart.data[0]?.categories).toContain(String(actual + 1))
  })

  it('sums more than the covered countries into the worldwide amount', async () => {
    const hit = await indicator('ecommerce revenue')
    const countries = Object.keys(hit.covered_geos).filter((c) => c !== 'WLD')
    let sum = 0
    for (let i = 0; i < countries.length; i += 5) {
      const batch = countries.slice(i, i + 5)
      const data = indicatorDataSchema.parse(
        (await call(`${INDICATOR}?id=${hit.identifier}&geo=${batch.join(',')}`)).body,
      )
      for (const s of data.chart.data) sum += s.series[0] ?? 0
    }
    const world = indicatorDataSchema.parse((await call(`${INDICATOR}?id=${hit.identifier}`)).body)
    expect(sum).toBeLessThan(world.chart.data[0]?.series[0] ?? 0)
  })
})
