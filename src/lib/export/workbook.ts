/**
 * Excel workbooks from plain sheet descriptions. Callers describe what a sheet says (heading
 * lines, typed columns, rows, footer lines); this module turns that into cells with number
 * formats and loads the writer (write-excel-file) only when a workbook is asked for, so no page
 * pays for it on first load.
 *
 * Percent cells hold fractions (0.482) shown with a percent format; integers get a thousands
 * format; numbers are always written as numbers, never as text.
 */
import type { Cell, Sheet, SheetData } from 'write-excel-file/universal'
import { downloadBlob } from '../download'

export type CellFormat = 'text' | 'integer' | 'decimal' | 'percent' | 'date'

export interface SheetColumn {
  header: string
  format?: CellFormat
  /** Column width in characters. */
  width?: number
}

/** A number whose cell has its own format, whatever its column's (a mean in a percent column). */
export interface FormattedNumber {
  value: number
  format: Exclude<CellFormat, 'text' | 'date'>
}

export type SheetValue = string | number | Date | null | FormattedNumber

export interface SheetSpec {
  /** Sheet tab name; sanitised to Excel's 31 characters without forbidden characters. */
  name: string
  /** Lines above the table: title, wording, country, year, filters, base. */
  heading?: string[]
  columns: SheetColumn[]
  rows: SheetValue[][]
  /** Lines below the table: test used, source, retrieval date. */
  footer?: string[]
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Excel's number format codes for each kind of column. */
export const NUMBER_FORMATS: Record<Exclude<CellFormat, 'text'>, string> = {
  integer: '#,##0',
  decimal: '#,##0.0##',
  percent: '0.0%',
  date: 'yyyy-mm-dd',
}

const FORBIDDEN_IN_SHEET_NAME = /[:\\/?*[\]]/g
const MAX_SHEET_NAME = 31

/**
 * Excel refuses tab names over 31 characters, with any of : \ / ? * [ ], starting or ending
 * with an apostrophe, or repeated (case-insensitively) in one workbook.
 */
export function sheetNames(names: readonly string[]): string[] {
  const used = new Set<string>()
  return names.map((raw, i) => {
    const clean =
      raw
        .replace(FORBIDDEN_IN_SHEET_NAME, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^'+|'+$/g, '') || `Sheet ${i + 1}`
    let name = clean.slice(0, MAX_SHEET_NAME).trim()
    for (let n = 2; used.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`
      name = clean.slice(0, MAX_SHEET_NAME - suffix.length).trim() + suffix
    }
    used.add(name.toLowerCase())
    return name
  })
}

function valueCell(value: SheetValue, format: CellFormat | undefined): Cell {
  if (value === null) return null
  if (typeof value === 'object' && !(value instanceof Date))
    return valueCell(value.value, value.format)
  if (value instanceof Date) {
    return { value, type: Date, format: NUMBER_FORMATS.date }
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    const numberFormat =
      format && format !== 'text' && format !== 'date'
        ? NUMBER_FORMATS[format]
        : Number.isInteger(value)
          ? NUMBER_FORMATS.integer
          : undefined
    return numberFormat
      ? { value, type: Number, format: numberFormat, align: 'right' }
      : { value, type: Number }
  }
  // Strings are written as shared strings, never as formulas, so '=…' stays inert text.
  return { value, type: String, align: format && format !== 'text' ? 'right' : undefined }
}

/** The writer's sheet for one spec: heading lines, a blank row, the table, a blank row, footer. */
export function toWriterSheet(spec: SheetSpec, name: string): Sheet<Blob> {
  const width = Math.max(spec.columns.length, 1)
  const line = (text: string, bold = false): Cell[] => [
    { value: text, type: String, fontWeight: bold ? 'bold' : undefined },
    ...Array.from({ length: width - 1 }, () => null),
  ]
  const heading = spec.heading ?? []
  const data: SheetData = []
  heading.forEach((text, i) => data.push(line(text, i === 0)))
  if (heading.length) data.push([])
  data.push(
    spec.columns.map((c) => ({
      value: c.header,
      type: String,
      fontWeight: 'bold',
      bottomBorderStyle: 'thin',
      wrap: true,
      align: c.format && c.format !== 'text' ? 'right' : undefined,
    })),
  )
  for (const row of spec.rows) {
    data.push(spec.columns.map((c, i) => valueCell(row[i] ?? null, c.format)))
  }
  const footer = spec.footer ?? []
  if (footer.length) data.push([])
  footer.forEach((text) => data.push(line(text)))
  return {
    sheet: name,
    data,
    columns: spec.columns.map((c, i) => ({
      width: c.width ?? (i === 0 ? 40 : Math.max(10, Math.min(30, c.header.length + 2))),
    })),
    stickyRowsCount: data.length > 1 ? heading.length + (heading.length ? 2 : 1) : undefined,
  }
}

/** The .xlsx file as a Blob; the writer is imported here, on demand. */
export async function workbookBlob(sheets: readonly SheetSpec[]): Promise<Blob> {
  if (!sheets.length) throw new Error('A workbook needs at least one sheet.')
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  const names = sheetNames(sheets.map((s) => s.name))
  return writeXlsxFile(
    sheets.map((s, i) => toWriterSheet(s, names[i] ?? `Sheet ${i + 1}`)),
  ).toBlob()
}

export function xlsxFileName(base: string): string {
  const stem = base.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'export'
  return stem.endsWith('.xlsx') ? stem : `${stem}.xlsx`
}

/** Builds the workbook and offers it as a download named `fileName` (.xlsx added if missing). */
export async function downloadWorkbook(fileName: string, sheets: SheetSpec[]): Promise<void> {
  downloadBlob(await workbookBlob(sheets), xlsxFileName(fileName))
}

function columnFormat(values: readonly SheetValue[]): CellFormat {
  const present = values.filter((v) => v !== null && v !== '')
  if (!present.length) return 'text'
  if (present.every((v) => v instanceof Date)) return 'date'
  if (present.every((v) => typeof v === 'number')) {
    return present.every((v) => Number.isInteger(v)) ? 'integer' : 'decimal'
  }
  return 'text'
}

/**
 * A sheet with one row per record and one column per field (every field any record has, in
 * first-seen order); each column's format follows its values.
 */
export function recordsSheet(
  name: string,
  records: Record<string, string | number | Date | null>[],
): SheetSpec {
  const keys: string[] = []
  for (const r of records) for (const k of Object.keys(r)) if (!keys.includes(k)) keys.push(k)
  const rows = records.map((r) => keys.map((k) => r[k] ?? null))
  return {
    name,
    columns: keys.map((header, i) => ({
      header,
      format: columnFormat(rows.map((row) => row[i] ?? null)),
    })),
    rows,
  }
}
