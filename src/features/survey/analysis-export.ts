import { indexBand } from './analysis-stats'
import {
  correctionSentence,
  independenceSentence,
  INDEX_SENTENCE,
  markAfter,
  markSentence,
  SIG_MARK,
} from './analysis-words'
import { formatMean, meanSentence } from './mean-analysis'
import { isNetColumn } from './nets-address'
import type { MeanCell } from './table-analysis'
import { chiSquareTest } from './stats'
import { baseFlag, SMALL_BASE, TINY_BASE, type Grid, type TableModel } from './table-model'
import { NUMBERS_STATEMENT } from './test-options'

/** A column's base mark in every export, as the page marks it (result-grid.tsx). */
export const BASE_MARK = { ok: '', small: '*', tiny: '!' } as const

/**
 * What the page warns about, for the exports' header block: the columns whose base is small
 * (and which of them too small to read), and the whole-table test with its reliability.
 */
export function warningLines(model: TableModel, grid: Grid): string[][] {
  const lines: string[][] = []
  const labels = model.kind === 'cross' ? model.columnLabels : ['All respondents']
  const small = labels.flatMap((label, c) => {
    const base = model.bases[c] ?? 0
    const flag = baseFlag(base)
    return flag === 'ok' ? [] : [`${label} (n = ${base}${BASE_MARK[flag]})`]
  })
  if (small.length > 0)
    lines.push([
      'Small bases',
      `${small.join(', ')}: * base under ${SMALL_BASE}, read with care; ! under ${TINY_BASE}, too small to read.`,
    ])
  if (model.kind === 'cross')
    lines.push([
      'Independence',
      independenceSentence(chiSquareTest(model.counts), grid.analysis.options.test.level),
    ])
  return lines
}

/**
 * The analysis options in the exports: header-block lines (csv-export.ts headerBlock, which the
 * Excel sheet and the PowerPoint deck read) and the CSV's mean and index blocks.
 */

/** Header-block lines: what the numbers are, the test and its correction, mean, index. */
export function analysisHeaderLines(model: TableModel, grid: Grid): string[][] {
  const { analysis } = grid
  const cross = model.kind === 'cross'
  const showMean = analysis.options.mean
  return [
    ['Numbers', NUMBERS_STATEMENT],
    ...(cross
      ? [
          ['Significance', markSentence(analysis)],
          ['Multiple comparisons', correctionSentence(analysis)],
          ...analysis.notices.map((n) => ['Note', n]),
        ]
      : []),
    ...(showMean ? [['Mean', meanSentence(analysis, model.rowLabels, cross)]] : []),
    ...(showMean && analysis.mean ? [['Means', meanSummaryLine(model, grid)]] : []),
    ...(cross && analysis.options.index ? [['Index', INDEX_SENTENCE]] : []),
  ]
}

/**
 * The mean row's cell under each column of the model, as shown. The mean is computed on the
 * answers' columns (table-analysis.ts); net columns (nets.ts) are added after it and have no
 * mean, so they get none here and every other column, and the Total after them, keeps its own.
 */
export function meanCellsByColumn(model: TableModel, grid: Grid): (MeanCell | undefined)[] {
  const cells = grid.analysis.mean?.cells ?? []
  return model.columnLabels.map((_, c) => (isNetColumn(model, c) ? undefined : cells[c]))
}

function meanCellWords(cell: MeanCell | undefined): string {
  const s = cell?.summary
  if (!s) return 'no scored respondents'
  const reference = cell.reference ? ' (reference)' : ''
  return `${formatMean(s.mean)}${markAfter(cell.sig)} (SD ${formatMean(s.sd)}, n ${s.base})${reference}`
}

/** The mean row in one line, for exports whose columns hold percentages (Excel, slides). */
export function meanSummaryLine(model: TableModel, grid: Grid): string {
  const mean = grid.analysis.mean
  if (!mean) return ''
  const cells = meanCellsByColumn(model, grid)
  const parts = model.columnLabels.flatMap((l, c) =>
    isNetColumn(model, c) ? [] : [`${l}: ${meanCellWords(cells[c])}`],
  )
  if (model.kind === 'cross' && mean.total)
    parts.push(
      `Total: ${formatMean(mean.total.mean)} (SD ${formatMean(mean.total.sd)}, n ${mean.total.base})`,
    )
  return parts.join('; ')
}

const num = (v: number | undefined) => (v === undefined ? '' : String(Math.round(v * 100) / 100))

/**
 * CSV rows after the grid: the mean, standard deviation and base of the mean in the grid's
 * columns (the % column holds the mean), then the index per cell with its high/low reading.
 */
export function analysisRows(model: TableModel, grid: Grid): string[][] {
  const { analysis } = grid
  const rows: string[][] = []
  const mean = analysis.mean
  if (mean) {
    const cross = model.kind === 'cross'
    const per = (f: (c: number) => string[]) => model.columnLabels.flatMap((_, c) => f(c))
    const cells = meanCellsByColumn(model, grid)
    const cell = (c: number) => cells[c]
    if (cross) {
      rows.push(
        [],
        [
          'Mean',
          ...per((c) => [num(cell(c)?.summary?.mean), '', SIG_MARK[cell(c)?.sig ?? 'none']]),
          num(mean.total?.mean),
          '',
        ],
        [
          'Standard deviation',
          ...per((c) => [num(cell(c)?.summary?.sd), '', '']),
          num(mean.total?.sd),
          '',
        ],
        [
          'Base (mean)',
          ...per((c) => ['', isNetColumn(model, c) ? '' : String(cell(c)?.summary?.base ?? 0), '']),
          '',
          String(mean.total?.base ?? 0),
        ],
      )
    } else {
      const s = cell(0)?.summary
      rows.push(
        [],
        ['Mean', num(s?.mean), ''],
        ['Standard deviation', num(s?.sd), ''],
        ['Base (mean)', String(s?.base ?? 0), ''],
      )
    }
  }
  if (model.kind === 'cross' && analysis.options.index) {
    rows.push(
      [],
      ['Index', ...model.columnLabels.flatMap((l) => [`${l} index`, `${l} high/low`])],
      ...grid.rows.map((r) => [
        r.label,
        ...r.cells.flatMap((c) => {
          const band = indexBand(c.index)
          return [
            c.index === undefined ? '' : String(Math.round(c.index)),
            band === 'none' ? '' : band,
          ]
        }),
      ]),
    )
  }
  return rows
}
