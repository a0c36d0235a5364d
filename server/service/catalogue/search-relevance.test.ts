import { describe, expect, it } from 'vitest'
import { call } from '../testing/test-client'
import { list, type ListBody } from '../testing/catalogue-helpers'

const WIDE = 'date_from=2010-01-01&date_to=2026-06-15'
const titles = (body: ListBody) => body.items.map((i) => i.title)

describe('relevance search', () => {
  it('stems English: "batteries" finds titles saying "battery"', async () => {
    const body = await list(`/v1/studies?q=batteries&${WIDE}`)
    expect(body.total_count).toBeGreaterThan(0)
    for (const title of titles(body)) expect(title.toLowerCase()).toContain('battery')
  })

  it('matches prefixes ("smartph") and typos ("smartphnoe")', async () => {
    const prefix = await list(`/v1/infographics?q=smartph&${WIDE}`)
    const typo = await list(`/v1/infographics?q=smartphnoe&${WIDE}`)
    for (const body of [prefix, typo]) {
      expect(body.total_count).toBeGreaterThan(0)
      for (const title of titles(body)) expect(title.toLowerCase()).toContain('smartphone')
    }
  })

  it('stems German on the de platform: "Nutzern" finds "Nutzer"', async () => {
    const body = await list(`/v1/studies?platform=de&q=Nutzern&${WIDE}`)
    expect(body.total_count).toBeGreaterThan(0)
    for (const item of body.items) expect(item.platform).toBe('de')
    const umlaut = await list(`/v1/marketInsights?platform=de&q=Umsätze&${WIDE}`)
    expect(umlaut.total_count).toBeGreaterThan(0)
  })

  it('requires every word when some item has all of them', async () => {
    const body = await list(`/v1/search/statistics?q=smartphone%20germany&size=10&${WIDE}`)
    for (const item of body.items) expect(JSON.stringify(item).toLowerCase()).toMatch(/germany/)
  })

  it('sort 0 orders by score, ties newest first; sort 1 by release date', async () => {
    const byScore = await list(`/v1/studies?q=coffee&size=10&${WIDE}`)
    const scores = byScore.items.map((i) => i.ranking_score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    byScore.items.forEach((item, i) => {
      const next = byScore.items[i + 1]
      if (next && next.ranking_score === item.ranking_score)
        expect(Date.parse(item.released_at)).toBeGreaterThanOrEqual(Date.parse(next.released_at))
    })
    const byDate = await list(`/v1/studies?q=coffee&size=10&sort=1&${WIDE}`)
    const dates = byDate.items.map((i) => Date.parse(i.released_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(byDate.total_count).toBe(byScore.total_count)
  })

  it('an empty or blank q is the broad query: everything in the window, newest first', async () => {
    const empty = await list('/v1/studies?q=&size=10')
    const blank = await list('/v1/studies?q=%20%20&size=10')
    const none = await list('/v1/studies?size=10')
    expect(empty).toEqual(none)
    expect(blank).toEqual(none)
    const dates = none.items.map((i) => Date.parse(i.released_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    for (const item of none.items) expect(item.ranking_score).toBeGreaterThan(0)
  })
})

describe('filters', () => {
  it('platform en, de and en-de', async () => {
    const en = await list('/v1/infographics?size=0')
    const de = await list('/v1/infographics?size=0&platform=de')
    const both = await list('/v1/infographics?size=10&platform=en-de')
    expect(both.total_count).toBe(en.total_count + de.total_count)
    expect(
      new Set((await list('/v1/infographics?size=10&platform=de')).items.map((i) => i.platform)),
    ).toEqual(new Set(['de']))
    const mixed = await list('/v1/infographics?size=10&platform=en-de&date_from=2026-06-01')
    expect(mixed.items.length).toBeGreaterThan(0)
    expect(new Set((await list('/v1/infographics?size=10')).items.map((i) => i.platform))).toEqual(
      new Set(['en']),
    )
  })

  it('has German titles on de and English on en', async () => {
    const de = await list(`/v1/search/statistics?q=Umsatz%20Deutschland&size=5&${WIDE}`)
    expect(de.items.length).toBeGreaterThan(0)
    for (const item of de.items) expect(item.title).toMatch(/Umsatz|Deutschland/)
  })

  it('statistics searches both platforms whatever platform says', async () => {
    const german = await list(`/v1/search/statistics?q=Umsatz&size=5&${WIDE}`)
    const english = await list(`/v1/search/statistics?q=revenue&size=5&platform=de&${WIDE}`)
    expect(german.items.map((i) => i.platform)).toContain('de')
    expect(english.items.map((i) => i.platform)).toContain('en')
  })

  it('premium=true / false splits studies and statistics', async () => {
    for (const path of ['/v1/studies', '/v1/search/statistics']) {
      const all = (await list(`${path}?size=0`)).total_count
      const paid = await list(`${path}?size=10&premium=true`)
      const free = await list(`${path}?size=10&premium=false`)
      expect(paid.total_count + free.total_count).toBe(all)
      expect(paid.items.every((i) => i.is_premium)).toBe(true)
      expect(free.items.every((i) => !i.is_premium)).toBe(true)
      expect(free.total_count).toBeGreaterThan(0)
    }
  })

  it('the default window has plenty of every type on both platforms', async () => {
    for (const path of ['/v1/marketInsights', '/v1/studies', '/v1/infographics']) {
      for (const platform of ['en', 'de']) {
        const body = await list(`${path}?size=0&platform=${platform}`)
        expect(body.total_count, `${path} ${platform}`).toBeGreaterThan(100)
        const recent = await list(`${path}?size=0&platform=${platform}&date_from=2026-06-12`)
        expect(recent.total_count, `${path} ${platform} last days`).toBeGreaterThan(5)
      }
    }
    const res = await call('/v1/search/statistics?size=0')
    expect((res.body as ListBody).total_count).toBeGreaterThan(500)
  })
})
