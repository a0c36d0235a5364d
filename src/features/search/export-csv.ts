import { csvDialect, toCsv, type CsvCell } from '../../lib/csv'
import { htmlToText } from '../../lib/sanitize-html'
import type { ResultView } from './result-view'

/** The results' fields, one record per item, facts as fields (a page, or a whole list: whole-result.ts). */
export function resultRecords(views: readonly ResultView[]): Record<string, string>[] {
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

/** The results as CSV for the reader's spreadsheet: one row per item, every field a column. */
export function resultsCsv(views: readonly ResultView[]): string {
  const records = resultRecords(views)
  // Every record has every field (facts absent from an item are ''), in the same order.
  const header = records[0] ? Object.keys(records[0]) : []
  return toCsv([header, ...records.map((r): CsvCell[] => header.map((k) => r[k]))], csvDialect())
}
