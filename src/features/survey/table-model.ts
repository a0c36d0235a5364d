import type { DataTable } from '../../api/schemas'
import type { PercentBase, RowSort } from './search-params'
import { cellZ, significance, type CellSignificance } from './stats'

/** Bases under these sizes are flagged (unreliable) and greyed (too small to read). */
export const SMALL_BASE = 30
export const TINY_BASE = 10

/** A data-table response as a matrix: counts[r][c], one column per series. */
export interface TableModel {
  kind: 'frequency' | 'cross'
  rowLabels: string[]
  columnLabels: string[]
  counts: number[][]
  /** Column percent exactly as the service gave it. */
  servicePct: number[][]
  /** Respondents per column (the column-percent base). */
  bases: number[]
  /** Respondents may pick several row answers, so column percentages need not sum to 100. */
  multiPick: boolean
}

export function toTableModel(table: DataTable, knownType?: string | null): TableModel {
  const series = Object.entries(table.chart.data)
  const columnLabels = series.map(([name]) => name)
  const rowLabels = series[0]?.[1].map((p) => p.name) ?? []
  const counts = rowLabels.map((_, r) => series.map(([, pts]) => pts[r]?.respondents ?? 0))
  const servicePct = rowLabels.map((_, r) => series.map(([, pts]) => pts[r]?.percentage ?? 0))
  const bases = series.map(([name, pts]) => table.chart.bases?.[name] ?? estimateBase(pts))
  const multiPick =
    knownType === 'multi-pick' ||
    (knownType == null &&
      series.some(([, pts], c) => pts.reduce((a, p) => a + p.respondents, 0) > (bases[c] ?? 0)))
  const kind = table.chart.dataFormat === 'cross-table' || series.length > 1 ? 'cross' : 'frequency'
  return { kind, rowLabels, columnLabels, counts, servicePct, bases, multiPick }
}

/** Without chart.bases, the base follows from any point with a count: n / (pct / 100). */
function estimateBase(points: readonly { percentage: number; respondents: number }[]): number {
  const best = [...points].sort((a, b) => b.respondents - a.respondents)[0]
  if (!best || best.percentage <= 0) return 0
  return Math.round((best.respondents * 100) / best.percentage)
}

export type BaseFlag = 'ok' | 'small' | 'tiny'

export function baseFlag(base: number): BaseFlag {
  if (base < TINY_BASE) return 'tiny'
  if (base < SMALL_BASE) return 'small'
  return 'ok'
}

export interface Cell {
  count: number
  pct: number
  /** Respondents the percentage is of. */
  base: number
  flag: BaseFlag
  sig: CellSignificance
}

export interface GridRow {
  label: string
  /** Position in the service's answer order. */
  order: number
  cells: Cell[]
  total: Cell
}

export interface Grid {
  rows: GridRow[]
  /** Respondents of all columns together. */
  totalBase: number
}

const round1 = (v: number) => Math.round(v * 10) / 10
const share = (n: number, base: number) => (base > 0 ? round1((n / base) * 100) : 0)

/**
 * Percentages on the chosen base: column percent as the service gives it, row and total
 * percent derived from respondent counts. Significance compares each cell's column share with
 * the rest of its row (column-proportion z-test), independent of the percent base shown.
 */
export function toGrid(model: TableModel, pct: PercentBase, sort: RowSort): Grid {
  const totalBase = model.bases.reduce((a, b) => a + b, 0)
  const rows = model.rowLabels.map((label, r): GridRow => {
    const counts = model.counts[r] ?? []
    const rowCount = counts.reduce((a, b) => a + b, 0)
    const cells = counts.map((count, c): Cell => {
      const colBase = model.bases[c] ?? 0
      const base = pct === 'column' ? colBase : pct === 'row' ? rowCount : totalBase
      const value = pct === 'column' ? (model.servicePct[r]?.[c] ?? 0) : share(count, base)
      const sig =
        model.kind === 'cross' ? significance(cellZ(count, colBase, rowCount, totalBase)) : 'none'
      return { count, pct: value, base, flag: baseFlag(base), sig }
    })
    const totalPctBase = pct === 'row' ? rowCount : totalBase
    const total: Cell = {
      count: rowCount,
      pct: share(rowCount, totalPctBase),
      base: totalPctBase,
      flag: baseFlag(totalPctBase),
      sig: 'none',
    }
    return { label, order: r, cells, total }
  })
  return { rows: sortRows(rows, sort, model.kind), totalBase }
}

function sortRows(rows: GridRow[], sort: RowSort, kind: TableModel['kind']): GridRow[] {
  if (sort === 'order') return rows
  const copy = [...rows]
  if (sort === 'label') return copy.sort((a, b) => a.label.localeCompare(b.label))
  const value = (row: GridRow) =>
    kind === 'frequency' ? (row.cells[0]?.count ?? 0) : row.total.count
  return copy.sort((a, b) => value(b) - value(a) || a.order - b.order)
}
