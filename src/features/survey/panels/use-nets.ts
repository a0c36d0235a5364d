import { useQueries } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { DataTable } from '../../../api/schemas/survey'
import { netsModule, shows } from '../address/address-modules'
import { useDeferredModule } from '../address/deferred-module'
import type { ColumnNet, NetIssue, NetTableState, PlacedNet } from './net-tables'
import type { Net } from '../address/nets-address'
import type { PercentBase } from '../address/search-params'
import type { Grid, TableModel } from '../model/table-model'
import { useBuilderActions, useSurveyAddress } from '../address/survey-address'

const NO_NETS: { nets: Net[]; dropped: string[] } = { nets: [], dropped: [] }

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
export function useNets(data: DataTable | undefined, answers: TableModel | undefined): NetsState {
  const { search, request, filters } = useSurveyAddress()
  const { setNets } = useBuilderActions()
  // The nets' arithmetic and their tables' bookkeeping (net-tables.ts) load only for a table
  // with nets (address-modules.ts); without any, every step below is the identity.
  // Reading the address's nets too (nets-form.ts): an address without any has none to read.
  const compute = useDeferredModule(netsModule, shows('nets', search))
  const { nets, dropped } = useMemo(
    () => compute?.parseNets(search.nets) ?? NO_NETS,
    [compute, search.nets],
  )
  // A link with unreadable entries is cleaned (replacing the history entry); the panel says so.
  const cleaned = compute?.formatNets(nets)
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
  const base = request ?? { rows: '' }
  const active = request !== undefined

  const rowAsks = compute?.rowNetAsks(placed, base) ?? { nets: [], tables: [] }
  const rowQueries = compute?.netQueries(rowAsks.tables, asked, active) ?? []
  const rowResults = useQueries({ queries: rowQueries })
  const rowFigures = compute?.rowNetFigures(rowAsks.nets, rowResults, data) ?? []
  const shownRowNets = rowFigures.map((f) => f.net)
  const columnAsks = compute?.columnNetAsks(placed, base, shownRowNets) ?? { nets: [], asks: [] }
  const columnQueries = compute?.netQueries(columnAsks.asks.flat(), asked, active) ?? []
  const columnResults = useQueries({ queries: columnQueries })
  const { tables, columnFigures } = compute?.netTableStates(
    { nets: rowAsks.nets, queries: rowQueries, results: rowResults },
    { ...columnAsks, queries: columnQueries, results: columnResults },
    shownRowNets,
    ask,
  ) ?? { tables: new Map<string, NetTableState>(), columnFigures: [] }
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
  const model = useMemo(
    () => (current && compute ? compute.withNetFigureRows(current, placed, rowFigures) : answers),
    [current, compute, answers, placed, figuresKey],
  )
  const columnNets = useMemo(
    (): ColumnNet[] => (compute ? compute.columnNetsOf(placed, columnFigures) : []),
    [compute, placed, figuresKey],
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
  // The panel that saves has loaded the nets' code (nets-panel.tsx), so this is at once.
  const save = useCallback(
    (next: readonly Net[]) => void netsModule.load().then((m) => setNets(m.formatNets(next))),
    [setNets],
  )

  return { nets, dropped: droppedShown, placed, issues, tables, model, finish, save }
}
