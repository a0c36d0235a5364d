import type { QueryClient } from '@tanstack/react-query'
import { dataTableQuery } from '../../../api/survey-queries'
import { meanRowsModule } from '../address/address-modules'
import { exportHeader } from '../model/export-header'
import type { DeckTable } from './deck'
import { filterSentence } from '../model/filter-sentence'
import { namingFor, tableNames } from '../questions/question-catalogue'
import type { SavedTable } from '../panels/saved-store'
import { filterIds, tableRequest } from '../address/search-params'
import { toGrid, toTableModel } from '../model/table-model'
import { parseNets } from '../stats/nets-form'
import { withCachedNets } from '../stats/nets'
import { analysisFromSearch } from '../stats/test-options'

/** A saved table ready for export: its name and the same model, grid and header as on screen. */
export interface ExportTable extends DeckTable {
  name: string
}

/**
 * Fetches a saved table (through the query cache, so a table already seen costs nothing) and
 * reads it the way the result view does: names from the catalogue, the saved percent base and
 * order, filters in words.
 */
export async function loadSavedTable(client: QueryClient, saved: SavedTable): Promise<ExportTable> {
  const request = tableRequest(saved.search)
  if (!request) throw new Error(`"${saved.name}" has no rows question.`)
  const data = await client.fetchQuery(dataTableQuery(request))
  const options = analysisFromSearch(saved.search)
  // A saved table may show a mean row the table on screen does not.
  const meanRowsOf = options.mean ? (await meanRowsModule.load()).meanRows : undefined
  const naming = namingFor(data)
  const answers = toTableModel(
    data,
    tableNames(
      naming.info(data.identifier.rows),
      naming.info(data.identifier.columns ?? undefined),
    ),
  )
  // Nets as on screen; multi-pick ones only where their tables are already in the cache.
  const { model, grid } = withCachedNets(
    answers,
    data,
    parseNets(saved.search.nets).nets,
    request,
    (m) => toGrid(m, saved.search.pct, saved.search.order, options, meanRowsOf),
    saved.search.pct,
    (r) => client.getQueryData(dataTableQuery(r).queryKey),
  )
  const filters = filterSentence(filterIds(saved.search), naming.describe)
  return { name: saved.name, model, grid, header: exportHeader(data, saved.search.pct, filters) }
}
