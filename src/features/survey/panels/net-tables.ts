import type { UseQueryResult } from '@tanstack/react-query'
import type { DataTable } from '../../../api/schemas/survey'
import { dataTableQuery } from '../../../api/survey-queries'
import {
  anyColumnFigures,
  anyRowCounts,
  netColumnRequest,
  netTableRequest,
  sumRowCounts,
  withNetRows,
  type ColumnNet,
  type PlacedNet,
} from '../stats/nets'
import type { Net } from '../address/nets-address'
import type { TableRequest } from '../address/search-params'
import type { TableModel } from '../model/table-model'

/**
 * The nets' own tables as use-nets.ts asks them: which tables each multi-pick net needs, where
 * each net stands, and the figures they give. The hook keeps the state and the queries; this
 * is the rest of its work, loaded with the nets' arithmetic (address-modules.ts) only for a
 * table with nets.
 */

// What the nets' deferred module offers use-nets.ts: the arithmetic and the address form.
export * from '../stats/nets'
export { formatNets, parseNets } from '../stats/nets-form'
// And a banner's: each block's row nets (banner-view.tsx).
export { blockNetTables, withBlockNets } from '../model/banner-nets'

/** Where a net that needs its own table stands: not asked yet, on its way, failed, or in. */
export type NetTableState =
  | {
      status: 'unasked'
      /** Tables still to ask (10 credits each). */ tables: number
      ask: () => void
    }
  | { status: 'loading' }
  | { status: 'failed'; error: Error; ask: () => void }
  | { status: 'ready' }

/** The data-table queries of `tables`, each enabled once the reader has asked for it. */
export function netQueries(
  tables: readonly TableRequest[],
  asked: ReadonlySet<string>,
  active: boolean,
) {
  return tables.map((r) => {
    const options = dataTableQuery(r)
    const key = JSON.stringify(options.queryKey)
    return { ...options, enabled: active && asked.has(key), key }
  })
}

type NetQuery = ReturnType<typeof netQueries>[number]

/**
 * The names of a banner's nets still waiting for a table, each once (a net waits in every
 * block): `tables` the nets' filtered tables, `missing` the queries of those not asked yet.
 */
export function waitingNets(
  nets: readonly Net[],
  tables: readonly TableRequest[],
  missing: readonly { queryKey: readonly unknown[] }[],
): string {
  const keys = new Set(missing.map((q) => JSON.stringify(q.queryKey)))
  const waiting = nets.filter((net) =>
    tables.some(
      (t) =>
        keys.has(JSON.stringify(dataTableQuery(t).queryKey)) &&
        net.answerIds.every((id) => t.filters?.includes(id)),
    ),
  )
  return waiting.map((n) => n.name).join(', ')
}

/** Multi-pick row nets: the table filtered by the net's answers, one each. */
export function rowNetAsks(placed: readonly PlacedNet[], base: TableRequest) {
  const nets = placed.filter((n) => n.method === 'any' && n.side === 'rows')
  return { nets, tables: nets.map((net) => netTableRequest(base, net)) }
}

/** The row nets whose tables are in, with their counts. */
export function rowNetFigures(
  nets: readonly PlacedNet[],
  results: readonly UseQueryResult<DataTable>[],
  data: DataTable | undefined,
) {
  const series = data ? Object.keys(data.chart.data) : []
  return nets.flatMap((net, i) => {
    const got = results[i]?.data
    return got ? [{ net, counts: anyRowCounts(series, got) }] : []
  })
}

/**
 * Multi-pick column nets: the rows' frequency table filtered by the net's answers, and one
 * more per multi-pick row net shown (that net's answers added), for their crossing cell.
 */
export function columnNetAsks(
  placed: readonly PlacedNet[],
  base: TableRequest,
  shownRowNets: readonly PlacedNet[],
) {
  const nets = placed.filter((n) => n.method === 'any' && n.side === 'columns')
  const asks = nets.map((net) => [
    netColumnRequest(base, net),
    ...shownRowNets.map((rowNet) => netColumnRequest(base, net, rowNet)),
  ])
  return { nets, asks }
}

function tableState(
  queries: readonly NetQuery[],
  results: readonly UseQueryResult[],
  ask: (keys: readonly string[]) => void,
): NetTableState {
  const failed = results.find((r) => r.error)
  if (results.every((r) => r.data !== undefined)) return { status: 'ready' }
  if (failed?.error)
    return { status: 'failed', error: failed.error, ask: () => void failed.refetch() }
  if (results.some((r) => r.isFetching)) return { status: 'loading' }
  const missing = queries.filter((_, i) => results[i]?.data === undefined)
  return { status: 'unasked', tables: missing.length, ask: () => ask(missing.map((q) => q.key)) }
}

/** Each multi-pick net's state, and the column nets' figures once all their tables are in. */
export function netTableStates(
  rows: {
    nets: readonly PlacedNet[]
    queries: readonly NetQuery[]
    results: readonly UseQueryResult[]
  },
  columns: {
    nets: readonly PlacedNet[]
    asks: readonly (readonly TableRequest[])[]
    queries: readonly NetQuery[]
    results: readonly UseQueryResult<DataTable>[]
  },
  shownRowNets: readonly PlacedNet[],
  ask: (keys: readonly string[]) => void,
): { tables: Map<string, NetTableState>; columnFigures: ColumnNet[] } {
  const tables = new Map<string, NetTableState>()
  rows.nets.forEach((net, i) =>
    tables.set(
      net.name,
      tableState(rows.queries.slice(i, i + 1), rows.results.slice(i, i + 1), ask),
    ),
  )
  const columnFigures: ColumnNet[] = []
  let at = 0
  columns.nets.forEach((net, k) => {
    const n = columns.asks[k]?.length ?? 0
    const results = columns.results.slice(at, at + n)
    const st = tableState(columns.queries.slice(at, at + n), results, ask)
    at += n
    tables.set(net.name, st)
    const [own, ...pairs] = results.map((r) => r.data)
    if (st.status === 'ready' && own)
      columnFigures.push({
        net,
        figures: anyColumnFigures(
          own,
          new Map(shownRowNets.flatMap((rn, i) => (pairs[i] ? [[rn.name, pairs[i]]] : []))),
        ),
      })
  })
  return { tables, columnFigures }
}

/** The answers' model with a row per net whose figures are in. */
export function withNetFigureRows(
  current: TableModel,
  placed: readonly PlacedNet[],
  rowFigures: readonly { net: PlacedNet; counts: number[] }[],
): TableModel {
  const rows = placed
    .filter((net) => net.side === 'rows')
    .flatMap((net) => {
      if (net.method === 'sum') return [{ net, counts: sumRowCounts(current, net.answerIds) }]
      return rowFigures.filter((f) => f.net.name === net.name)
    })
  return withNetRows(current, rows)
}

/** The column nets to add: a single-pick net always, a multi-pick one once its figures are in. */
export function columnNetsOf(
  placed: readonly PlacedNet[],
  columnFigures: readonly ColumnNet[],
): ColumnNet[] {
  return placed
    .filter((net) => net.side === 'columns')
    .flatMap((net): ColumnNet[] =>
      net.method === 'sum' ? [{ net }] : columnFigures.filter((f) => f.net.name === net.name),
    )
}
