import { downloadWorkbook, recordsSheet, type SheetSpec } from '../../lib/export/workbook'
import { resultRecords } from './export-csv'
import type { ResultView } from './result-view'

const asDate = (value: string): string | Date => {
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN
  return Number.isNaN(time) ? value : new Date(time)
}

/** The same records as an Excel sheet; release and update dates as date cells. */
export function resultsSheet(name: string, views: readonly ResultView[]): SheetSpec {
  return recordsSheet(
    name,
    resultRecords(views).map((r) => ({
      ...r,
      released: r['released'] ? asDate(r['released']) : null,
      updated: r['updated'] ? asDate(r['updated']) : null,
    })),
  )
}

/** Offers the results as an Excel file (this module loads on the click). */
export function downloadResultsWorkbook(
  fileName: string,
  name: string,
  views: readonly ResultView[],
): Promise<void> {
  return downloadWorkbook(fileName, [resultsSheet(name, views)])
}
