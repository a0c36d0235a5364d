import type { DataTable } from '../../../api/schemas/survey'
import {
  countedRowNets,
  netTableRequest,
  placeNets,
  withNetRows,
  type PlacedNet,
} from '../stats/nets'
import type { Net } from '../address/nets-address'
import { questionOf, type TableRequest } from '../address/search-params'
import type { TableModel } from './table-model'

/**
 * A banner block's row nets (issue 31): the address's nets of the rows question, as rows of
 * each block, counted by the single table's arithmetic (nets.ts): a single-pick net adds its
 * answers' counts, a multi-pick one takes the bases of the block's table filtered by its answers
 * (one more table per net and block, 10 credits, asked only when the reader says so). Column
 * nets stay with the single table: a net of one block's column question has no place in the
 * others. Loaded with the nets' code (net-tables.ts), only for a banner with nets.
 */

/**
 * A table's row nets as its reader applies them (banner-view.tsx, the tab book's tables and
 * files): the address's nets with the multi-pick nets' filtered tables that are in. Made where
 * the nets' code has loaded (panels/use-block-nets.ts rowNetsOf) and handed to the pure
 * readers (tab-book-tables.ts, tab-book-banner.ts), which so never load the nets' arithmetic.
 */
export interface RowNets {
  /** The table's model with a row per row net whose figures are in (withBlockNets). */
  apply: (table: { model: TableModel; data: DataTable; request: TableRequest }) => TableModel
}

/** The nets of the rows question placed on a block's table (never a column net). */
function rowNetsOf(nets: readonly Net[], model: TableModel, request: TableRequest): PlacedNet[] {
  const own = nets.filter((n) => questionOf(n.answerIds[0] ?? '') === model.rows.questionId)
  return placeNets(own, model, request.filters ?? []).placed.filter((n) => n.side === 'rows')
}

/** The tables a block's multi-pick row nets need: its request filtered by each net's answers. */
export function blockNetTables(
  nets: readonly Net[],
  model: TableModel,
  request: TableRequest,
): TableRequest[] {
  return rowNetsOf(nets, model, request)
    .filter((n) => n.method === 'any')
    .map((n) => netTableRequest(request, n))
}

/**
 * A block's model with a row per row net whose figures are in; a multi-pick net whose table
 * `got` lacks is left out until it comes (blockNetTables names what to ask).
 */
export function withBlockNets(
  nets: readonly Net[],
  block: { model: TableModel; data: DataTable; request: TableRequest },
  got: (request: TableRequest) => DataTable | undefined,
): TableModel {
  const placed = rowNetsOf(nets, block.model, block.request)
  if (placed.length === 0) return block.model
  return withNetRows(
    block.model,
    countedRowNets(placed, block.model, block.data, block.request, got),
  )
}
