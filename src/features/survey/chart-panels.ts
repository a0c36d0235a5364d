import type { ChartLayout } from './search-params'
import type { Grid, TableModel } from './table-model'

/** One row of chart data: the row label, a percent per series and `n:<series>` counts. */
export type Datum = Record<string, string | number>

/**
 * Bars one chart panel draws at most. recharts lays out and renders all bars of a chart in one
 * synchronous pass (its store updates through useSyncExternalStore, so React cannot slice it);
 * a 30 x 12 cross table in one chart is a task of several hundred ms. Splitting the rows over
 * panels of about this many bars, mounted one per task, keeps each task well under 200 ms.
 */
export const BARS_PER_PANEL = 100
const LONG_LABEL = 14

export interface ChartShape {
  series: string[]
  data: Datum[]
  /** Bars run left to right with the labels on the left (long labels or many rows). */
  horizontal: boolean
  stacked: boolean
  /** Height of one row of bars, for horizontal charts. */
  rowHeight: number
  /** [start, end) row ranges, one per panel; one range unless the chart is large. */
  panels: [number, number][]
  /** Shared upper bound of the value axis, so split panels line up; undefined for one panel. */
  valueMax: number | undefined
}

export function chartShape(model: TableModel, grid: Grid, layout: ChartLayout): ChartShape {
  const cross = model.kind === 'cross'
  const series = cross ? model.columnLabels : ['Percent']
  const data: Datum[] = grid.rows.map((row) => {
    const d: Datum = { name: row.label }
    row.cells.forEach((cell, c) => {
      const key = series[c] ?? `#${c}`
      d[key] = cell.pct
      d[`n:${key}`] = cell.count
    })
    return d
  })
  const horizontal = grid.rows.some((r) => r.label.length > LONG_LABEL) || grid.rows.length > 8
  const stacked = cross && layout === 'stacked'
  const rowHeight = stacked || !cross ? 28 : 14 + 10 * series.length
  const rowsPerPanel = horizontal
    ? Math.max(1, Math.floor(BARS_PER_PANEL / series.length))
    : grid.rows.length
  const panels: [number, number][] = []
  for (let start = 0; start < grid.rows.length; start += rowsPerPanel)
    panels.push([start, Math.min(grid.rows.length, start + rowsPerPanel)])
  if (panels.length === 0) panels.push([0, 0])
  const valueMax =
    panels.length > 1
      ? niceCeil(
          Math.max(
            0,
            ...grid.rows.map((row) =>
              stacked
                ? row.cells.reduce((sum, cell) => sum + cell.pct, 0)
                : Math.max(0, ...row.cells.map((cell) => cell.pct)),
            ),
          ),
        )
      : undefined
  return { series, data, horizontal, stacked, rowHeight, panels, valueMax }
}

/** A round axis end above `max` (percentages): the next multiple of 5, or of 10 above 50. */
function niceCeil(max: number): number {
  const step = max > 50 ? 10 : 5
  return Math.max(step, Math.ceil(max / step) * step)
}
