import { toCsv, type CsvCell } from '../../lib/csv'
import { recordsSheet, type SheetSpec } from '../../lib/export/workbook'
import { htmlToText } from '../../lib/sanitize-html'
import type { ResultView } from './result-view'

/** The loaded results' fields, one record per item, facts as fields; never further pages. */
function resultRecords(views: readonly ResultView[]): Record<string, string>[] {
  const factLabels = [...new Set(views.flatMap((v) => v.facts.map((f) => f.label)))]
  return views.map((v) => ({
    identifier: v.id,
    title: v.title,
    subject: v.subject ?? '',
    premium: v.premium === undefined ? '' : v.premium ? 'premium' : 'free',
    released: v.released ?? v.date ?? '',
    updated: v.updated ?? '',
    link: v.link ?? '',
    description: v.descriptionHtml ? htmlToText(v.descriptionHtml) : '',
    ...Object.fromEntries(
      factLabels.map((label) => [
        label,
        v.facts.find((f) => f.label === label)?.values.join('; ') ?? '',
      ]),
    ),
  }))
}

/** The loaded results as CSV: one row per item, every field a column. */
export function resultsCsv(views: readonly ResultView[]): string {
  const records = resultRecords(views)
  // Every record has every field (facts absent from an item are ''), in the same order.
  const header = records[0] ? Object.keys(records[0]) : []
  return toCsv(
    header,
    records.map((r): CsvCell[] => header.map((k) => r[k])),
  )
}

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
