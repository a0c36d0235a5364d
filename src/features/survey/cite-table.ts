import type { DataTable } from '../../api/schemas'
import type { Citable } from '../../lib/citation/citable'
import type { CollectionEntry } from '../../lib/collections/model'
import type { ExportHeader } from './export-header'

/**
 * A survey table is a derived work: the citation names the question, country, year, filters
 * and survey, so a reader can make the same table again; the survey's sources are the authors.
 */
export function tableCitable(
  data: DataTable,
  header: ExportHeader,
  retrieved = new Date(),
): Citable {
  const { survey_id: survey, rows, columns } = data.identifier
  const description = [
    `Survey table: ${[header.country, header.year].filter(Boolean).join(', ')}`,
    header.filters ? `filtered to ${header.filters}` : undefined,
    `survey ${survey}, question ${rows}${columns ? ` by ${columns}` : ''}`,
  ]
    .filter(Boolean)
    .join('; ')
  return {
    id: `survey:${survey}:${rows}:${columns ?? ''}:${data.identifier.filters.join('+')}`,
    title: data.title,
    sources: data.sources,
    publishers: [],
    released: data.date ?? undefined,
    retrieved: retrieved.toISOString(),
    url: data.link ?? undefined,
    medium: description,
    type: 'dataset',
  }
}

/** The table as a collection entry; `href` is this page's address, which rebuilds it. */
export function tableEntry(data: DataTable, header: ExportHeader, href: string): CollectionEntry {
  const now = new Date()
  const citable = tableCitable(data, header, now)
  return {
    key: citable.id,
    kind: 'Survey table',
    title: data.title,
    href,
    citable,
    snapshot: [
      { label: 'Country', value: header.country },
      { label: 'Year', value: header.year },
      { label: 'Filters', value: header.filters || 'none' },
      { label: 'Percent base', value: header.percentBase },
      { label: 'Survey', value: data.identifier.survey_id },
      { label: 'Sources', value: header.source },
    ].filter((s) => s.value !== ''),
    note: '',
    addedAt: now.toISOString(),
  }
}
