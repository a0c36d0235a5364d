import { useQueries, type UseQueryResult } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { DataTable } from '../../api/schemas/survey'
import { dataTableQuery } from '../../api/survey-queries'
import { netsModule } from './address-modules'
import { useDeferredModule } from './deferred-module'
import type { ColumnNet, NetIssue, PlacedNet } from './nets'
import { formatNets, parseNets, type Net } from './nets-address'
import type { PercentBase, TableRequest } from './search-params'
import type { Grid, TableModel } from './table-model'
import type { Builder } from './use-builder'

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

export interface NetsState {
  /** Nets of the address, as read. */
  nets: Net[]
  /** Entries of the address that could not be read (already taken out of it). */
  dropped: string[]
  placed: PlacedNet[]
  issues: NetIssue[]
  /** Per placed net's name, for "any" nets: their extra tables. */
  tables: ReadonlyMap<string, NetTableState>
  /** The answers' model with a row per net whose figures are in (undefined without a table). */
  model: TableModel | undefined
  /** The grid of `model` with net rows last and net columns added: what every reader shows. */
  finish: (grid: Grid, pct: PercentBase) => { model: TableModel; grid: Grid }
  save: (nets: readonly Net[]) => void
}

/**
 * The address's nets on the table. A multi-pick net needs the table filtered by its answers
 * (dataTableQuery, 10 credits): it is asked only once the reader presses the button naming the
 * cost (`ask`), or found already in the query cache; until then the net is listed, not shown.
 */
