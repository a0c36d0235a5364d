import type { ChartLayout, PercentBase } from '../address/search-params'
import { stackRule, type Grid, type StackRule, type TableModel } from './table-model'

/** One row of chart data: the category label, a percent per series and `n:<series>` counts. */
export type Datum = Record<string, string | number>

/**
 * Bars one chart panel draws at most, each segment of a stacked bar counted as a bar. recharts
 * lays out and renders all bars of a chart in one synchronous pass (its store updates through
 * useSyncExternalStore, so React cannot slice it); a 30 x 12 cross table in one chart is a task
 * of several hundred ms. Splitting the rows over panels of about this many bars, mounted one per
 * task, keeps each task well under 200 ms.
 */
export const BARS_PER_PANEL = 100
const LONG_LABEL = 14

export interface ChartShape {
  series: string[]
  /** Respondents each series' percentages are of, where a series has one base. */
  seriesBases: (number | undefined)[]
  /** The bar groups (or stacked bars): labels, and their base where a category has one. */
  categories: string[]
  categoryBases: (number | undefined)[]
  /** values[category][series], percent. */
  values: number[][]
  data: Datum[]
  /** Bars run left to right with the labels on the left (long labels or many rows). */
  horizontal: boolean
  stacked: boolean
  /** Whether stacking was asked for and what the table allows (with the reason if not). */
  stack: StackRule
  /** Height of one row of bars, for horizontal charts. */
  rowHeight: number
  /** [start, end) row ranges, one per panel; one range unless the chart is large. */
  panels: [number, number][]
  /** The percent axis: its end (never above 100) and its ticks. */
  axis: { max: number; ticks: number[] }
}

/**
 * What the chart draws, from the grid's numbers. Grouped: a bar group per row answer, a bar
 * per column. Stacked (only where stackRule allows): row percent stacks the columns of each row
 * answer; column percent stacks the row answers of each column, one bar per column, so every
 * bar is one base's parts and ends at 100 %.
 */
export function chartShape(
  model: TableModel,
  grid: Grid,
  layout: ChartLayout,
  pct: PercentBase = 'column',
): ChartShape {
  const cross = model.kind === 'cross'
  const stack = stackRule(model, pct)
  const stacked = cross && layout === 'stacked' && stack.stackable
  const byColumn = stacked && stack.stackable && stack.bar === 'column'
  const rowBase = (r: number) => grid.rows[r]?.cells[0]?.base
  let series: string[]
  let categories: string[]
  let values: number[][]
  let counts: number[][]
  let seriesBases: (number | undefined)[]
  let categoryBases: (number | undefined)[]
  if (byColumn) {
    series = grid.rows.map((row) => row.label)
    categories = model.columnLabels
    values = categories.map((_, c) => grid.rows.map((row) => row.cells[c]?.pct ?? 0))
    counts = categories.map((_, c) => grid.rows.map((row) => row.cells[c]?.count ?? 0))
    seriesBases = series.map(() => undefined)
    categoryBases = [...model.bases]
  } else {
    series = cross ? model.columnLabels : ['Percent']
    categories = grid.rows.map((row) => row.label)
    values = grid.rows.map((row) => row.cells.map((cell) => cell.pct))
    counts = grid.rows.map((row) => row.cells.map((cell) => cell.count))
    const perSeries = !cross || pct === 'column'
    seriesBases = perSeries ? [...model.bases] : series.map(() => undefined)
    categoryBases = categories.map((_, r) => (pct === 'row' ? rowBase(r) : undefined))
  }
  const data: Datum[] = categories.map((name, i) => {
    const d: Datum = { name }
    series.forEach((key, s) => {
      d[key] = values[i]?.[s] ?? 0
      d[`n:${key}`] = counts[i]?.[s] ?? 0
    })
    return d
  })
  const horizontal = categories.some((c) => c.length > LONG_LABEL) || categories.length > 8
  const rowHeight = stacked || !cross ? 28 : 14 + 10 * series.length
  // A stacked bar is one rectangle per series as a group is: recharts draws (and lays out)
  // the segments one by one, so both count every series.
  const barsPerCategory = series.length
  const perPanel = horizontal
    ? Math.max(1, Math.floor(BARS_PER_PANEL / barsPerCategory))
    : categories.length
  const panels: [number, number][] = []
  for (let start = 0; start < categories.length; start += perPanel)
    panels.push([start, Math.min(categories.length, start + perPanel)])
  if (panels.length === 0) panels.push([0, 0])
  const ends = values.map((v) => (stacked ? v.reduce((a, b) => a + b, 0) : Math.max(0, ...v)))
  const axis = percentAxis(Math.max(0, ...ends))
  return {
    series,
    seriesBases,
    categories,
    categoryBases,
    values,
    data,
    horizontal,
    stacked,
    stack,
    rowHeight,
    panels,
    axis,
  }
}

/**
 * A percent axis from 0 to a round end above the largest bar, never past 100 % (a stack of
 * rounded shares may reach 100.1; its bar is drawn to the axis end). Ticks every 5, 10 or 20.
 */
export function percentAxis(largest: number): { max: number; ticks: number[] } {
  const step = largest > 50 ? 20 : largest > 20 ? 10 : 5
  const max = Math.min(100, Math.max(step, Math.ceil(largest / step - 1e-9) * step))
  const ticks: number[] = []
  for (let t = 0; t <= max; t += step) ticks.push(t)
  if (ticks.at(-1) !== max) ticks.push(max)
  return { max, ticks }
}
