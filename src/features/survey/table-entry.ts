import type { DataTable } from '../../api/schemas'
import { shownAnswer } from '../../api/kept-answers'
import { workspaceClient } from '../../api/workspace-client'
import { withAnswer, type EntryToAdd } from '../../lib/collections/answer-snapshot'
import type { CollectionEntry } from '../../lib/collections/model'
import { tableCitable } from './cite-table'
import type { ExportHeader } from './export-header'

// Loaded on "Add to collection" (result-view.tsx), not with every table.

/**
 * The table as a collection entry; `href` is this page's address, which rebuilds it. The answer
 * on screen is kept with it (from the page's cache: nothing is bought again), so a colleague
 * reads the same figures without spending credits.
 */
export function tableEntry(data: DataTable, header: ExportHeader, href: string): EntryToAdd {
  return withAnswer(tableEntryAlone(data, header, href), shownAnswer(workspaceClient(), { data }))
}

function tableEntryAlone(data: DataTable, header: ExportHeader, href: string): CollectionEntry {
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
