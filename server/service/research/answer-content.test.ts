import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { statisticDataSchema } from '../../../src/api/schemas'
import { escapeHtml } from '../../shared/escape-html'
import { call, testService } from '../testing/test-client'
import { ask, options, pollAfter, resetClock } from '../testing/research-test-kit'

// Generating the catalogue takes seconds on a busy machine: not part of any one test's time.
beforeAll(() => void testService(options), 120_000)
beforeEach(resetClock)

async function answer(question: string) {
  const asked = (await ask({ question })).body
  return pollAfter(asked, 9)
}

const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ')

/** The statistic a source names, as its data answer gives it. */
async function statisticOf(contentId: string) {
  const res = await call(`/v1/data/statistic?id=${contentId}`)
  expect(res.status, res.text).toBe(200)
  return statisticDataSchema.parse(res.body)
}

describe('a research answer states the figures of its best statistics', () => {
  it('opens with the market size, unit and year, cited, from the statistic series', async () => {
    const done = await answer('How large is the e-commerce market in Germany?')
    const html = done.response.answer ?? ''
    const first = /^<p>(.*?)<\/p>/.exec(html)?.[1] ?? ''
    expect(text(first)).toMatch(
      /^The e-commerce market in Germany was worth \d+\.\d (billion U\.S\. dollars|million euros) in \d{4} \[\d\]/,
    )
    // The citation links to the source whose series states the figure.
    const cited = Number(/\[(\d+)\]/.exec(text(first))?.[1])
    const source = done.response.sources[cited - 1]
    expect(first).toContain(`href="${escapeHtml(source?.url ?? '')}"`)
    const data = await statisticOf(source?.contentId ?? '')
    const points = Object.values(data.chart.data)[0] ?? []
    const [, value, unit, year] = /was worth (\d+\.\d) (.+?) in (\d{4})/.exec(text(first)) ?? []
    expect(points).toContainEqual({ name: year, data: Number(value) })
    expect(data.chart.unit).toBe(`in ${unit}`)
  })

  it('answers a German question with a German statistic, and cites it among the sources', async () => {
    const done = await answer('Wie groß ist der E-Commerce-Markt in Deutschland?')
    const first = text(/^<p>(.*?)<\/p>/.exec(done.response.answer ?? '')?.[1] ?? '')
    expect(first).toMatch(
      /^Der Umsatz im E-Commerce in Deutschland belief sich \d{4} auf \d+,\d (Milliarden|Millionen) Euro \[\d\]/,
    )
    const cited = Number(/\[(\d+)\]/.exec(first)?.[1])
    expect(done.response.sources[cited - 1]?.contentType).toBe('statistic')
    expect(done.response.sources[cited - 1]?.locale).toBe('german')
  })

  it('states only figures about the place the question names, and numbers its sources', async () => {
    for (const [question, place] of [
      ['How large is the electric vehicle market in Germany?', 'DEU'],
      ['How big is the e-commerce market in France?', 'FRA'],
    ] as const) {
      const done = await answer(question)
      const html = done.response.answer ?? ''
      // The list is numbered as the answer cites it.
      expect(html).toMatch(/<ol><li>/)
      for (const [, n] of text(html).matchAll(/\[(\d+)\]/g)) {
        const source = done.response.sources[Number(n) - 1]
        if (source?.contentType !== 'statistic') continue
        const data = await statisticOf(source.contentId ?? '')
        expect(
          (data.geolocations ?? []).map((g) => g.code),
          `${question}: [${n}] ${source.title}`,
        ).toContain(place)
      }
    }
  })

  it('gives each figure key fact the unit of the statistic it comes from', async () => {
    for (const question of [
      'How large is the e-commerce market in Germany?',
      'Number of smartphone users in the United States',
      'Streaming market share in the United States',
    ]) {
      const done = await answer(question)
      const figures = (done.response.keyFacts ?? []).filter(
        (f) => f.type !== 'count' && f.type !== 'date' && !f.title.startsWith('Share of premium'),
      )
      expect(figures.length, question).toBeGreaterThan(0)
      for (const fact of figures) {
        const source = done.response.sources.find(
          (s) =>
            fact.title.startsWith(`${s.title ?? ''} (`) ||
            fact.title.startsWith((s.title ?? '').slice(0, 80)),
        )
        expect(source, fact.title).toBeDefined()
        const data = await statisticOf(source?.contentId ?? '')
        const unit = (data.chart.unit ?? '').replace(/^in /, '')
        expect(fact.unit).toBe(unit === 'percent' || unit === 'Prozent' ? '%' : unit)
        const values = (Object.values(data.chart.data)[0] ?? []).map((p) => p.data)
        expect(values).toContain(Number(fact.value.replace(',', '.')))
      }
    }
  })

  it('scores an answer by how well its sources match the question', async () => {
    const sized = await answer('How large is the e-commerce market in Germany?')
    const vague = await answer('electric vehicle charging infrastructure subsidies')
    const nothing = await answer('qxzvjk wpfhgl zzyqqr')
    console.log(
      sized.state.qualityScore,
      vague.state.qualityScore,
      text(vague.response.answer ?? '').slice(0, 300),
    )
    expect(sized.state.qualityScore).toBeGreaterThan(0.7)
    expect(vague.state.qualityScore).toBeLessThan(sized.state.qualityScore ?? 0)
    expect(vague.state.qualityScore).toBeLessThan(1)
    expect(nothing.state.qualityScore).toBe(0)
  })
})
