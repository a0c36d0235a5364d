import { dataTableSchema } from '../../api/schemas'
import type { DeckTable } from '../../features/survey/exports/deck'
import { exportHeader } from '../../features/survey/model/export-header'
import { PERCENT_BASES, type PercentBase } from '../../features/survey/address/search-params'
import { toGrid, toTableModel } from '../../features/survey/model/table-model'
import type { CollectionEntry } from '../../lib/collections/model'

/**
 * A kept survey answer read as the builder reads a table: its model, grid (the percent base the
 * entry's address chose, the service's row order) and header, dated the day it was retrieved.
 * Undefined when the kept body is not a survey table.
 */
export function readKeptTable(entry: CollectionEntry): DeckTable | undefined {
  const answer = entry.answer
  if (answer?.kind !== 'survey-table') return undefined
  const parsed = dataTableSchema.safeParse(answer.body)
  if (!parsed.success) return undefined
  const data = parsed.data
  const model = toTableModel(data)
  if (model.rowLabels.length === 0) return undefined
  const pct = percentBaseOf(entry.href)
  return {
    model,
    grid: toGrid(model, pct, 'order'),
    header: exportHeader(data, pct, filtersOf(entry), answer.retrievedAt.slice(0, 10)),
  }
}

/** The percent base the entry's address (`/survey?…&pct=row`) chose; column when none. */
export function percentBaseOf(href: string): PercentBase {
  const pct = new URLSearchParams(href.split('?')[1] ?? '').get('pct')
  return PERCENT_BASES.find((p) => p === pct) ?? 'column'
}

/**
 * The filters in words as the entry kept them when it was added (the kept request names only
 * answer IDs); '' for none.
 */
function filtersOf(entry: CollectionEntry): string {
  const words = entry.snapshot.find((s) => s.label === 'Filters')?.value ?? ''
  return words === 'none' ? '' : words
}
