import { describe, expect, it } from 'vitest'
import { call, TEST_NOW } from '../testing/test-client'
import { badRequest, ids, list, LIST_PATHS } from '../testing/catalogue-helpers'

describe('authentication and packages on the list endpoints', () => {
  it.each(LIST_PATHS)('%s: 401 without or with an unknown key, 403 when revoked', async (path) => {
    expect((await call(path, { key: null })).status).toBe(401)
    expect((await call(path, { key: 'nope' })).status).toBe(401)
    expect((await call(path, { key: 'demo-revoked' })).status).toBe(403)
    const bearer = await call(path, {
      key: null,
      headers: { authorization: 'Bearer demo-advanced' },
    })
    expect(bearer.status).toBe(200)
  })

  it('cuts size to 20 for the starter package and to 10 for the advanced one', async () => {
    const starter = await list('/v1/studies?size=50', 'demo-starter')
    expect(starter.items).toHaveLength(20)
    expect(starter.total_pages).toBe(Math.ceil(starter.total_count / 20))
    const advanced = await list('/v1/studies?size=50')
    expect(advanced.items).toHaveLength(10)
    expect(advanced.total_pages).toBe(Math.ceil(advanced.total_count / 10))
    expect((await list('/v1/studies')).items).toHaveLength(10)
  })

  it('gives the starter package only the limited fields', async () => {
    const allowed = [
      'identifier',
      'title',
      'sources',
      'teaser_image_urls',
      'link',
      'date',
      'released_at',
      'platform',
      'is_premium',
      'ranking_score',
      // Production's studies, infographics and statistics carry subject for either package.
      'subject',
    ]
    // The provider's OpenAPI requires a market insight's parent markets and regions.
    const requiredOf = (path: string) =>
      path === '/v1/marketInsights' ? ['path', 'geolocations'] : []
    for (const path of LIST_PATHS) {
      const body = await list(`${path}?size=5`, 'demo-starter')
      for (const item of body.items) {
        for (const field of Object.keys(item))
          expect([...allowed, ...requiredOf(path)], `${path} ${field}`).toContain(field)
        expect(item).not.toHaveProperty('description')
        if (path !== '/v1/marketInsights') expect(typeof item.subject, path).toBe('string')
      }
    }
    const stats = await list('/v1/search/statistics?size=1', 'demo-starter')
    expect(stats.items[0]?.teaser_image_urls).toBeDefined()
  })

  it('gives the advanced package the full fields of each type', async () => {
    const mi = (await list('/v1/marketInsights?size=1')).items[0]
    expect(mi).toMatchObject({ description: expect.any(String), updated_at: expect.any(String) })
    expect(mi?.geolocations).toEqual([
      expect.objectContaining({ name: expect.any(String), code: expect.any(String) }),
    ])
    expect(mi?.covered_time_frame).toMatchObject({ display_text: expect.any(String) })
    const study = (await list('/v1/studies?size=1')).items[0]
    expect(study).toMatchObject({
      subject: expect.any(String),
      industries: expect.any(Array),
      covered_time_frame: expect.any(Object),
    })
    const info = (await list('/v1/infographics?size=1')).items[0]
    expect(info).not.toHaveProperty('geolocations')
    expect(info).not.toHaveProperty('covered_time_frame')
    const teaser = (info?.teaser_image_urls as { src: string; width: number }[])[0]
    expect(teaser?.src).toMatch(/^http:\/\/localhost\/assets\/teasers\/\d+\.png\?w=\d+$/)
    const stat = (await list('/v1/search/statistics?size=1')).items[0]
    expect(stat).toMatchObject({ geolocations: expect.any(Array), industries: expect.any(Array) })
    expect(stat).not.toHaveProperty('covered_time_frame')
    expect(stat?.released_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    expect(String(stat?.link)).toMatch(/^https:\/\/(www|de)\.statista\.com\/.*\?utm_source=dds/)
  })

  it('adds took timings to statistics only', async () => {
    expect((await list('/v1/search/statistics?size=1')).took).toMatchObject({
      search: expect.any(String),
    })
    expect((await list('/v1/studies?size=1')).took).toBeUndefined()
  })
})

describe('paging parameters', () => {
  it('size 0 returns no items but the total', async () => {
    const body = await list('/v1/studies?size=0')
    expect(body.items).toEqual([])
    expect(body.total_count).toBeGreaterThan(100)
    expect(body.total_pages).toBe(0)
  })

  it('limit is an alias of size; both with different values is a 400', async () => {
    expect(ids(await list('/v1/studies?limit=3'))).toEqual(ids(await list('/v1/studies?size=3')))
    expect((await list('/v1/studies?limit=4&size=4')).items).toHaveLength(4)
    await badRequest('/v1/studies?limit=3&size=4', 'size')
  })

  it('starts at offset + (page - 1) * size', async () => {
    const all = ids(await list('/v1/studies?size=10'))
    expect(ids(await list('/v1/studies?size=3&page=2'))).toEqual(all.slice(3, 6))
    expect(ids(await list('/v1/studies?size=3&offset=2'))).toEqual(all.slice(2, 5))
    expect(ids(await list('/v1/studies?size=3&offset=1&page=2'))).toEqual(all.slice(4, 7))
    expect((await list('/v1/studies?page=100000')).items).toEqual([])
  })

  it.each([
    ['offset=-1', 'offset'],
    ['offset=abc', 'offset'],
    ['size=-1', 'size'],
    ['size=1.5', 'size'],
    ['limit=x', 'limit'],
    ['page=0', 'page'],
    ['page=99999999999999999999', 'page'],
    ['sort=2', 'sort'],
    ['platform=fr', 'platform'],
    ['premium=maybe', 'premium'],
    ['date_from=yesterday', 'date_from'],
    ['date_to=2026-02-30', 'date_to'],
    ['size=1&size=2', 'size'],
    [`q=${'a'.repeat(1001)}`, 'q'],
  ])('/v1/studies?%s is a 400 naming %s', async (query, parameter) => {
    await badRequest(`/v1/studies?${query}`, parameter)
  })

  it.each(LIST_PATHS)('%s validates its shared parameters', async (path) => {
    await badRequest(`${path}?offset=-1`, 'offset')
    await badRequest(`${path}?size=ten`, 'size')
    await badRequest(`${path}?limit=-2`, 'limit')
    await badRequest(`${path}?date_from=2026-13-01`, 'date_from')
    await badRequest(`${path}?date_to=32.01.2026`, 'date_to')
    await badRequest(`${path}?q=a&q=b`, 'q')
  })

  it('premium is validated where the interface offers it', async () => {
    await badRequest('/v1/search/statistics?premium=yes', 'premium')
    await badRequest('/v1/marketInsights?sort=-1', 'sort')
    await badRequest('/v1/infographics?page=-3', 'page')
  })

  it('statistics ignores parameters the interface does not give it', async () => {
    const plain = ids(await list('/v1/search/statistics?size=5'))
    expect(
      ids(await list('/v1/search/statistics?size=5&page=3&platform=xx&sort=9&foo=bar')),
    ).toEqual(plain)
    expect((await call('/v1/marketInsights?premium=banana&foo=1')).status).toBe(200)
  })
})

describe('date window', () => {
  const released = (body: { items: { released_at: string }[] }) =>
    body.items.map((i) => Date.parse(i.released_at))

  it('defaults to the three months before now, newest first, including the last few days', async () => {
    const body = await list('/v1/studies?size=10&sort=1')
    const from = Date.UTC(2026, 2, 15, 12)
    for (const t of released(body)) expect(t).toBeGreaterThanOrEqual(from)
    expect(released(body)[0]).toBeGreaterThan(TEST_NOW.getTime() - 3 * 86_400_000)
    const older = await list(`/v1/studies?size=0&date_from=2025-01-01&date_to=2026-06-15`)
    expect(older.total_count).toBeGreaterThan(body.total_count)
  })

  it.each([
    '2025-03-01T00:00:00',
    '2025-03-01T00:00:00Z',
    '2025-03-01 00:00:00',
    '01.03.2025 00:00:00',
    '2025/03/01 00:00:00',
    '2025-03-01',
    '01.03.2025',
    '2025/03/01',
  ])('accepts date_from=%s', async (value) => {
    const body = await list(
      `/v1/search/statistics?size=0&date_from=${encodeURIComponent(value)}&date_to=2025-03-31`,
    )
    expect(body.total_count).toBeGreaterThan(0)
    const same = await list(
      '/v1/search/statistics?size=0&date_from=2025-03-01T00:00:00&date_to=2025-03-31',
    )
    expect(body.total_count).toBe(same.total_count)
  })

  it('a date-only date_to includes the whole day', async () => {
    const day = await list('/v1/search/statistics?size=50&date_from=2026-06-01&date_to=2026-06-01')
    const t0 = Date.UTC(2026, 5, 1)
    for (const t of released(day)) {
      expect(t).toBeGreaterThanOrEqual(t0)
      expect(t).toBeLessThanOrEqual(t0 + 86_399_000)
    }
    expect(released(day).some((t) => t > t0 + 43_200_000)).toBe(true)
    const midnight = await list(
      '/v1/search/statistics?size=0&date_from=2026-06-01&date_to=2026-06-01T00:00:00',
    )
    expect(midnight.total_count).toBeLessThan(day.total_count)
  })

  it('rejects a reversed range and a start beyond the 20-year depth', async () => {
    await badRequest('/v1/studies?date_from=2025-05-01&date_to=2025-04-01', 'date_from')
    await badRequest('/v1/studies?date_to=2020-01-01', 'date_to')
    const detail = await badRequest('/v1/studies?date_from=2006-06-14', 'date_from')
    expect(detail).toContain('2006-06-15')
    expect((await call('/v1/studies?date_from=2006-06-15')).status).toBe(200)
  })
})
