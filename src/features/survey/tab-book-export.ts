import { sheetNames, type SheetSpec } from '../../lib/export/workbook'
import { toCsv } from '../../lib/csv'
import { exportRows, headerBlock } from './csv-export'
import type { BookTable } from './tab-book-tables'
import { tableSheet } from './table-sheet'

/**
 * A tab book as one CSV and as one Excel workbook. Each table is written exactly as the single
 * table's export writes it (csv-export.ts header block and grid; table-sheet.ts sheet), so a
 * table reads the same alone or in a book.
 */

/** The tables one after another, each with its header block, a blank line between them. */
export function bookCsv(tables: readonly BookTable[]): string {
  return toCsv(
    tables.flatMap((t, i) => [...(i > 0 ? [[]] : []), ...exportRows(t.header, t.model, t.grid)]),
  )
}

/** What all tables of a book share, said once on the contents sheet. */
const SHARED_LINES = ['Columns', 'Filters', 'Country', 'Year', 'Percent base']
const FOOTER_LINES = ['Source', 'Retrieved']

/**
 * A contents sheet, then one sheet per table named by its number and rows question. The
 * contents list each table's sheet, title, rows question and respondents (its base).
 */
export function bookSheets(tables: readonly BookTable[]): SheetSpec[] {
  const names = sheetNames([
    'Contents',
    ...tables.map((t, i) => `${i + 1} ${t.model.rows.title}`),
  ]).slice(1)
  const first = tables[0]
  const block = first ? headerBlock(first.header, first.model, first.grid) : []
  const lines = (labels: readonly string[]) =>
    block.filter(([label = '']) => labels.includes(label)).map(([l, v]) => `${l}: ${v}`)
  const contents: SheetSpec = {
    name: 'Contents',
    heading: [
      `Tab book: ${tables.length} table${tables.length === 1 ? '' : 's'}`,
      ...lines(SHARED_LINES),
    ],
    columns: [
      { header: 'Table', format: 'integer', width: 8 },
      { header: 'Sheet', width: 32 },
      { header: 'Rows question', width: 40 },
      { header: 'Title', width: 60 },
      { header: 'Respondents', format: 'integer' },
    ],
    rows: tables.map((t, i) => [
      i + 1,
      names[i] ?? '',
      t.model.rows.title,
      t.header.title,
      t.grid.totalBase,
    ]),
    footer: lines(FOOTER_LINES),
  }
  return [
    contents,
    ...tables.map((t, i) => tableSheet(names[i] ?? `${i + 1}`, t.header, t.model, t.grid)),
  ]
}
