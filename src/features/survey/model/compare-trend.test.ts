import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../../api/schemas/survey'
import { compareTrend, trendModels, trendSheet } from './compare-trend'
import { DEFAULT_ANALYSIS } from '../stats/test-options'

/** A four-step importance scale asked in two years of 200 respondents each. */
function year(date: string, counts: readonly number[]): { key: string; table: DataTable } {
  const names = ['Very important', 'Somewhat important', 'Not very important', 'Not important']
  const base = counts.reduce((a, b) => a + b, 0)
  return {
    key: date,
    table: {
      identifier: { rows: 'v9_imp', survey_id: `s-${date}`, filters: [] },
      title: `Importance, ${date}`,
      subject: 'How important is it?',
      date,
      sources: ['Survey'],
      geolocations: [{ name: 'Germany', code: 'DEU' }],
      chart: {
        dataFormat: 'frequency',
        description: 'Importance',
        data: {
          Total: names.map((name, i) => ({
            name,
            percentage: Math.round(((counts[i] ?? 0) / base) * 1000) / 10,
            respondents: counts[i] ?? 0,
          })),
        },
        bases: { Total: base },
      },
    },
  }
}

const loaded = [year('2023', [40, 60, 60, 40]), year('2024', [80, 60, 40, 20])]
const topTwo = { name: 'Top 2 box', answerIds: ['v9_imp#1', 'v9_imp#2'] }
const single = { rows: { type: 'single-pick' as const } }

describe('a comparison keeps the table’s nets and mean', () => {
  it('counts a net in each year and tests it against the first', () => {
    const trend = compareTrend(trendModels(loaded, single), [topTwo], DEFAULT_ANALYSIS)
    // 100 of 200 (50 %) in 2023, 140 of 200 (70 %) in 2024: z ≈ 4.08, higher.
    expect(trend.nets).toEqual([
      {
        name: 'Top 2 box',
        values: [
          { n: 100, pct: 50, sig: 'none' },
          { n: 140, pct: 70, sig: 'higher' },
        ],
      },
    ])
    expect(trend.mean).toBeUndefined()
  })

  it('gives each year’s mean score with the table’s scores, tested with Welch’s t-test', () => {
    const trend = compareTrend(trendModels(loaded, single), [], {
      ...DEFAULT_ANALYSIS,
      mean: true,
    })
    // The scale starts at its high end, so "Very important" scores 4 … "Not important" 1
    // (scale-direction.ts): 2023 (40·4 + 60·3 + 60·2 + 40·1) / 200 = 2.5; 2024 (320 + 180 + 80
    // + 20) / 200 = 3.0, more important.
    expect(trend.mean?.map((m) => m.summary?.mean)).toEqual([2.5, 3])
    expect(trend.mean?.map((m) => m.summary?.base)).toEqual([200, 200])
    expect(trend.mean?.map((m) => m.sig)).toEqual(['none', 'higher'])
  })

  it('names a multi-pick net it cannot count without buying a table per year', () => {
    const trend = compareTrend(trendModels(loaded, { rows: { type: 'multi-pick' } }), [topTwo], {
      ...DEFAULT_ANALYSIS,
      mean: true,
    })
    expect(trend.nets).toEqual([])
    expect(trend.skipped[0]?.name).toBe('Top 2 box')
    expect(trend.mean).toBeUndefined()
    expect(trend.meanUnavailable).toMatch(/multi-pick/)
  })

  it('writes the comparison sheet with the net and the mean as numbers, formatted as shown', () => {
    const trend = compareTrend(trendModels(loaded, single), [topTwo], {
      ...DEFAULT_ANALYSIS,
      mean: true,
    })
    const sheet = trendSheet(
      'Importance by survey year',
      ['Very important', 'Net: Top 2 box'],
      ['2023', '2024'].map((label, i) => ({
        label,
        base: 200,
        point: (row: string) =>
          row === 'Net: Top 2 box' ? trend.nets[0]?.values[i] : { pct: 20, n: 40, sig: 'none' },
      })),
      trend,
      ['▲/▼: against 2023.'],
    )
    const row = (label: string) => sheet.rows.find((r) => r[0] === label)
    expect(row('Net: Top 2 box')).toEqual(['Net: Top 2 box', 0.5, 100, null, 0.7, 140, '▲'])
    expect(row('Mean score')).toEqual([
      'Mean score',
      { value: 2.5, format: 'decimal' },
      null,
      null,
      { value: 3, format: 'decimal' },
      null,
      '▲',
    ])
    expect(row('Base (mean)')).toEqual(['Base (mean)', null, 200, null, null, 200, null])
  })
})
