import type { SheetColumn, SheetSpec, SheetValue } from '../../../lib/export/workbook'
import { BASE_MARK, meanCellsByColumn } from './analysis-export'
import { SIG_MARK } from '../stats/analysis-words'
import { headerBlock } from './csv-export'
import type { ExportHeader } from '../model/export-header'
import { HEADER_LABEL } from '../model/header-labels'
import { m } from '../../../paraglide/messages.js'
import { baseFlag, type Grid, type TableModel } from '../model/table-model'
import { decimalCell, fraction } from '../stats/number-format'

/**
 * A survey table as an Excel sheet: the CSV export's header block (csv-export.ts headerBlock,
 * the one place those lines are worded) split into a heading above the grid and a footer
 * below it, and the grid with percentages as fractions (percent format), counts and bases as
 * integers (thousands format) and the ▲/▼ marks in their own columns.
 */

/** The header block's lines that belong below the table rather than above it. */
const footerLabels = () => {
  const L = HEADER_LABEL
  return new Set<string>([
    L.significance,
    // The analysis options' lines (analysis-export.ts): the test, the mean row, the index.
    L.multipleComparisons,
    L.note,
    L.mean,
    L.means,
    L.index,
    L.independence,
    L.source,
    L.retrieved,
  ])
}

export function headingAndFooter(
  h: ExportHeader,
  model: TableModel,
  grid: Grid,
): { heading: string[]; footer: string[] } {
  const heading: string[] = []
  const footer: string[] = []
  const below = footerLabels()
  for (const [label = '', value = ''] of headerBlock(h, model, grid)) {
    if (label === HEADER_LABEL.title) heading.unshift(value)
    else (below.has(label) ? footer : heading).push(`${label}: ${value}`)
  }
  return { heading, footer }
}

export function tableSheet(
  name: string,
  h: ExportHeader,
  model: TableModel,
  grid: Grid,
): SheetSpec {
  const { heading, footer } = headingAndFooter(h, model, grid)
  if (model.kind === 'frequency') {
    const columns: SheetColumn[] = [
      { header: m.survey_answer() },
      { header: m.survey_respondents(), format: 'integer' },
      { header: m.survey_percent(), format: 'percent' },
    ]
    const rows: SheetValue[][] = grid.rows.map((r) => [
      r.label,
      r.cells[0]?.count ?? 0,
      fraction(r.cells[0]?.pct ?? 0),
    ])
    const base = model.bases[0] ?? 0
    rows.push(
      [m.survey_base_n(), base, BASE_MARK[baseFlag(base)] || null],
      ...meanRows(model, grid),
    )
    return { name, heading, columns, rows, footer }
  }
  const columns: SheetColumn[] = [
    { header: m.survey_answer() },
    ...model.columnLabels.flatMap((label): SheetColumn[] => [
      { header: m.survey_col_pct({ label }), format: 'percent' },
      { header: m.survey_col_n({ label }), format: 'integer' },
      { header: m.survey_col_sig({ label }), format: 'text', width: 8 },
    ]),
    { header: m.survey_total_pct(), format: 'percent' },
    { header: m.survey_total_n(), format: 'integer' },
  ]
  const bases: SheetValue[] = [
    m.survey_base_n(),
    ...model.bases.flatMap((b): SheetValue[] => [null, b, BASE_MARK[baseFlag(b)] || null]),
    null,
    grid.totalBase,
  ]
  const rows: SheetValue[][] = grid.rows.map((r) => [
    r.label,
    ...r.cells.flatMap((c): SheetValue[] => [fraction(c.pct), c.count, SIG_MARK[c.sig] || null]),
    fraction(r.total.pct),
    r.total.count,
  ])
  return { name, heading, columns, rows: [bases, ...rows, ...meanRows(model, grid)], footer }
}

/**
 * The mean row as numbers, as on the page: the mean and standard deviation (two decimals) in the
 * percentage columns, the base of the mean in the counts' columns, the mark in the marks'.
 */
function meanRows(model: TableModel, grid: Grid): SheetValue[][] {
  const mean = grid.analysis.mean
  if (!mean) return []
  const cells = meanCellsByColumn(model, grid)
  if (model.kind === 'frequency') {
    const s = cells[0]?.summary
    return [
      [m.survey_mean_score(), null, decimalCell(s?.mean)],
      [m.survey_sd(), null, decimalCell(s?.sd)],
      [m.survey_base_mean(), s?.base ?? null, null],
    ]
  }
  return [
    [
      m.survey_mean_score(),
      ...cells.flatMap((c): SheetValue[] => [
        decimalCell(c?.summary?.mean),
        null,
        SIG_MARK[c?.sig ?? 'none'] || null,
      ]),
      decimalCell(mean.total?.mean),
      null,
    ],
    [
      m.survey_sd(),
      ...cells.flatMap((c): SheetValue[] => [decimalCell(c?.summary?.sd), null, null]),
      decimalCell(mean.total?.sd),
      null,
    ],
    [
      m.survey_base_mean(),
      ...cells.flatMap((c): SheetValue[] => [null, c?.summary?.base ?? null, null]),
      null,
      mean.total?.base ?? null,
    ],
  ]
}
