import { toCsv, type CsvCell } from '../../lib/csv'
import { htmlToText } from '../../lib/sanitize-html'
import type { ResultView } from './result-view'

/** The loaded results as CSV: one row per item, facts as columns, never further pages. */
export function resultsCsv(views: readonly ResultView[]): string {
  const factLabels = [...new Set(views.flatMap((v) => v.facts.map((f) => f.label)))]
  const header = [
    'identifier',
    'title',
    'subject',
    'premium',
    'released',
    'updated',
    'link',
    'description',
    ...factLabels,
  ]
  const rows = views.map((v): CsvCell[] => [
    v.id,
    v.title,
    v.subject,
    v.premium === undefined ? '' : v.premium ? 'premium' : 'free',
    v.released ?? v.date,
    v.updated,
    v.link,
    v.descriptionHtml ? htmlToText(v.descriptionHtml) : '',
    ...factLabels.map((label) => v.facts.find((f) => f.label === label)?.values.join('; ')),
  ])
  return toCsv(header, rows)
}
