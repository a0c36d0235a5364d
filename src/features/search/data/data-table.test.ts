// @vitest-environment node
import { NOTHING_UNREADABLE } from '../../../api/schemas/primitives'
import { describe, expect, it } from 'vitest'
import { forecastFrom, indicatorTable, statisticTable, tableCsv } from './data-table'

describe('a statistic’s table', () => {
  it('has a row per category and a column per series, gaps left empty', () => {
    const table = statisticTable({
      graphType: 'bar',
      horizontal: false,
      unit: 'in billion euros',
      data: {
        Revenue: [
          { name: '2024', data: 91.2 },
          { name: '2025', data: 97.4 },
        ],
        'Revenue (adj.)': [{ name: '2025', data: 'n/a' }],
      },
    })
    expect(table.categoryLabel).toBe('Year')
    expect(table.columns).toEqual(['Revenue', 'Revenue (adj.)'])
    expect(table.rows).toEqual([
      { category: '2024', values: [91.2, undefined] },
      { category: '2025', values: [97.4, 'n/a'] },
    ])
    expect(tableCsv(table)).toBe(
      'Year,Revenue (in billion euros),Revenue (adj.) (in billion euros)\r\n2024,91.2,\r\n2025,97.4,n/a\r\n',
    )
  })

  it('marks the forecast years its texts name, in the table and the CSV', () => {
    const chart = {
      graphType: 'bar',
      horizontal: false,
      unit: 'in billion euros',
      data: {
        Revenue: [
          { name: '2026', data: 91.2 },
          { name: '2027', data: 97.4 },
          { name: '2028', data: 101 },
        ],
      },
    }
    const table = statisticTable(chart, 'Figures from 2027 are forecasts.')
    expect(table.rows.map((r) => r.forecast)).toEqual([false, true, true])
    expect(
      statisticTable(chart, undefined, 'Werte ab 2028 sind Prognosen.').rows.map((r) => r.forecast),
    ).toEqual([false, false, true])
    expect(statisticTable(chart, 'Revenue of the market.').rows[1]).not.toHaveProperty('forecast')
    expect(
      tableCsv(table, [
        ['Title', 'Revenue in Germany'],
        ['Source', 'Destatis'],
        ['Published by', ''],
      ]),
    ).toBe(
      'Title,Revenue in Germany\r\nSource,Destatis\r\n\r\n' +
        'Year,Revenue (in billion euros),Forecast\r\n2026,91.2,no\r\n2027,97.4,yes\r\n2028,101,yes\r\n',
    )
  })

  it('names unnamed points by position', () => {
    const table = statisticTable({
      graphType: 'pie',
      horizontal: false,
      data: { Share: [{ data: 60 }, { data: 40 }] },
    })
    expect(table.rows.map((r) => r.category)).toEqual(['1', '2'])
  })
})

describe('forecast years', () => {
  it('are read from the description where it names them', () => {
    expect(forecastFrom('Covers 2018 to 2030; figures after 2025 are forecasts.')).toBe(2026)
    expect(forecastFrom('Forecasts from 2027 onwards.')).toBe(2027)
    expect(forecastFrom('Users of the Food segment.')).toBeUndefined()
    expect(forecastFrom('Figures from 2027 onwards are projections.')).toBe(2027)
    expect(forecastFrom('Werte nach 2025 sind Prognosen.')).toBe(2026)
  })
})

describe('an indicator’s table', () => {
  const data = {
    identifier: '5d46ae70-9561-5e96-8901-ad3f75484abc',
    title: 'Users',
    description: 'Figures after 2024 are forecasts.',
    chart: {
      name: 'Users',
      graphType: 'line-standard',
      unit: 'million users',
      data: [
        { geo: 'WLD', categories: ['2024', '2025'], series: [811.1, 884.1] },
        { geo: 'DEU', categories: ['2024', '2025'], series: [21.8, 24.1] },
      ],
      unreadable: NOTHING_UNREADABLE,
    },
  }

  it('has a column per geo by name and marks forecast years, in the CSV too', () => {
    const names: Record<string, string> = { WLD: 'World', DEU: 'Germany' }
    const table = indicatorTable(data, (code) => names[code] ?? code)
    expect(table.columns).toEqual(['World', 'Germany'])
    expect(table.rows).toEqual([
      { category: '2024', values: [811.1, 21.8], forecast: false },
      { category: '2025', values: [884.1, 24.1], forecast: true },
    ])
    expect(tableCsv(table)).toBe(
      'Year,World (million users),Germany (million users),Forecast\r\n2024,811.1,21.8,no\r\n2025,884.1,24.1,yes\r\n',
    )
  })
})
