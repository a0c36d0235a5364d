import { indexBand } from '../stats/analysis-stats'
import type { CsvCell } from '../../../lib/csv'
import { m } from '../../../paraglide/messages.js'
import {
  correctionSentence,
  independenceSentence,
  indexSentence,
  markAfter,
  markSentence,
  SIG_MARK,
} from '../stats/analysis-words'
import { formatMean, meanSentence } from '../stats/mean-analysis'
import { isNetColumn } from '../address/nets-address'
import type { MeanCell } from '../stats/table-analysis'
import { chiSquareTest } from '../stats/stats'
import { baseFlag, SMALL_BASE, TINY_BASE, type Grid, type TableModel } from '../model/table-model'
import { numbersStatement } from '../stats/test-options'
import { HEADER_LABEL } from '../model/header-labels'

/** A column's base mark in every export, as the page marks it (result-grid.tsx). */
export const BASE_MARK = { ok: '', small: '*', tiny: '!' } as const

/**
 * What the page warns about, for the exports' header block: the columns whose base is small
 * (and which of them too small to read), and the whole-table test with its reliability.
 */
export function warningLines(model: TableModel, grid: Grid): string[][] {
  const lines: string[][] = []
  const labels = model.kind === 'cross' ? model.columnLabels : [m.survey_all_respondents()]
  const small = labels.flatMap((label, c) => {
    const base = model.bases[c] ?? 0
    const flag = baseFlag(base)
    return flag === 'ok' ? [] : [`${label} (n = ${base}${BASE_MARK[flag]})`]
  })
  if (small.length > 0)
    lines.push([
      HEADER_LABEL.smallBases,
      m.survey_small_bases_line({ columns: small.join(', '), small: SMALL_BASE, tiny: TINY_BASE }),
    ])
  if (model.kind === 'cross')
    lines.push([
      HEADER_LABEL.independence,
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
  const L = HEADER_LABEL
  return [
    [L.numbers, numbersStatement()],
    ...(cross
      ? [
          [L.significance, markSentence(analysis)],
          [L.multipleComparisons, correctionSentence(analysis)],
          ...analysis.notices.map((n) => [L.note, n]),
        ]
      : []),
    ...(showMean ? [[L.mean, meanSentence(analysis, model.rowLabels, cross)]] : []),
    ...(showMean && analysis.mean ? [[L.means, meanSummaryLine(model, grid)]] : []),
    ...(cross && analysis.options.index ? [[L.index, indexSentence()]] : []),
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
  if (!s) return m.survey_no_scored()
  const reference = cell.reference ? m.survey_reference_suffix() : ''
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
      `${m.survey_total()}: ${formatMean(mean.total.mean)} (SD ${formatMean(mean.total.sd)}, n ${mean.total.base})`,
    )
  return parts.join('; ')
}

// Numbers stay numbers, so the CSV writes them for the reader's spreadsheet (csvDialect).
const num = (v: number | undefined): CsvCell => (v === undefined ? '' : Math.round(v * 100) / 100)

/**
 * CSV rows after the grid: the mean, standard deviation and base of the mean in the grid's
 * columns (the % column holds the mean), then the index per cell with its high/low reading.
 */
export function analysisRows(model: TableModel, grid: Grid): CsvCell[][] {
  const { analysis } = grid
  const rows: CsvCell[][] = []
  const mean = analysis.mean
  if (mean) {
    const cross = model.kind === 'cross'
    const per = (f: (c: number) => CsvCell[]) => model.columnLabels.flatMap((_, c) => f(c))
    const cells = meanCellsByColumn(model, grid)
    const cell = (c: number) => cells[c]
    if (cross) {
      rows.push(
        [],
        [
          m.survey_mean(),
          ...per((c) => [num(cell(c)?.summary?.mean), '', SIG_MARK[cell(c)?.sig ?? 'none']]),
          num(mean.total?.mean),
          '',
        ],
        [
          m.survey_sd(),
          ...per((c) => [num(cell(c)?.summary?.sd), '', '']),
          num(mean.total?.sd),
          '',
        ],
        [
          m.survey_base_mean(),
          ...per((c) => ['', isNetColumn(model, c) ? '' : (cell(c)?.summary?.base ?? 0), '']),
          '',
          mean.total?.base ?? 0,
        ],
      )
    } else {
      const s = cell(0)?.summary
      rows.push(
        [],
        [m.survey_mean(), num(s?.mean), ''],
        [m.survey_sd(), num(s?.sd), ''],
        [m.survey_base_mean(), s?.base ?? 0, ''],
      )
    }
  }
  if (model.kind === 'cross' && analysis.options.index) {
    rows.push(
      [],
      [
        HEADER_LABEL.index,
        ...model.columnLabels.flatMap((label) => [
          m.survey_col_index({ label }),
          m.survey_col_high_low({ label }),
        ]),
      ],
      ...grid.rows.map((r) => [
        r.label,
        ...r.cells.flatMap((c) => {
          const band = indexBand(c.index)
          return [
            c.index === undefined ? '' : Math.round(c.index),
            band === 'none' ? '' : band === 'high' ? m.survey_band_high() : m.survey_band_low(),
          ]
        }),
      ]),
    )
  }
  return rows
}
