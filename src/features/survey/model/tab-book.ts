import { MAX_BOOK, parseBook, type SurveySearch } from '../address/search-params'

/**
 * A tab book: the table of `rows` and, one under the other, a table for each question of
 * `book`, all with the same columns, filters, country and year, read the same way (percent
 * base, order) and exported together. The address holds it (search-params.ts `book`); this
 * module is what the address means and how it changes (its tables: tab-book-tables.ts).
 */

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

/** The id of a table's place in the page, for the contents list's links. */
export const bookAnchor = (index: number) => `tab-book-table-${index + 1}`
