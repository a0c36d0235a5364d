import { sheetNames, type SheetSpec } from '../../../lib/export/workbook'
import { csvDialect, toCsv } from '../../../lib/csv'
import { m } from '../../../paraglide/messages.js'
import { exportRows, headerBlock } from './csv-export'
import { HEADER_LABEL } from '../model/header-labels'
import type { BookTable } from '../model/tab-book-tables'
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
    // Semicolons and decimal commas on a German page, as the single table's CSV (csv-export.ts).
    csvDialect(),
  )
}

/** What all tables of a book share, said once on the contents sheet (in the file's language). */
const sharedLines = (): string[] => [
  HEADER_LABEL.columns,
  HEADER_LABEL.filters,
  HEADER_LABEL.country,
  HEADER_LABEL.year,
  HEADER_LABEL.percentBase,
]
const footerLines = (): string[] => [HEADER_LABEL.source, HEADER_LABEL.retrieved]

/**
 * A contents sheet, then one sheet per table named by its number and rows question. The
 * contents list each table's sheet, title, rows question and respondents (its base).
 */
export function bookSheets(tables: readonly BookTable[]): SheetSpec[] {
  const contentsName = m.tabbook_sheet_contents()
  const names = sheetNames([
    contentsName,
    ...tables.map((t, i) => `${i + 1} ${t.model.rows.title}`),
  ]).slice(1)
  const first = tables[0]
  const block = first ? headerBlock(first.header, first.model, first.grid) : []
  const lines = (labels: readonly string[]) =>
    block.filter(([label = '']) => labels.includes(label)).map(([l, v]) => `${l}: ${v}`)
  const contents: SheetSpec = {
    name: contentsName,
    heading: [m.tabbook_heading({ count: tables.length }), ...lines(sharedLines())],
    columns: [
      { header: m.tabbook_sheet_table(), format: 'integer', width: 8 },
      { header: m.tabbook_sheet_sheet(), width: 32 },
      { header: m.tabbook_sheet_rows_question(), width: 40 },
      { header: HEADER_LABEL.title, width: 60 },
      { header: HEADER_LABEL.respondents, format: 'integer' },
    ],
    rows: tables.map((t, i) => [
      i + 1,
      names[i] ?? '',
      t.model.rows.title,
      t.header.title,
      t.grid.totalBase,
    ]),
    footer: lines(footerLines()),
  }
  return [
    contents,
    ...tables.map((t, i) => tableSheet(names[i] ?? `${i + 1}`, t.header, t.model, t.grid)),
  ]
}
