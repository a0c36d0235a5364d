import { describe, expect, it } from 'vitest'
import { droppedAnalysis } from '../address/analysis-address'
import { analysisNotice } from '../address/analysis-notice'
import { meanCellsByColumn } from './analysis-export'
import { exportHeader } from '../model/export-header'
import { surveyCsv } from './csv-export'
import { footnote, tableRows } from './deck'
import { surveySearchSchema } from '../address/search-params'
import { placeNets, withNetColumns } from '../stats/nets'
import { headingAndFooter } from './table-sheet'
import { meanRows } from '../stats/mean-analysis'
import { toGrid, toTableModel } from '../model/table-model'
import { yesNoOther } from '../model/test-table'
import { analysisFromSearch, DEFAULT_ANALYSIS } from '../stats/test-options'

// A: 57 Yes, 23 No, 20 Other of 100; B: 43, 27, 30 of 100 (model/test-table.ts yesNoOther).
const data = yesNoOther()
const model = toTableModel(data, { rows: { type: 'single-pick' } })
const header = exportHeader(data, 'column', '', '2026-11-24')
const options = analysisFromSearch({ level: 99, fdr: 'bh', mean: 1, index: 1, vs: 'q2#2' })
const grid = toGrid(model, 'column', 'order', options, meanRows)

describe('exports name the analysis options', () => {
  const lines = surveyCsv(header, model, grid).split('\r\n')

  it('CSV: level, reference column, correction, what the numbers are, mean and index', () => {
    expect(lines).toContain(
      'Significance,"▲/▼: the column\'s share giving the answer is higher/lower than in the reference column ""B""; two-proportion z-test (pooled), two-sided, 99% (|z| ≥ 2.58); the reference column is unmarked; marks are of column percentages and shown only with Column %; no mark where the column or the reference column has fewer than 30 respondents."',
    )
    // Three tests (A against B on each answer); the reference column is not tested.
    expect(lines.find((l) => l.startsWith('Multiple comparisons'))).toContain(
      'Benjamini–Hochberg false discovery rate correction across all the table’s cell tests (3 tests;',
    )
    expect(lines.find((l) => l.startsWith('Numbers,'))).toContain('applies no weighting')
    expect(lines.find((l) => l.startsWith('Mean,"Mean score'))).toContain(
      'Yes = 1, No = 2; left out: Other',
    )
    // Means: A (57 + 46)/80 = 1.2875 → 1.29; B 97/70 = 1.385714 → 1.39; total 200/150 = 1.33.
    expect(lines).toContain('Mean,1.29,,,1.39,,,1.33,')
    expect(lines).toContain('Base (mean),,80,,,70,,,150')
    // Index: Yes/A 114, Yes/B 86; Other/B 120 (high), Other/A 80 (low).
    expect(lines).toContain('Index,A index,A high/low,B index,B high/low')
    expect(lines).toContain('Yes,114,,86,')
    expect(lines).toContain('Other,80,low,120,high')
  })

  it('Excel: the test lines go below the table, the numbers line above', () => {
    const { heading, footer } = headingAndFooter(header, model, grid)
    expect(heading.some((l) => l.startsWith('Numbers: '))).toBe(true)
    expect(footer.some((l) => l.startsWith('Multiple comparisons: Benjamini–Hochberg'))).toBe(true)
    expect(footer.some((l) => l.startsWith('Means: A: 1.29 (SD 0.46, n 80)'))).toBe(true)
    expect(footer.some((l) => l.startsWith('Index: column % ÷ total %'))).toBe(true)
  })

  it('PowerPoint: the table keeps its marks; the default test is named as before', () => {
    expect(tableRows({ header, model, grid })[0]).toEqual(['Answer', 'A %', 'B %', 'Total %'])
    expect(footnote({ header, model, grid })).toBe('Source: Survey. Retrieved 2026-11-24.')
    const plain = surveyCsv(header, model, toGrid(model, 'column', 'order', DEFAULT_ANALYSIS))
    expect(plain).toContain('adjusted standardized residual, two-sided, 95% (|z| ≥ 1.96)')
    expect(plain).toContain('no correction for multiple comparisons (6 cell tests)')
    expect(plain).not.toContain('\r\nMean,')
  })
})

describe('analysis settings in the address', () => {
  const read = (raw: Record<string, unknown>) =>
    analysisNotice(droppedAnalysis(raw, surveySearchSchema.parse(raw)))

  it('names each invalid one and what it accepts', () => {
    expect(read({ level: 97, minbase: 0, fdr: 'maybe', mean: 1 })).toBe(
      'Some analysis settings in the address were not valid and were reset to their defaults: level=97 (90, 95 or 99); minbase=0 (a whole number from 1 to 1000); fdr=maybe (none or bh).',
    )
    expect(read({ scores: 'q1#1:1,q1#2:x' })).toContain('scores=q1#1:1,q1#2:x')
  })

  it('says nothing of valid settings or spelled-out defaults', () => {
    expect(read({ level: 99, minbase: 50, vs: 'q2#1', fdr: 'bh', scores: 'q1#1:2.5' })).toBe(
      undefined,
    )
    expect(read({ level: 95, vs: 'rest', fdr: 'none' })).toBeUndefined()
  })
})

describe('the mean row beside a net column', () => {
  // A net column "A or B" (q2#1 + q2#2) is added after the analysis: it has no mean of its own.
  const [net] = placeNets([{ name: 'A or B', answerIds: ['q2#1', 'q2#2'] }], model, []).placed
  const shown = withNetColumns(model, grid, [{ net: net! }], 'column')

  it('gives each column its own mean cell and the net column none', () => {
    const cells = meanCellsByColumn(shown.model, shown.grid)
    expect(shown.model.columnLabels).toEqual(['A', 'B', 'Net: A or B'])
    // A: (57·1 + 23·2)/80 = 1.2875; B: (43·1 + 27·2)/70 = 1.385714 ("Other" left out).
    expect(cells.map((c) => c?.summary?.mean)).toEqual([1.2875, 97 / 70, undefined])
  })

  it('keeps the Total mean under Total in the CSV, the net column blank', () => {
    const lines = surveyCsv(header, shown.model, shown.grid).split('\r\n')
    // A (%, n, sig), B (%, n, sig), Net (%, n, sig), Total (%, n): total 200/150 = 1.33.
    expect(lines).toContain('Mean,1.29,,,1.39,,,,,,1.33,')
    expect(lines).toContain('Base (mean),,80,,,70,,,,,,150')
  })

  it('leaves the net column out of the one-line means (Excel, slides)', () => {
    const { footer } = headingAndFooter(header, shown.model, shown.grid)
    const means = footer.find((l) => l.startsWith('Means: ')) ?? ''
    expect(means).toContain('A: 1.29 (SD 0.46, n 80)')
    expect(means).not.toContain('Net: A or B')
  })
})
