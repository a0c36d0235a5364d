/**
 * A small RFC 4180 CSV writer. Cells that a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return before one) are prefixed with an apostrophe, so an
 * exported title can never execute in Excel or Sheets.
 */
export type CsvCell = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows joined with CRLF, the line ending spreadsheets expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
