import type { DataTable } from '../../../api/schemas/survey'
import { ENDPOINTS } from '../../../api/endpoints'
import { exportHeader, type ExportHeader } from './export-header'
import type { NamedQuestion, QuestionFacts } from '../questions/question-names'
import { tableRequest, type SurveySearch, type TableRequest } from '../address/search-params'
import type { MeanRowsOf } from '../stats/table-analysis'
import {
  toGrid,
  toTableModel,
  type DimensionNames,
  type Grid,
  type TableModel,
  type TableNames,
} from './table-model'
import { analysisFromSearch } from '../stats/test-options'
import { netRowsLast } from '../address/nets-address'
import type { RowNets } from './banner-nets'

/**
 * The tab book's tables (tab-book.ts is the book in the address): what each costs, asks and
 * shows. Loaded with the book's tables (tab-book-view.tsx), not with every table.
 */

/** What one more table of the book costs: one data-table request. */
export const TABLE_CREDITS = ENDPOINTS.dataTable.credits

/** The table request of one of the book's questions: the rows question replaced, all else kept. */
export function bookRequest(search: SurveySearch, rows: string): TableRequest | undefined {
  return tableRequest({ ...search, rows })
}

/** One table of the book, read for the page and its exports. */
export interface BookTable {
  header: ExportHeader
  model: TableModel
  grid: Grid
}

/**
 * A table answer read as the page reads it: the one table model, the grid in the address's
 * percent base and order, the export header with the filters in words. Every table of the book
 * (the rows table too, for the book's exports) is read here, the same way result-view.tsx
 * reads the table above: what the grid learns there (test options, nets) is added here too.
 * With `nets`, the address's nets of this table's rows question are rows after its answers,
 * counted and tested as the banner's blocks count them (banner-nets.ts). Column nets stay
 * with the table above: a multi-pick one would need two more filtered tables per book table.
 */
export function readBookTable(
  data: DataTable,
  names: TableNames,
  search: Pick<SurveySearch, 'pct' | 'order'> & Partial<SurveySearch>,
  sentence: string,
  /** Needed when the address asks for a mean row (table-analysis.ts MeanRowsOf). */
  meanRowsOf?: MeanRowsOf,
  /** The row nets and the table's own request (their filtered tables are asked from it). */
  nets?: { rowNets: RowNets; request: TableRequest },
): BookTable {
  const answers = toTableModel(data, names)
  const model = nets ? nets.rowNets.apply({ model: answers, data, request: nets.request }) : answers
  const grid = toGrid(model, search.pct, search.order, analysisFromSearch(search), meanRowsOf)
  return {
    model,
    // The main table's tests, mean and index apply to every table of the book; net rows last.
    grid: netRowsLast(model, grid),
    header: exportHeader(data, search.pct, sentence),
  }
}

/**
 * The names of a table of the book, as the main table's are found (question-names.ts): its
 * rows question by the table's own answer, its type by the (free) question search; the
 * columns as the main table names them. Nothing here asks for a paid table.
 */
export function bookNames(
  rows: NamedQuestion,
  facts: QuestionFacts | undefined,
  columns: DimensionNames | undefined,
): TableNames {
  return {
    rows: {
      title: rows.indicator,
      wording: rows.wording,
      type: facts?.type ?? (rows.multiPick ? 'multi-pick' : undefined),
    },
    columns,
  }
}
