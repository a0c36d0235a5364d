import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { indicatorSearchSchema } from '../../../src/api/schemas'
import { call, TEST_NOW } from '../testing/test-client'
import type { Indicator } from './generate'

const PATH = '/v1/search/market-insights/indicators'

type IndicatorItem = Indicator
interface Envelope {
  items: IndicatorItem[]
  total_count: number
}

async function search(params: Record<string, string>, key?: string) {
  const res = await call(`${PATH}?${new URLSearchParams(params)}`, key === undefined ? {} : { key })
  return { ...res, body: res.body as Envelope & { parameter?: string } }
}

const segmentsOf = (item: IndicatorItem | undefined) =>
  item?.industries.flatMap((i) => i.segments) ?? []

describe('indicator search: result shape', () => {
  it('returns at least 300 well-formed indicators for a query every one matches', async () => {
    const { status, headers, body } = await search({ q: 'market', size: '25' })
    expect(status).toBe(200)
    expect(headers.get('content-type')).toContain('application/json')
    expect(body.total_count).toBeGreaterThanOrEqual(300)
    expect(body.items).toHaveLength(25)
    const ids = new Set(body.items.map((i) => i.identifier))
    expect(ids.size).toBe(25)
    for (const item of body.items) {
      expect(typeof item.identifier).toBe('string')
      expect(item.title).toMatch(/market/)
      expect(item.description.length).toBeGreaterThan(20)
      expect(item.description).not.toMatch(/</)
      expect(new URL(item.link).protocol).toBe('https:')
      expect(new URL(item.link).searchParams.get('utm_source')).toBeTruthy()
      expect(item.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const updated = Date.parse(`${item.updated_at}T00:00:00Z`)
      expect(updated).toBeLessThanOrEqual(TEST_NOW.getTime())
      expect(updated).toBeGreaterThan(TEST_NOW.getTime() - 366 * 86_400_000)
      expect(item.covered_timeframe.start).toMatch(/^\d{4}-01-01$/)
      expect(item.covered_timeframe.end).toMatch(/^\d{4}-12-31$/)
      expect(item.covered_timeframe.end > String(TEST_NOW.getUTCFullYear())).toBe(true)
      expect(item.covered_geos.WLD).toBe('Worldwide')
      for (const [code, name] of Object.entries(item.covered_geos)) {
        expect(code).toMatch(/^[A-Z]{3}$/)
        expect(name.length).toBeGreaterThan(2)
      }
      expect(item.industries.length).toBeGreaterThan(0)
      expect(segmentsOf(item).length).toBeGreaterThan(0)
      expect(item.market_type.length).toBeGreaterThan(0)
      expect(item.market_type_description.length).toBeGreaterThan(20)
    }
  })

  it('defaults size to 10 and honours size 1 and 25', async () => {
    expect((await search({ q: 'revenue' })).body.items).toHaveLength(10)
    expect((await search({ q: 'revenue', size: '1' })).body.items).toHaveLength(1)
    const big = await search({ q: 'revenue', size: '25' })
    expect(big.body.items).toHaveLength(25)
    expect(big.body.total_count).toBeGreaterThan(25)
  })

  it('gives the same answer every time', async () => {
    const a = await search({ q: 'electric vehicles' })
    const b = await search({ q: 'electric vehicles' })
    expect(a.text).toBe(b.text)
  })
})

describe('indicator search: relevance', () => {
  const top = async (q: string) => (await search({ q })).body.items[0]

  it('puts the indicator naming the segment and measure first', async () => {
    expect((await top('revenue electric vehicles'))?.title).toBe(
      'Revenue of the Electric Vehicles market',
    )
    expect((await top('price of coffee'))?.title).toBe('Price of the Coffee market')
  })

  it('expands synonyms', async () => {
    expect(segmentsOf(await top('ev'))).toContain('Electric Vehicles')
    expect((await top('ev sales'))?.title).toBe('Revenue of the Electric Vehicles market')
    expect(segmentsOf(await top('phone'))).toContain('Smartphones')
    expect((await top('online shopping'))?.industries[0]?.name).toBe('eCommerce')
    expect(
      segmentsOf(await top('tv')).some((s) => s === 'Video Streaming' || s === 'Televisions'),
    ).toBe(true)
    expect((await top('how many people use music streaming'))?.title).toBe(
      'Users of the Music Streaming market',
    )
    expect((await top('bitcoin'))?.industries[0]?.segments).toEqual(['Cryptocurrencies'])
  })

  it('reads German queries as the German platform’s researchers type them', async () => {
    expect((await top('Umsatz Elektroautos'))?.title).toBe(
      'Revenue of the Electric Vehicles market',
    )
    expect(segmentsOf(await top('Handy Nutzer'))).toContain('Smartphones')
    expect((await top('Onlinehandel'))?.industries[0]?.name).toBe('eCommerce')
  })

  it('without the synonym table a bare synonym would find nothing', async () => {
    // 'ev' appears in no indicator text, so only the synonym table can explain a hit.
    const { body } = await search({ q: 'ev', size: '25' })
    expect(body.total_count).toBeGreaterThan(0)
    for (const item of body.items) expect(JSON.stringify(item).toLowerCase()).not.toMatch(/\bev\b/)
  })

  it('stems, completes prefixes and forgives typos', async () => {
    const singular = await search({ q: 'vehicle', size: '25' })
    const plural = await search({ q: 'vehicles', size: '25' })
    expect(singular.body.total_count).toBeGreaterThan(0)
    expect(singular.body.items.map((i) => i.identifier)).toEqual(
      plural.body.items.map((i) => i.identifier),
    )
    expect(segmentsOf(await top('smartph'))).toContain('Smartphones')
    expect(segmentsOf(await top('smartphnes'))).toContain('Smartphones')
    expect(segmentsOf(await top('streming')).some((s) => s.endsWith('Streaming'))).toBe(true)
  })

  it('answers an all-stopword or unmatched query with an empty list', async () => {
    for (const q of ['the of and', 'zzqqxxjj', '!!!', '   what   ']) {
      const { status, body } = await search({ q })
      expect(status, q).toBe(200)
      expect(body).toEqual({ items: [], total_count: 0 })
    }
  })
})

describe('indicator search: parameters', () => {
  it.each([
    [{}, 'q'],
    [{ q: '' }, 'q'],
    [{ q: '   ' }, 'q'],
    [{ q: 'x'.repeat(1001) }, 'q'],
    [{ q: 'cars', size: '0' }, 'size'],
    [{ q: 'cars', size: '26' }, 'size'],
    [{ q: 'cars', size: '-1' }, 'size'],
    [{ q: 'cars', size: 'ten' }, 'size'],
    [{ q: 'cars', size: '2.5' }, 'size'],
    [{ q: 'cars', size: '' }, 'size'],
  ])('rejects %j naming %s', async (params, parameter) => {
    const { status, headers, body } = await search(params)
    expect(status).toBe(400)
    expect(headers.get('content-type')).toContain('application/problem+json')
    expect(body.parameter).toBe(parameter)
  })

  it('rejects a repeated q', async () => {
    const res = await call(`${PATH}?q=cars&q=bikes`)
    expect(res.status).toBe(400)
    expect((res.body as { parameter: string }).parameter).toBe('q')
  })

  it('accepts q of exactly 1000 characters after trimming', async () => {
    expect((await search({ q: `  ${'a'.repeat(1000)}  ` })).status).toBe(200)
    expect((await search({ q: 'a' })).status).toBe(200)
  })

  it('needs a key of a package that includes it, and GET', async () => {
    expect((await call(`${PATH}?q=cars`, { key: null })).status).toBe(401)
    expect((await call(`${PATH}?q=cars`, { key: 'not-a-key' })).status).toBe(401)
    expect((await call(`${PATH}?q=cars`, { key: 'demo-revoked' })).status).toBe(403)
    expect((await call(`${PATH}?q=cars`, { key: 'demo-starter' })).status).toBe(403)
    const bearer = await call(`${PATH}?q=cars`, {
      key: null,
      headers: { authorization: 'Bearer demo-advanced' },
    })
    expect(bearer.status).toBe(200)
    expect((await call(`${PATH}?q=cars`, { method: 'POST' })).status).toBe(405)
  })

  it('never fails with a 5xx, whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.string({ unit: 'grapheme', maxLength: 30 }),
          fc.constant(''),
        ),
        fc.option(
          fc.oneof(fc.integer({ min: -5, max: 40 }).map(String), fc.string({ maxLength: 4 })),
        ),
        async (q, size) => {
          const params = new URLSearchParams({ q })
          if (size !== null) params.set('size', size)
          const { status, body } = await call(`${PATH}?${params}`)
          expect(status === 200 || status === 400).toBe(true)
          if (status === 200) {
            const env = body as Envelope
            expect(env.items.length).toBeLessThanOrEqual(25)
            expect(env.total_count).toBeGreaterThanOrEqual(env.items.length)
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('indicator search: the app parses it', () => {
  it('matches indicatorSearchSchema', async () => {
    for (const q of ['market', 'ev sales', 'the of and']) {
      const { body } = await search({ q, size: '25' })
      const parsed = indicatorSearchSchema.safeParse(body)
      expect(parsed.error, q).toBeUndefined()
      expect(parsed.data?.items).toHaveLength(body.items.length)
      expect(Object.keys(parsed.data?.items[0]?.covered_geos ?? {})).toEqual(
        Object.keys(body.items[0]?.covered_geos ?? {}),
      )
    }
  })
})
