import { describe, expect, it } from 'vitest'
import { marketInsightListSchema, studyListSchema, statisticListSchema } from '../../api/schemas'
import { resultCitable } from './cite-result'
import { resultsCsv } from './export-csv'
import { contentItemView } from './result-view'
import { setLocaleSource } from '../../lib/i18n/locale'

const starterStatistic = statisticListSchema.parse({
  items: [
    {
      identifier: 7,
      title: 'Revenue of the coffee market',
      link: 'https://www.statista.com/statistics/7/coffee/?utm_source=dds',
      date: '2026-01-02T00:00:00Z',
      is_premium: false,
      sources: [{ title: 'OECD' }],
      teaser_image_urls: [
        { width: 1000, src: 'javascript:alert(1)' },
        { width: 355, src: 'https://cdn.example/7.png' },
      ],
    },
  ],
  total_count: 1,
}).items[0]!

describe('result views', () => {
  it('place a market insight in its market tree and name its sub-markets', () => {
    const [item] = marketInsightListSchema.parse({
      items: [
        {
          identifier: 3,
          title: 'Renewable Energy - France',
          link: 'https://www.statista.com/outlook/3',
          platform: 'en',
          date: '2026-11-02T00:00:00Z',
          released_at: '2026-11-02T00:00:00Z',
          is_premium: false,
          sources: [],
          path: [{ id: 2, name: 'Energy & Environment' }, { name: 'Renewable Energy' }],
          children: [{ name: 'Solar Energy' }, { id: 9, name: 'Wind Energy' }],
        },
      ],
      total_count: 1,
    }).items
    const facts = contentItemView(item!).facts
    expect(facts).toContainEqual({
      label: 'Market',
      values: ['Energy & Environment › Renewable Energy'],
    })
    expect(facts).toContainEqual({ label: 'Sub-markets', values: ['Solar Energy', 'Wind Energy'] })
    // An insight at the top of the tree, with no sub-markets, shows neither.
    const bare = contentItemView({ ...item!, path: [], children: [] }).facts.map((f) => f.label)
    expect(bare).not.toContain('Market')
    expect(bare).not.toContain('Sub-markets')
  })

  it('name the platform in the reader’s language, and cite it by its code', () => {
    const [item] = studyListSchema.parse({
      items: [
        {
          identifier: 5,
          title: 'E-Commerce in Deutschland',
          link: 'https://de.statista.com/studie/5/',
          platform: 'de',
          date: '2026-11-02T00:00:00Z',
          is_premium: false,
          sources: [],
        },
      ],
      total_count: 1,
    }).items
    expect(contentItemView(item!).facts).toContainEqual({ label: 'Platform', values: ['German'] })
    setLocaleSource(() => 'de')
    try {
      const view = contentItemView(item!)
      expect(view.facts).toContainEqual({ label: 'Platform', values: ['Deutsch'] })
      expect(resultCitable(view, 'study').platform).toBe('de')
    } finally {
      setLocaleSource(() => 'en')
    }
  })

  it('show only what a sparse (starter) item has: nothing reads "undefined"', () => {
    const view = contentItemView(starterStatistic)
    expect(view.facts).toEqual([{ label: 'Sources', values: ['OECD'] }])
    // The deprecated date is used only because neither released nor updated exists.
    expect(view.date).toBe('2026-01-02T00:00:00Z')
    expect(view.image?.src).toBe('https://cdn.example/7.png')
    expect(JSON.stringify(view)).not.toContain('undefined')
    // The citation falls back to the deprecated date too, and cites the source it has.
    expect(resultCitable(view, 'statistic', new Date('2026-02-01'))).toMatchObject({
      id: 'statistic:7',
      sources: ['OECD'],
      publishers: [],
      released: '2026-01-02T00:00:00Z',
      retrieved: '2026-02-01T00:00:00.000Z',
      type: 'dataset',
      medium: 'Statistic',
    })
    expect(resultsCsv([view])).not.toMatch(/undefined|null/)
  })

  it('drop links that are not http(s) and resolve the description against the item’s site', () => {
    const study = studyListSchema.parse({
      items: [
        {
          identifier: 9,
          title: 'Dossier',
          link: 'javascript:alert(1)',
          is_premium: true,
          released_at: '2026-01-02T00:00:00Z',
          date: '2026-01-02T00:00:00Z',
        },
      ],
      total_count: 1,
      total_pages: 1,
    }).items[0]!
    const view = contentItemView(study)
    expect(view.link).toBeUndefined()
    expect(view.baseUrl).toBeUndefined()
    expect(view.date).toBeUndefined()
    expect(contentItemView(starterStatistic).baseUrl).toBe('https://www.statista.com')
  })
})
