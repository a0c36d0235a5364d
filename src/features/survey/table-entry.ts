import type { DataTable } from '../../api/schemas'
import type { CollectionEntry } from '../../lib/collections/model'
import { tableCitable } from './cite-table'
import type { ExportHeader } from './export-header'

// Loaded on "Add to collection" (result-view.tsx), not with every table.

/** The table as a collection entry; `href` is this page's address, which rebuilds it. */
export function tableEntry(data: DataTable, header: ExportHeader, href: string): CollectionEntry {
  const now = new Date()
  const citable = tableCitable(data, header, now, href)
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
