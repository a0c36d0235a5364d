import type { DataTable } from '../../../api/schemas'
import { shownAnswer } from '../../../api/kept-answers'
import { workspaceClient } from '../../../api/workspace-client'
import { withAnswer, type EntryToAdd } from '../../../lib/collections/answer-snapshot'
import type { CollectionEntry } from '../../../lib/collections/model'
import { tableCitable } from '../exports/cite-table'
import type { ExportHeader } from '../model/export-header'
import { m } from '../../../paraglide/messages.js'

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
    kind: m.survey_entry_kind(),
    title: data.title,
    href,
    citable,
    snapshot: [
      { label: m.survey_entry_country(), value: header.country },
      { label: m.survey_entry_year(), value: header.year },
      { label: m.survey_entry_filters(), value: header.filters || m.survey_entry_no_filters() },
      { label: m.survey_entry_percent_base(), value: header.percentBase },
      { label: m.survey_entry_survey(), value: data.identifier.survey_id },
      { label: m.survey_entry_sources(), value: header.source },
    ].filter((s) => s.value !== ''),
    note: '',
    addedAt: now.toISOString(),
  }
}
