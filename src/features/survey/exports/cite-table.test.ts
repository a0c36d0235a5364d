import { describe, expect, it } from 'vitest'
import { dataTableSchema } from '../../../api/schemas'
import { tableCitable } from './cite-table'

const data = dataTableSchema.parse({
  identifier: {
    rows: 'v0013g_demo_generation',
    survey_id: 'cis-2025-de',
    filters: ['v0001_demo_gender#1'],
  },
  title: 'Generation',
  date: '2025',
  sources: ['Statista Consumer Insights'],
  geolocations: [{ name: 'Germany', code: 'DE' }],
  chart: { data: {} },
})

const header = {
  title: 'Generation',
  country: 'Germany (DE)',
  year: '2025',
  filters: 'Female',
  percentBase: 'column' as const,
  source: 'Statista Consumer Insights',
  retrieved: '2026-11-23',
}

describe('a survey table’s citation', () => {
  it('describes the derived table in words: country, year and filters, no internal ids', () => {
    const citable = tableCitable(data, header, new Date('2026-11-23T10:00:00Z'))
    expect(citable).toMatchObject({
      title: 'Generation',
      sources: ['Statista Consumer Insights'],
      released: '2025',
      type: 'dataset',
      medium: 'Survey table: Germany (DE), 2025; filtered to Female',
    })
    expect(JSON.stringify(citable.medium)).not.toMatch(/v0013g|cis-2025/)
  })

  it('links to the table in this app, not to the question on the platform', () => {
    const link = 'https://dds.example.org/survey?rows=v0013g_demo_generation&country=DE'
    expect(tableCitable(data, header, new Date(), link).url).toBe(link)
    const withQuestionLink = dataTableSchema.parse({ ...data, link: 'https://example.org/q' })
    expect(tableCitable(withQuestionLink, header, new Date(), link).url).toBe(link)
    // Where the page's address is not known, the service's own link is the next best.
    expect(tableCitable(withQuestionLink, header, new Date()).url).toBe('https://example.org/q')
  })
})
