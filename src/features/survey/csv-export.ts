import type { PercentBase } from './search-params'
import type { Grid, TableModel } from './table-model'

/**
 * The grid as rows of cells, with a header block saying what it is. Numbers are plain (no
 * thousands separators, '.' decimals) so spreadsheets read them as numbers.
 */
export interface ExportHeader {
  title: string
  country: string
  year: string
  filters: string
  percentBase: PercentBase
  source: string
  retrieved: string
}

const BASE_NAME = { column: 'column percent', row: 'row percent', total: 'total percent' } as const

export function gridRows(model: TableModel, grid: Grid): string[][] {
  if (model.kind === 'frequency') {
    const rows = grid.rows.map((r) => [
      r.label,
      String(r.cells[0]?.count ?? 0),
      String(r.cells[0]?.pct ?? 0),
    ])
    return [
      ['Answer', 'Respondents', 'Percent'],
      ...rows,
      ['Base', String(model.bases[0] ?? 0), ''],
    ]
  }
  const head = [
    'Answer',
    ...model.columnLabels.flatMap((l) => [`${l} %`, `${l} n`]),
    'Total %',
    'Total n',
  ]
  const bases = [
    'Base (n)',
    ...model.bases.flatMap((b) => ['', String(b)]),
    '',
    String(grid.totalBase),
  ]
  const rows = grid.rows.map((r) => [
    r.label,
    ...[...r.cells, r.total].flatMap((c) => [String(c.pct), String(c.count)]),
  ])
  return [head, bases, ...rows]
}

export function headerBlock(h: ExportHeader): string[][] {
  return [
    ['Title', h.title],
    ['Country', h.country],
    ['Year', h.year],
    ['Filters', h.filters || 'none (all respondents)'],
    ['Percent base', BASE_NAME[h.percentBase]],
    ['Source', h.source],
    ['Retrieved', h.retrieved],
  ]
}

function csvCell(value: string): string {
  // Quote when needed; a leading =, +, - or @ is prefixed so spreadsheets do not run it as a formula.
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** Tab-separated, for pasting into a spreadsheet; tabs and newlines inside cells become spaces. */
export function toTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map((c) => c.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n')
}

export function surveyCsv(header: ExportHeader, model: TableModel, grid: Grid): string {
  return toCsv([...headerBlock(header), [], ...gridRows(model, grid)])
}
