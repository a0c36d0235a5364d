import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { MAX_BOOK, surveySearchSchema, tableRequest } from '../address/search-params'
import { addToBook, bookQuestions, bookRows, moveInBook, removeFromBook } from './tab-book'
import { bookRequest, TABLE_CREDITS } from './tab-book-tables'

const STREAM = 'v0103_stream_services'
const GEN = 'v0013g_demo_generation'
const GENDER = 'v0001_demo_gender'
const INCOME = 'v0016_demo_income'

/** What the page does with a URL: the router's parser, then the route's schema. */
const fromUrl = (query: string) => surveySearchSchema.parse(defaultParseSearch(query))

describe('the tab book in the address', () => {
  it('leaves an address without `book` meaning what it meant: one table of rows', () => {
    const search = fromUrl(`?rows=${STREAM}&columns=${GEN}`)
    expect(search.book).toBeUndefined()
    expect(bookQuestions(search)).toEqual([])
    expect(bookRows(search)).toEqual([STREAM])
    expect(tableRequest(search)).toEqual({ rows: STREAM, columns: GEN })
  })

  it('keeps valid question IDs in order, dropping invalid entries, answers and repeats', () => {
    const search = fromUrl(
      `?rows=${STREAM}&book=${encodeURIComponent(` ${GENDER}, bad id,${GEN}#2,${GENDER},,${INCOME}`)}`,
    )
    expect(search.book).toBe(`${GENDER},${INCOME}`)
    expect(bookRows(search)).toEqual([STREAM, GENDER, INCOME])
  })

  it('drops the rows question from the book (it is the first table already)', () => {
    const search = fromUrl(`?rows=${STREAM}&book=${STREAM},${GEN}`)
    expect(bookQuestions(search)).toEqual([GEN])
  })

  it('holds at most 20 questions', () => {
    const ids = Array.from({ length: 25 }, (_, i) => `q${i + 1}`)
    const search = fromUrl(`?rows=${STREAM}&book=${ids.join(',')}`)
    expect(MAX_BOOK).toBe(20)
    expect(bookQuestions(search)).toEqual(ids.slice(0, 20))
  })

  it('degrades a book with nothing valid, or of the wrong type, to no book', () => {
    expect(fromUrl(`?rows=${STREAM}&book=${encodeURIComponent('#1,%%,a b')}`).book).toBeUndefined()
    expect(fromUrl(`?rows=${STREAM}&book=[1,2]`).book).toBeUndefined()
    // The router reads "2024" as a number: a numeric question ID is still an ID.
    expect(fromUrl(`?rows=${STREAM}&book=2024`).book).toBe('2024')
  })

  it('round-trips through the router serialisation', () => {
    const search = surveySearchSchema.parse({
      rows: STREAM,
      columns: GEN,
      book: `${GENDER},${INCOME}`,
    })
    const url = defaultStringifySearch(search)
    expect(url).toContain(`book=${GENDER}%2C${INCOME}`)
    expect(fromUrl(url)).toEqual(search)
  })

  it('asks each table with the same columns, filters, country and year', () => {
    const search = fromUrl(
      `?rows=${STREAM}&columns=${GEN}&filters=${encodeURIComponent(`${GENDER}#1`)}&country=DEU&year=2024&book=${INCOME}`,
    )
    expect(bookRequest(search, INCOME)).toEqual({
      rows: INCOME,
      columns: GEN,
      filters: [`${GENDER}#1`],
      country: 'DEU',
      year: 2024,
    })
    // A book question that is the columns question gets a frequency table (as rows would).
    expect(bookRequest(search, GEN)).toEqual({
      rows: GEN,
      filters: [`${GENDER}#1`],
      country: 'DEU',
      year: 2024,
    })
  })

  it('names the cost of a table: one data-table request, 10 credits', () => {
    expect(TABLE_CREDITS).toBe(10)
  })
})

describe('changing the book', () => {
  const search = { rows: STREAM, book: `${GEN},${GENDER},${INCOME}` }

  it('adds at the end; without rows the question becomes rows; repeats change nothing', () => {
    expect(addToBook({ rows: STREAM, book: undefined }, GEN)).toEqual({ book: GEN })
    expect(addToBook(search, 'v0200_new')).toEqual({
      book: `${GEN},${GENDER},${INCOME},v0200_new`,
    })
    expect(addToBook({ rows: undefined, book: undefined }, GEN)).toEqual({ rows: GEN })
    expect(addToBook(search, GENDER)).toEqual({})
    expect(addToBook(search, STREAM)).toEqual({})
  })

  it('adds nothing to a full book', () => {
    const full = { rows: STREAM, book: Array.from({ length: 20 }, (_, i) => `q${i}`).join(',') }
    expect(addToBook(full, 'q99')).toEqual({})
  })

  it('removes a question; removing the rows table moves the next table up to rows', () => {
    expect(removeFromBook(search, GENDER)).toEqual({ book: `${GEN},${INCOME}` })
    expect(removeFromBook(search, STREAM)).toEqual({ rows: GEN, book: `${GENDER},${INCOME}` })
    expect(removeFromBook({ rows: STREAM, book: GEN }, GEN)).toEqual({ book: undefined })
    expect(removeFromBook({ rows: STREAM, book: undefined }, STREAM)).toEqual({
      rows: undefined,
      book: undefined,
    })
  })

  it('moves a question up or down, staying inside the book', () => {
    expect(moveInBook(search, GENDER, -1)).toEqual({ book: `${GENDER},${GEN},${INCOME}` })
    expect(moveInBook(search, GENDER, 1)).toEqual({ book: `${GEN},${INCOME},${GENDER}` })
    expect(moveInBook(search, GEN, -1)).toEqual({})
    expect(moveInBook(search, INCOME, 1)).toEqual({})
    expect(moveInBook(search, 'v0999_absent', 1)).toEqual({})
  })
})
