import type { DataTable } from '../../../api/schemas'
import { downloadCsv as saveCsv } from '../../../lib/download'
import { toTsv } from '../../../lib/csv'
import { exportRows, surveyCsv } from './csv-export'
import { copy } from './copy-text'
import type { ExportHeader } from '../model/export-header'
import type { Grid, TableModel } from '../model/table-model'
import { tableFileStem } from './table-file-name'
import { downloadSlides, downloadTableSheets } from './office-files'
import { exportLine, fileLine } from '../../../lib/export/export-line'
import { m } from '../../../paraglide/messages.js'

/**
 * What the export bar's buttons do (export-bar.tsx): loaded when a pointer or focus reaches the
 * bar, or on the click, so a table's first load carries the buttons alone. The CSV writer comes
 * with it: the copy must reach the clipboard while the click still allows it, not after a
 * second download. Each resolves with the line the bar says; a failure rejects with the line to
 * say instead.
 */

export interface ExportInput {
  data: DataTable
  model: TableModel
  grid: Grid
  /** The header block, dated the day the file is made. */
  header: ExportHeader
}

const stemOf = (data: DataTable) =>
  tableFileStem(data.identifier.survey_id, data.identifier.rows, data.identifier.columns)

/** An Excel or PowerPoint file; when it cannot be made, the CSV (written here) still can. */
const office = (file: string, make: () => Promise<void>) =>
  fileLine(file, make, m.export_csv_instead())

export const excel = ({ data, model, grid, header }: ExportInput) =>
  office('Excel', () =>
    downloadTableSheets(stemOf(data), [{ name: data.title, header, model, grid }]),
  )

export const slides = ({ data, model, grid, header }: ExportInput) =>
  office('PowerPoint', () => downloadSlides(stemOf(data), [{ header, model, grid }]))

export function downloadCsv({ data, model, grid, header }: ExportInput): Promise<string> {
  saveCsv(surveyCsv(header, model, grid), `${stemOf(data)}.csv`)
  return Promise.resolve(exportLine({ done: true, file: 'CSV' }))
}

export function copyTsv({ model, grid, header }: ExportInput): Promise<string> {
  return copy(toTsv(exportRows(header, model, grid)), m.survey_noun_table())
}