export function useNets(
  builder: Builder,
  data: DataTable | undefined,
  answers: TableModel | undefined,
): NetsState {
  const { search, request, filters, setNets } = builder
  const { nets, dropped } = useMemo(() => parseNets(search.nets), [search.nets])
  // The nets' arithmetic (nets.ts) loads only for a table with nets (address-modules.ts);
  // without any, every step below is the identity.
  const compute = useDeferredModule(netsModule, nets.length > 0)
  const loaded = () => {
    if (!compute) throw new Error('nets.ts is used before it has loaded')
    return compute
  }
  // A link with unreadable entries is cleaned (replacing the history entry); the panel says so.
  const cleaned = formatNets(nets)
  const [droppedShown, setDroppedShown] = useState<string[]>([])
  if (dropped.length > 0 && dropped.join(';') !== droppedShown.join(';')) setDroppedShown(dropped)
  useEffect(() => {
    if (dropped.length > 0) setNets(cleaned, true)
  }, [dropped.length, cleaned, setNets])

  // The table as answered: while the next one loads, the nets wait for it.
  const current =
    data &&
    request &&
    data.identifier.rows === request.rows &&
    (data.identifier.columns || undefined) === request.columns
      ? answers
      : undefined
  const { placed, issues } = useMemo(
    (): { placed: PlacedNet[]; issues: NetIssue[] } =>
      current && compute ? compute.placeNets(nets, current, filters) : { placed: [], issues: [] },
    [current, compute, nets, filters],
  )
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set())
  const ask = useCallback(
    (keys: readonly string[]) => setAsked((prev) => new Set([...prev, ...keys])),
    [],
  )
  const asking = (tables: readonly TableRequest[]) =>
    tables.map((r) => {
      const options = dataTableQuery(r)
      const key = JSON.stringify(options.queryKey)
      return { ...options, enabled: request !== undefined && asked.has(key), key }
    })
  const base = request ?? { rows: '' }

  // Multi-pick row nets: the table filtered by the net's answers, one each.
  const anyRows = placed.filter((n) => n.method === 'any' && n.side === 'rows')
  const rowQueries = asking(anyRows.map((net) => loaded().netTableRequest(base, net)))
  const rowResults = useQueries({ queries: rowQueries })
  const series = data ? Object.keys(data.chart.data) : []
  const rowFigures = anyRows.flatMap((net, i) => {
    const got = rowResults[i]?.data
    return got ? [{ net, counts: loaded().anyRowCounts(series, got) }] : []
  })

  // Multi-pick column nets: the rows' frequency table filtered by the net's answers, and one
  // more per multi-pick row net shown (that net's answers added), for their crossing cell.
  const anyColumns = placed.filter((n) => n.method === 'any' && n.side === 'columns')
  const shownRowNets = rowFigures.map((f) => f.net)
  const columnAsks = anyColumns.map((net) => [
    loaded().netColumnRequest(base, net),
    ...shownRowNets.map((rowNet) => loaded().netColumnRequest(base, net, rowNet)),
  ])
  const columnQueries = asking(columnAsks.flat())
  const columnResults = useQueries({ queries: columnQueries })

  const tables = new Map<string, NetTableState>()
  const state = (
    queries: readonly { key: string }[],
    results: readonly UseQueryResult[],
  ): NetTableState => {
    const failed = results.find((r) => r.error)
    if (results.every((r) => r.data !== undefined)) return { status: 'ready' }
    if (failed?.error)
      return { status: 'failed', error: failed.error, ask: () => void failed.refetch() }
    if (results.some((r) => r.isFetching)) return { status: 'loading' }
    const missing = queries.filter((_, i) => results[i]?.data === undefined)
    return { status: 'unasked', tables: missing.length, ask: () => ask(missing.map((q) => q.key)) }
  }
  anyRows.forEach((net, i) =>
    tables.set(net.name, state(rowQueries.slice(i, i + 1), rowResults.slice(i, i + 1))),
  )
  const columnFigures: ColumnNet[] = []
  let at = 0
  anyColumns.forEach((net, k) => {
    const n = columnAsks[k]?.length ?? 0
    const results = columnResults.slice(at, at + n)
    const st = state(columnQueries.slice(at, at + n), results)
    at += n
    tables.set(net.name, st)
    const [own, ...pairs] = results.map((r) => r.data)
    if (st.status === 'ready' && own)
      columnFigures.push({
        net,
        figures: loaded().anyColumnFigures(
          own,
          new Map(shownRowNets.flatMap((rn, i) => (pairs[i] ? [[rn.name, pairs[i]]] : []))),
        ),
      })
  })
  const figuresKey = JSON.stringify([
    rowFigures.map((f) => [f.net.name, f.counts]),
    columnFigures.map((f) => [
      f.net.name,
      f.figures?.counts,
      f.figures?.base,
      [...(f.figures?.pairs ?? [])],
    ]),
  ])

  // figuresKey stands for rowFigures and columnFigures, new arrays each render.
  /* eslint-disable react-hooks/exhaustive-deps */
  const model = useMemo(() => {
    if (!current || !compute) return answers
    const rows = placed
      .filter((net) => net.side === 'rows')
      .flatMap((net) => {
        if (net.method === 'sum')
          return [{ net, counts: compute.sumRowCounts(current, net.answerIds) }]
        return rowFigures.filter((f) => f.net.name === net.name)
      })
    return compute.withNetRows(current, rows)
  }, [current, compute, answers, placed, figuresKey])

  const columnNets = useMemo(
    () =>
      placed
        .filter((net) => net.side === 'columns')
        .flatMap((net): ColumnNet[] =>
          net.method === 'sum' ? [{ net }] : columnFigures.filter((f) => f.net.name === net.name),
        ),
    [placed, figuresKey],
  )
  /* eslint-enable react-hooks/exhaustive-deps */
  const finish = useCallback(
    (grid: Grid, pct: PercentBase) => {
      if (!model) return { model: answers as TableModel, grid }
      if (!compute) return { model, grid }
      return compute.withNetColumns(model, compute.netRowsLast(model, grid), columnNets, pct)
    },
    [model, compute, answers, columnNets],
  )
  const save = useCallback((next: readonly Net[]) => setNets(formatNets(next)), [setNets])

  return { nets, dropped: droppedShown, placed, issues, tables, model, finish, save }
}
