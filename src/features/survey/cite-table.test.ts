import { describe, expect, it } from 'vitest'
import { dataTableSchema } from '../../api/schemas'
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

describe('a survey table’s citation', () => {
  it('describes the derived table: country, year, filters, survey and question', () => {
    const citable = tableCitable(
      data,
      {
        title: 'Generation',
        country: 'Germany (DE)',
        year: '2025',
        filters: 'Female',
        percentBase: 'column',
        source: 'Statista Consumer Insights',
        retrieved: '2026-11-23',
      },
      new Date('2026-11-23T10:00:00Z'),
    )
    expect(citable).toMatchObject({
      title: 'Generation',
      sources: ['Statista Consumer Insights'],
      released: '2025',
      type: 'dataset',
      medium:
        'Survey table: Germany (DE), 2025; filtered to Female; survey cis-2025-de, question v0013g_demo_generation',
    })
  })
})
