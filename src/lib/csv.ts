/**
 * Every CSV and pasted table the app writes. Cells that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return before one) are prefixed with an
 * apostrophe, so an exported title, or a net or audience named in a shared link, can never
 * execute in Excel or Sheets.
 */
import { getLocale } from './i18n/locale'
import type { Locale } from './i18n/reader-locale'

export type CsvCell = string | number | boolean | null | undefined

/**
 * How a spreadsheet of the reader's language reads a CSV file it opens: German Excel splits on
 * semicolons and reads `48,1` as a number (and `48.1` as a date or text), English on commas
 * with decimal points. Number cells are written for that reader; text is left as it is.
 */
export interface CsvDialect {
  separator: ',' | ';'
  decimal: '.' | ','
}

export function csvDialect(locale: Locale = getLocale()): CsvDialect {
  return locale === 'de' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' }
}

const COMMA_POINT: CsvDialect = { separator: ',', decimal: '.' }

const FORMULA_START = /^[=+\-@\t\r]/
// A negative number as text (-3.2, a difference in points) is a number to a spreadsheet, which
// runs nothing: it stays a number. Anything more ("-2+3", "-1+cmd|…") is defused.
const PLAIN_NUMBER = /^-\d+(?:\.\d+)?$/

/** The text as a spreadsheet must read it: a formula-like start defused with an apostrophe. */
function inert(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
}

export function csvCell(value: CsvCell, dialect: CsvDialect = COMMA_POINT): string {
  if (value === null || value === undefined) return ''
  const text =
    typeof value === 'string'
      ? inert(value)
      : typeof value === 'number' && dialect.decimal === ','
        ? String(value).replace('.', ',')
        : String(value)
  const quoted = /["\r\n]/.test(text) || text.includes(dialect.separator) || /^\s|\s$/.test(text)
  return quoted ? `"${text.replace(/"/g, '""')}"` : text
}

/**
 * Rows joined with CRLF, the line ending spreadsheets expect; a header is the first row. Comma
 * and decimal point unless a dialect is given (the content exports pass the reader's).
 */
export function toCsv(
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect = COMMA_POINT,
): string {
  const line = (row: readonly CsvCell[]) =>
    row.map((cell) => csvCell(cell, dialect)).join(dialect.separator)
  return rows.map(line).join('\r\n') + '\r\n'
}

/**
 * Tab-separated, for pasting into a spreadsheet; tabs and line breaks in a cell become spaces.
 * A spreadsheet's paste reads a leading quote as quoting the cell and drops it ("=1" arrives as
 * =1), so such a cell is defused too.
 */
export function toTsv(rows: readonly (readonly CsvCell[])[]): string {
  const pasted = (cell: CsvCell) => {
    if (typeof cell === 'number') return String(cell)
    const text = String(cell ?? '').replace(/[\t\r\n]+/g, ' ')
    return text.startsWith('"') ? `'${text}` : inert(text)
  }
  return rows.map((row) => row.map(pasted).join('\t')).join('\n')
}
