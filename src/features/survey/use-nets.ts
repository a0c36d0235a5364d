import { useQueries } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { DataTable } from '../../api/schemas/survey'
import { dataTableQuery } from '../../api/survey-queries'
import {
  anyRowCounts,
  formatNets,
  netTableRequest,
  netRowsLast,
  parseNets,
  placeNets,
  sumRowCounts,
  withNetColumns,
  withNetRows,
  type Net,
  type NetIssue,
  type PlacedNet,
} from './nets'
import type { PercentBase } from './search-params'
import type { Grid, TableModel } from './table-model'
import type { Builder } from './use-builder'

/** Where a net that needs its own table stands: not asked yet, on its way, failed, or in. */
export type NetTableState =
  | { status: 'unasked'; ask: () => void }
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
  /** Per placed net's name, for "any" nets: their extra table. */
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
    () => (current ? placeNets(nets, current, filters) : { placed: [], issues: [] }),
    [current, nets, filters],
  )
  const anyNets = placed.filter((n) => n.method === 'any')
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set())
  const queries = anyNets.map((net) => {
    const options = dataTableQuery(netTableRequest(request ?? { rows: '' }, net))
    const key = JSON.stringify(options.queryKey)
    return { ...options, enabled: request !== undefined && asked.has(key), key }
  })
  const results = useQueries({ queries })
  const ask = useCallback((key: string) => setAsked((prev) => new Set([...prev, key])), [])

  const tables = new Map<string, NetTableState>()
  const figures: { net: PlacedNet; counts: number[] }[] = []
  const series = data ? Object.keys(data.chart.data) : []
  anyNets.forEach((net, i) => {
    const result = results[i]
    const key = queries[i]?.key ?? ''
    if (result?.data) {
      tables.set(net.name, { status: 'ready' })
      figures.push({ net, counts: anyRowCounts(series, result.data) })
    } else if (result?.error) {
      tables.set(net.name, {
        status: 'failed',
        error: result.error,
        ask: () => void result.refetch(),
      })
    } else if (result?.isFetching) tables.set(net.name, { status: 'loading' })
    else tables.set(net.name, { status: 'unasked', ask: () => ask(key) })
  })
  const figuresKey = figures.map((f) => `${f.net.name}:${f.counts.join(',')}`).join('|')

  const model = useMemo(() => {
    if (!current) return answers
    const rows = placed
      .filter((net) => net.side === 'rows')
      .flatMap((net) => {
        if (net.method === 'sum') return [{ net, counts: sumRowCounts(current, net.answerIds) }]
        const got = figures.find((f) => f.net.name === net.name)
        return got ? [got] : []
      })
    return withNetRows(current, rows)
    // figuresKey stands for `figures`, a new array each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, answers, placed, figuresKey])

  const columnNets = useMemo(() => placed.filter((n) => n.side === 'columns'), [placed])
  const finish = useCallback(
    (grid: Grid, pct: PercentBase) => {
      if (!model) return { model: answers as TableModel, grid }
      return withNetColumns(model, netRowsLast(model, grid), columnNets, pct)
    },
    [model, answers, columnNets],
  )
  const save = useCallback((next: readonly Net[]) => setNets(formatNets(next)), [setNets])

  return { nets, dropped: droppedShown, placed, issues, tables, model, finish, save }
}
