import type { DataTable } from '../../../api/schemas'
import type { Citable } from '../../../lib/citation/citable'
import type { ExportHeader } from '../model/export-header'

/**
 * A survey table is a derived work: the citation names the table by its title (the questions
 * in words), country, year and filters, and links to the table itself in this app (`href`, its
 * shared address), so a reader can open the same table again; the survey's sources are the
 * authors. The service's internal ids stay out of it: they mean nothing to a reader.
 */
export function tableCitable(
  data: DataTable,
  header: ExportHeader,
  retrieved = new Date(),
  href?: string,
): Citable {
  const { survey_id: survey, rows, columns } = data.identifier
  const description = [
    `Survey table: ${[header.country, header.year].filter(Boolean).join(', ')}`,
    header.filters ? `filtered to ${header.filters}` : undefined,
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
    url: tableLink(href) ?? data.link ?? undefined,
    medium: description,
    type: 'dataset',
  }
}

/** The table's address in this app as a full link, where the page knows it. */
function tableLink(href: string | undefined): string | undefined {
  if (!href) return undefined
  if (/^https?:\/\//.test(href)) return href
  return typeof window === 'undefined' ? undefined : new URL(href, window.location.origin).href
}
