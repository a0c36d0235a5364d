import { describe, expect, it } from 'vitest'
import { meanRows, meanSentence } from './mean-analysis'
import { yesNoOther } from '../model/test-table'
import { toGrid, toTableModel } from '../model/table-model'
import {
  analysisFromSearch,
  analysisToSearch,
  DEFAULT_ANALYSIS,
  type AnalysisOptions,
} from './test-options'

// Columns A and B of 100 respondents each (model/test-table.ts yesNoOther: its counts there).
const data = yesNoOther()
const model = toTableModel(data, { rows: { type: 'single-pick' } })

const withTest = (test: Partial<AnalysisOptions['test']>, rest: Partial<AnalysisOptions> = {}) => ({
  ...DEFAULT_ANALYSIS,
  ...rest,
  test: { ...DEFAULT_ANALYSIS.test, ...test },
})
const marks = (options: AnalysisOptions, pct: 'column' | 'row' = 'column') =>
  toGrid(model, pct, 'order', options).rows.map((r) => r.cells.map((c) => c.sig))

describe('cell tests with the reader’s options', () => {
  // Adjusted residuals (N = 200):
  //   Yes: E = 50, var = 50 · 0.5 · 0.5 = 12.5, r = ±7/3.535534 = ±1.979899, p = 0.0477
  //   No:  E = 25, var = 25 · 0.75 · 0.5 = 9.375, r = ∓2/3.061862 = ∓0.653197, p = 0.514
  //   Other: r = ∓5/3.061862 = ∓1.632993, p = 0.1025
  it('marks |z| ≥ 1.96 at 95 %, the default', () => {
    expect(marks(DEFAULT_ANALYSIS)).toEqual([
      ['higher', 'lower'],
      ['none', 'none'],
      ['none', 'none'],
    ])
    expect(toGrid(model, 'column', 'order').analysis.tests).toBe(6)
  })

  it('marks nothing at 99 % (|z| < 2.576) and the same at 90 % (Other’s 1.633 < 1.645)', () => {
    expect(marks(withTest({ level: 99 })).flat()).toEqual(Array(6).fill('none'))
    expect(marks(withTest({ level: 90 }))[0]).toEqual(['higher', 'lower'])
    expect(marks(withTest({ level: 90 }))[2]).toEqual(['none', 'none'])
  })

  it('with Benjamini–Hochberg, corrects across all six cell tests', () => {
    // Sorted p: 0.0477, 0.0477, 0.1025, 0.1025, 0.514, 0.514.
    // The Yes cells' adjusted p = min(6/2 · 0.0477, 6/4 · 0.1025, 6/6 · 0.514) = 0.143 > 0.05.
    const bh = toGrid(model, 'column', 'order', withTest({ fdr: 'bh' }))
    expect(bh.rows.flatMap((r) => r.cells.map((c) => c.sig))).toEqual(Array(6).fill('none'))
    expect(bh.analysis.marked).toBe(0)
    // At 90 % the adjusted 0.143 still exceeds 0.10.
    expect(marks(withTest({ fdr: 'bh', level: 90 })).flat()).toEqual(Array(6).fill('none'))
  })

  it('tests only where both groups reach the minimum base', () => {
    // Columns of 100 are under a minimum base of 101; the rows of 50 under one of 60.
    expect(toGrid(model, 'column', 'order', withTest({ minBase: 101 })).analysis.tests).toBe(0)
    expect(toGrid(model, 'column', 'order', withTest({ minBase: 60 })).analysis.tests).toBe(2)
  })

  it('compares with a reference column, which itself stays unmarked', () => {
    // A vs B on Yes: pooled (57 + 43)/200 = 0.5, SE = √(0.25 · 0.02) = 0.0707107,
    // z = (0.57 − 0.43)/0.0707107 = 1.979899 → ▲ at 95 %. No: (0.23 − 0.27)/SE' with pooled
    // 0.25: SE' = √(0.1875 · 0.02) = 0.0612372, z = −0.653197 → none.
    const vsB = withTest({ versus: 'q2#2' })
    expect(marks(vsB)).toEqual([
      ['higher', 'none'],
      ['none', 'none'],
      ['none', 'none'],
    ])
    const grid = toGrid(model, 'column', 'order', vsB)
    expect(grid.analysis.versus).toMatchObject({ kind: 'reference', column: 1, label: 'B' })
    expect(grid.analysis.tests).toBe(3)
  })

  it('shows a reference comparison only with column percent', () => {
    const vsB = withTest({ versus: 'q2#2' })
    expect(marks(vsB, 'row').flat()).toEqual(Array(6).fill('none'))
    expect(toGrid(model, 'row', 'order', vsB).analysis.marksShown).toBe(false)
  })

  it('falls back to the rest of the row, with a notice, for a column the table lacks', () => {
    const grid = toGrid(model, 'column', 'order', withTest({ versus: 'q2#9' }))
    expect(grid.analysis.versus).toEqual({ kind: 'rest' })
    expect(grid.analysis.notices[0]).toMatch(/q2#9.*not a column/)
  })
})

describe('index', () => {
  it('is the same in every view: column % ÷ total % × 100', () => {
    // Yes/A: 57 % of A vs 100/200 = 50 % of all → 114; Other/B: 30 % vs 50/200 = 25 % → 120.
    for (const pct of ['column', 'row', 'total'] as const) {
      const grid = toGrid(model, pct, 'order', { ...DEFAULT_ANALYSIS, index: true })
      expect(grid.rows[0]?.cells[0]?.index).toBeCloseTo(114, 10)
      expect(grid.rows[2]?.cells[1]?.index).toBeCloseTo(120, 10)
    }
  })
})

describe('mean row', () => {
  it('is never left out silently: asked for without its code, the grid is not made', () => {
    // The code loads with an address that asks for a mean row (address-modules.ts).
    expect(() => toGrid(model, 'column', 'order', { ...DEFAULT_ANALYSIS, mean: true })).toThrow(
      /mean-analysis/,
    )
    expect(toGrid(model, 'column', 'order', DEFAULT_ANALYSIS).analysis.mean).toBeUndefined()
  })

  it('scores 1..n by default, leaving out non-substantive answers', () => {
    // Other is left out. A: 57 × 1 + 23 × 2 = 103 over 80 → 1.2875;
    // B: 43 + 54 = 97 over 70 → 1.385714.
    // sd A: (57 · 0.2875² + 23 · 0.7125²)/79 = 16.3875/79 = 0.2074367 → 0.455452
    const mean = toGrid(model, 'column', 'order', { ...DEFAULT_ANALYSIS, mean: true }, meanRows)
      .analysis.mean
    expect(mean?.scores).toEqual([1, 2, undefined])
    expect(mean?.source).toBe('default')
    expect(mean?.cells.map((c) => c.summary?.base)).toEqual([80, 70])
    expect(mean?.cells[0]?.summary?.mean).toBeCloseTo(1.2875, 10)
    expect(mean?.cells[1]?.summary?.mean).toBeCloseTo(1.385714, 6)
    expect(mean?.cells[0]?.summary?.sd).toBeCloseTo(0.455452, 6)
    // Welch: va = 0.207437/80, vb = (16.585714/69)/70; t = −0.098214/0.0776328 = −1.265 → none
    expect(mean?.cells.map((c) => c.sig)).toEqual(['none', 'none'])
    // Total: 100 × 1 + 50 × 2 over 150 = 1.333333
    expect(mean?.total?.mean).toBeCloseTo(1.333333, 6)
  })

  it('uses the scores the reader set, and only those answers', () => {
    // Yes 10, Other 0 (No left out): A = 570/77 = 7.402597; B = 430/73 = 5.890411.
    // A: n 77, Σ n(s − m)² = 57 · 2.597403² + 20 · 7.402597² = 384.545 + 1095.969 = 1480.519,
    //    sd² = 19.480; B: n 73, 43 · 4.109589² + 30 · 5.890411² = 726.219 + 1040.902 = 1767.123,
    //    sd² = 24.543. SE = √(19.480/77 + 24.543/73) = √(0.25299 + 0.33621) = 0.767594;
    //    t = 1.512186/0.767594 = 1.970 → p ≈ 0.0507 at df ≈ 148: just not at 95 %, but at 90 %.
    const scores = new Map([
      ['q1#1', 10],
      ['q1#3', 0],
    ])
    const at = (level: 90 | 95) =>
      toGrid(model, 'column', 'order', withTest({ level }, { mean: true, scores }), meanRows)
        .analysis.mean
    const mean = at(95)
    expect(mean?.source).toBe('set')
    expect(mean?.scores).toEqual([10, undefined, 0])
    expect(mean?.cells[0]?.summary?.mean).toBeCloseTo(7.402597, 6)
    expect(mean?.cells[1]?.summary?.mean).toBeCloseTo(5.890411, 6)
    expect(mean?.cells.map((c) => c.sig)).toEqual(['none', 'none'])
    expect(at(90)?.cells.map((c) => c.sig)).toEqual(['higher', 'lower'])
  })

  it('is refused for multi-pick rows, with the reason', () => {
    const multi = toTableModel(data, { rows: { type: 'multi-pick' } })
    const grid = toGrid(multi, 'column', 'order', { ...DEFAULT_ANALYSIS, mean: true }, meanRows)
    expect(grid.analysis.mean).toBeUndefined()
    expect(grid.analysis.meanUnavailable).toMatch(/multi-pick/)
  })
})

describe('options in the address', () => {
  it('round-trips, leaving defaults out', () => {
    expect(analysisToSearch(DEFAULT_ANALYSIS)).toEqual({
      level: undefined,
      minbase: undefined,
      vs: undefined,
      fdr: undefined,
      mean: undefined,
      scores: undefined,
      index: undefined,
    })
    const search = {
      level: 99,
      minbase: 50,
      vs: 'q2#2',
      fdr: 'bh',
      mean: 1,
      scores: 'q1#1:10,q1#3:0',
      index: 1,
    } as const
    expect(analysisToSearch(analysisFromSearch(search))).toEqual(search)
  })
})

describe('mean row of a frequency table', () => {
  it('is the mean of the one column, untested', () => {
    // Yes 57 + 43 = 100 (score 1), No 23 + 27 = 50 (score 2), Other left out: 200/150 = 1.333333
    const freq = toTableModel(
      {
        ...data,
        identifier: { ...data.identifier, columns: '' },
        chart: {
          data: {
            Total: [
              { name: 'Yes', percentage: 50, respondents: 100 },
              { name: 'No', percentage: 25, respondents: 50 },
              { name: 'Other', percentage: 25, respondents: 50 },
            ],
          },
          bases: { Total: 200 },
        },
      },
      { rows: { type: 'single-pick' } },
    )
    const analysis = toGrid(
      freq,
      'column',
      'order',
      { ...DEFAULT_ANALYSIS, mean: true },
      meanRows,
    ).analysis
    expect(freq.kind).toBe('frequency')
    expect(analysis.mean?.cells[0]?.summary?.mean).toBeCloseTo(1.333333, 6)
    expect(analysis.mean?.cells[0]?.sig).toBe('none')
    expect(meanSentence(analysis, freq.rowLabels, false)).not.toContain('Welch')
    expect(meanSentence(analysis, freq.rowLabels, true)).toContain("Welch's t-test")
  })
  it('counts "None" of an amount scale: the mean’s base is the column base', () => {
    // None 12 (1), under 30 min 30 (2), 30–60 min 28 (3), 1–3 hours 20 (4), more 10 (5).
    const time = toTableModel(
      {
        ...data,
        identifier: { ...data.identifier, columns: '' },
        chart: {
          data: {
            Total: [
              { name: 'None', percentage: 12, respondents: 12 },
              { name: 'Less than 30 minutes', percentage: 30, respondents: 30 },
              { name: '30 minutes to 1 hour', percentage: 28, respondents: 28 },
              { name: '1 to 3 hours', percentage: 20, respondents: 20 },
              { name: 'More than 3 hours', percentage: 10, respondents: 10 },
            ],
          },
          bases: { Total: 100 },
        },
      },
      { rows: { type: 'single-pick' } },
    )
    const analysis = toGrid(
      time,
      'column',
      'order',
      { ...DEFAULT_ANALYSIS, mean: true },
      meanRows,
    ).analysis
    const summary = analysis.mean?.cells[0]?.summary
    expect(summary?.base).toBe(100)
    expect(summary?.mean).toBeCloseTo((12 + 60 + 84 + 80 + 50) / 100, 6)
    expect(meanSentence(analysis, time.rowLabels, false)).toContain(
      'None = 1, Less than 30 minutes = 2',
    )
    expect(meanSentence(analysis, time.rowLabels, false)).not.toContain('; left out')
  })
})
