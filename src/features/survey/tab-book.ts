import type { DataTable } from '../../api/schemas/survey'
import { creditsOf, ENDPOINTS } from '../../api/endpoints'
import { exportHeader, type ExportHeader } from './export-header'
import type { NamedQuestion, QuestionFacts } from './question-names'
import {
  MAX_BOOK,
  parseBook,
  tableRequest,
  type SurveySearch,
  type TableRequest,
} from './search-params'
import {
  toGrid,
  toTableModel,
  type DimensionNames,
  type Grid,
  type TableModel,
  type TableNames,
} from './table-model'
import type { MeanRowsOf } from './table-analysis'
import { analysisFromSearch } from './test-options'

/**
 * A tab book: the table of `rows` and, one under the other, a table for each question of
 * `book`, all with the same columns, filters, country and year, read the same way (percent
 * base, order) and exported together. The address holds it (search-params.ts `book`); this
 * module is what the address means and how it changes.
 */

/** What one more table of the book costs: one data-table request. */
export const TABLE_CREDITS = creditsOf(ENDPOINTS.dataTable)

/** The book's extra questions: `book` without the question already on rows. */
export function bookQuestions(search: Pick<SurveySearch, 'rows' | 'book'>): string[] {
  return parseBook(search.book).filter((id) => id !== search.rows)
}

/** Every table of the book in reading order: rows first, then the book's questions. */
export function bookRows(search: Pick<SurveySearch, 'rows' | 'book'>): string[] {
  return search.rows ? [search.rows, ...bookQuestions(search)] : []
}

const asBook = (ids: readonly string[]) => (ids.length > 0 ? ids.join(',') : undefined)

type Patch = Pick<Partial<SurveySearch>, 'rows' | 'book'>

/**
 * Adds a question to the book. Without rows it becomes the rows question (the book's first
 * table); a question already in the book, or a full book, changes nothing.
 */
export function addToBook(search: Pick<SurveySearch, 'rows' | 'book'>, id: string): Patch {
  if (!search.rows) return { rows: id }
  const book = bookQuestions(search)
  if (id === search.rows || book.includes(id) || book.length >= MAX_BOOK) return {}
  return { book: asBook([...book, id]) }
}

/**
 * Takes a question's table out of the book. The rows question's table is the first: without
 * it the next one moves up to rows.
 */
export function removeFromBook(search: Pick<SurveySearch, 'rows' | 'book'>, id: string): Patch {
  const book = bookQuestions(search)
  if (id === search.rows) return { rows: book[0], book: asBook(book.slice(1)) }
  return { book: asBook(book.filter((b) => b !== id)) }
}

/** Moves a question of the book by `by` places (−1 up, +1 down), within the book's bounds. */
export function moveInBook(
  search: Pick<SurveySearch, 'rows' | 'book'>,
  id: string,
  by: number,
): Patch {
  const book = bookQuestions(search)
  const from = book.indexOf(id)
  const to = Math.max(0, Math.min(book.length - 1, from + by))
  if (from === -1 || from === to) return {}
  const next = book.filter((b) => b !== id)
  next.splice(to, 0, id)
  return { book: asBook(next) }
}

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
 */
export function readBookTable(
  data: DataTable,
  names: TableNames,
  search: Pick<SurveySearch, 'pct' | 'order'> & Partial<SurveySearch>,
  sentence: string,
  /** Needed when the address asks for a mean row (table-analysis.ts MeanRowsOf). */
  meanRowsOf?: MeanRowsOf,
): BookTable {
  const model = toTableModel(data, names)
  return {
    model,
    // The main table's tests, mean and index apply to every table of the book.
    grid: toGrid(model, search.pct, search.order, analysisFromSearch(search), meanRowsOf),
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

/** The id of a table's place in the page, for the contents list's links. */
export const bookAnchor = (index: number) => `tab-book-table-${index + 1}`
