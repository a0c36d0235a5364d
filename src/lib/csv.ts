/**
 * Every CSV and pasted table the app writes. Cells that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return before one) are prefixed with an
 * apostrophe, so an exported title, or a net or audience named in a shared link, can never
 * execute in Excel or Sheets.
 */
export type CsvCell = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
// A negative number as text (-3.2, a difference in points) is a number to a spreadsheet, which
// runs nothing: it stays a number. Anything more ("-2+3", "-1+cmd|…") is defused.
const PLAIN_NUMBER = /^-\d+(?:\.\d+)?$/

/** The text as a spreadsheet must read it: a formula-like start defused with an apostrophe. */
function inert(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' ? inert(value) : String(value)
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows joined with CRLF, the line ending spreadsheets expect; a header is the first row. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
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
