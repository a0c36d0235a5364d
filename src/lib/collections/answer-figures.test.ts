import { describe, expect, it } from 'vitest'
import { ONE_SOURCE } from '../citation/fixtures'
import {
  changesSentence,
  compareFigures,
  readFigures,
  unreadableFigures,
  type Figures,
} from './answer-figures'
import { collectionSchema } from './model'

const at = '2026-11-23T09:00:00.000Z'

const survey = (yes = 40.5) => ({
  kind: 'survey-table',
  request: '/v1/data/consumer-insights?rows=q1&columns=q2',
  retrievedAt: at,
  body: {
    identifier: { rows: 'q1', survey_id: 's1', columns: 'q2' },
    title: 'Electric cars by age',
    chart: {
      data: {
        '18-29': [
          { name: 'Yes', percentage: yes, respondents: 81 },
          { name: 'No', percentage: 59.5, respondents: 119 },
        ],
        '30+': [
          { name: 'Yes', percentage: 20, respondents: 60 },
          { name: 'No', percentage: 80, respondents: 240 },
        ],
      },
      bases: { '18-29': 200 },
    },
  },
})

const figures = (answer: unknown): Figures => {
  const read = readFigures(answer)
  if (!read.ok) throw new Error(read.message)
  return read.figures
}

describe('reading kept figures', () => {
  it('reads a survey table as its rows and columns, percentages and bases', () => {
    const f = figures(survey())
    expect(f.retrievedWords).toBe('Figures as retrieved on 23 Nov 2026')
    expect(f.columns).toEqual(['18-29', '30+'])
    expect(f.rows.map((r) => [r.label, ...r.cells.map((c) => c.text)])).toEqual([
      ['Yes', '40.5%', '20.0%'],
      ['No', '59.5%', '80.0%'],
    ])
    // The service's base where it names one, else the respondents counted.
    expect(f.footer?.cells.map((c) => c.text)).toEqual(['200', '300'])
  })

  it("reads a statistic's series as label and value, with its unit", () => {
    const f = figures({
      kind: 'statistic-data',
      request: '/v1/data/statistic?id=1',
      retrievedAt: at,
      body: {
        title: 'Sales',
        chart: {
          graphType: 'bar',
          unit: 'million euros',
          data: {
            Sales: [
              { name: '2024', data: 1250.5 },
              { name: '2025', data: 'n/a' },
            ],
          },
        },
      },
    })
    expect(f.unit).toBe('million euros')
    expect(f.rows.map((r) => [r.label, r.cells[0]?.text])).toEqual([
      ['2024', '1,250.5'],
      ['2025', 'n/a'],
    ])
  })

  it("reads an indicator's series per geo, as the page parsed it", () => {
    const f = figures({
      kind: 'indicator-data',
      request: '/v1/data/market-insights/indicator?id=x&geo=DE',
      retrievedAt: at,
      body: {
        title: 'GDP',
        chart: {
          name: 'GDP per capita',
          unit: 'USD',
          data: [
            { geo: 'DE', categories: ['2025', '2024'], series: [2, 1] },
            { geo: 'FR', categories: ['2024'], series: [3] },
          ],
          unreadable: [],
        },
      },
    })
    expect(f.title).toBe('GDP per capita')
    expect(f.columns).toEqual(['DE', 'FR'])
    expect(f.rows.map((r) => [r.label, ...r.cells.map((c) => c.text)])).toEqual([
      ['2024', '1', '3'],
      ['2025', '2', '–'],
    ])
  })

  it('says a malformed kept answer cannot be read, of any kind', () => {
    expect(readFigures({ ...survey(), body: { title: 'x', chart: { data: 'no' } } })).toEqual({
      ok: false,
      message: unreadableFigures(),
    })
    expect(readFigures({ ...survey(), kind: 'poll' }).ok).toBe(false)
    expect(readFigures({ ...survey(), body: { title: 'x', chart: { data: {} } } }).ok).toBe(false)
    expect(readFigures('figures').ok).toBe(false)
  })

  it('keeps a collection readable when an entry’s kept answer is not one', () => {
    const parsed = collectionSchema.parse({
      id: 'c1',
      name: 'Thesis',
      entries: [
        {
          key: 'a',
          kind: 'Survey table',
          title: 'A',
          href: '/survey?rows=q1',
          citable: ONE_SOURCE,
          snapshot: [],
          answer: { kind: 'poll', request: 'elsewhere' },
          note: 'kept',
          addedAt: at,
        },
      ],
    })
    expect(parsed.entries[0]?.answer).toBeUndefined()
    expect(parsed.entries[0]?.note).toBe('kept')
  })
})

describe('what changed', () => {
  it('marks each changed figure with the kept one, and counts rows gone or new', () => {
    const kept = figures(survey(40.5))
    const now = figures(survey(42))
    const changes = compareFigures(kept, now)
    expect([...changes.was.values()]).toEqual(['40.5%'])
    expect(changesSentence(changes)).toBe('1 figure has changed.')
    expect(changesSentence(compareFigures(kept, kept))).toBe('No figure has changed.')
    const fewer = { ...now, rows: now.rows.slice(0, 1) }
    expect(changesSentence(compareFigures(kept, fewer))).toBe(
      '1 figure has changed; 2 no longer given.',
    )
  })
})
