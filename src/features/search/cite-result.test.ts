import { describe, expect, it } from 'vitest'
import { formatCitations } from '../../lib/citation/render'
import { resultCitable } from './cite-result'
import type { ResultView } from './result-view'

const view: ResultView = {
  id: '42',
  itemKey: 42,
  title: 'E-commerce in Germany',
  link: 'https://www.statista.com/study/42/e-commerce/',
  released: '2026-05-04',
  platform: 'en',
  facts: [
    { label: 'Sources', values: ['Bundesverband E-Commerce und Versandhandel'] },
    { label: 'Publishers', values: ['Statista'] },
    { label: 'Platform', values: ['English'] },
  ],
}
const when = new Date('2026-11-23T10:00:00Z')

describe('a content item’s citation', () => {
  it('cites a study the platform wrote under the platform, not under a source it drew on', async () => {
    const study = resultCitable(view, 'study', when)
    expect(study).toMatchObject({ sources: ['Statista'], publishers: [], medium: 'Study' })
    const apa = await formatCitations([study], 'apa', 'en')
    expect(apa).toMatch(/^Statista\. \(2026\)\. E-commerce in Germany \[Study\]\./)
    expect(apa).not.toContain('Bundesverband')
  })

  it('cites a statistic under its original source, published by the platform', () => {
    expect(resultCitable(view, 'statistic', when)).toMatchObject({
      sources: ['Bundesverband E-Commerce und Versandhandel'],
      publishers: ['Statista'],
    })
  })

  it('keeps the sources as authors when a study names no publisher', () => {
    const bare = { ...view, facts: view.facts.filter((f) => f.label !== 'Publishers') }
    expect(resultCitable(bare, 'study', when).sources).toEqual([
      'Bundesverband E-Commerce und Versandhandel',
    ])
  })
})
