import type { DataTable } from '../../api/schemas'
import type { Citable } from '../../lib/citation/citable'
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
