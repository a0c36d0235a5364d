import type { DataTable } from '../../../api/schemas'
import { nonSubstantiveAnswers } from '../stats/non-substantive'
import type { PercentBase, RowSort } from '../address/search-params'
import { questionOf } from '../address/search-params'
import type { CellSignificance } from '../stats/stats'
import { analyseTable, type MeanRowsOf, type TableAnalysis } from '../stats/table-analysis'
import { DEFAULT_ANALYSIS, type AnalysisOptions } from '../stats/test-options'
import { m } from '../../../paraglide/messages.js'

/**
 * The one reading of a data-table answer: its two dimensions (question, wording, type, answer
 * IDs and labels), counts, bases and the service's percentages; and, per percent view, the
 * grid of cells with their significance. The grid, the chart, the exports, compare and the
 * question catalogue all read this module; none derives numbers or names from the response
 * itself.
 */

/** Bases under these sizes are flagged (unreliable) and greyed (too small to read). */
export const SMALL_BASE = 30
export const TINY_BASE = 10

export type QuestionType = 'single-pick' | 'multi-pick'

/**
 * What is known about a question beyond the table answer (from the service's search or a
 * frequency table of the question). This is the single entry point for names: whatever is
 * given here wins over what the table answer says; what is missing falls back to it.
 */
export interface DimensionNames {
  /** Short name of the question (the service's "indicator"). */
  title?: string | undefined
  /** The question as respondents read it. */
  wording?: string | undefined
  type?: string | null | undefined
  /** Answer ID → label. */
  answers?: Readonly<Record<string, string>> | undefined
}

export interface TableNames {
  rows?: DimensionNames | undefined
  columns?: DimensionNames | undefined
}

/** One side of the table: rows, or the series of the columns. */
export interface Dimension {
  /** The ID as asked: a question, or one answer of it ("q#2"). */
  id: string
  questionId: string
  title: string
  wording: string
  type: QuestionType | undefined
  /** All answers of the question are shown (not one answer picked from it). */
  whole: boolean
  answerIds: string[]
  labels: string[]
}

/** A data-table response as a matrix: counts[r][c], one column per series. */
export interface TableModel {
  kind: 'frequency' | 'cross'
  rows: Dimension
  /** Undefined for a frequency table (its one series is the service's total). */
  columns: Dimension | undefined
  rowLabels: string[]
  /** Series names: the column answers' labels, or the frequency table's one series. */
  columnLabels: string[]
  counts: number[][]
  /** Column percent exactly as the service gave it. */
  servicePct: number[][]
  /** Respondents per column (the column-percent base). */
  bases: number[]
  /** Respondents may pick several row answers, so column percentages need not sum to 100. */
  multiPick: boolean
  /** Nets shown as the last rows and columns (nets.ts adds them); absent when there are none. */
  nets?: { rows: NetLine[]; columns: NetLine[] } | undefined
}

/**
 * A named net of answers of the rows' or columns' question. `sum`: single-pick, counts added;
 * `any`: respondents who picked any of the answers, from the table filtered by them.
 */
export interface NetLine {
  name: string
  answerIds: string[]
  labels: string[]
  method: 'sum' | 'any'
}

const MULTI_HINT = /multiple answers|several answers|more than one answer/i

export function toTableModel(table: DataTable, names: TableNames = {}): TableModel {
  const series = Object.entries(table.chart.data)
  const points = series[0]?.[1] ?? []
  const counts = points.map((_, r) => series.map(([, pts]) => pts[r]?.respondents ?? 0))
  const servicePct = points.map((_, r) => series.map(([, pts]) => pts[r]?.percentage ?? 0))
  const bases = series.map(([name, pts]) => table.chart.bases?.[name] ?? estimateBase(pts))
  const [rowTitle = '', colTitle = ''] = (table.chart.description ?? '').split(' by ')
  const rowsType =
    names.rows?.type ?? (MULTI_HINT.test(table.interpretation_hint ?? '') ? 'multi-pick' : null)
  const rows = dimension(
    table.identifier.rows,
    points.map((p) => p.name),
    { title: rowTitle, wording: table.subject ?? '' },
    { ...names.rows, type: rowsType },
  )
  const columnsId = table.identifier.columns
  const columns = columnsId
    ? dimension(
        columnsId,
        series.map(([name]) => name),
        { title: capitalise(colTitle), wording: '' },
        names.columns,
      )
    : undefined
  const multiPick =
    rows.type === 'multi-pick' ||
    (rows.type === undefined &&
      series.some(([, pts], c) => pts.reduce((a, p) => a + p.respondents, 0) > (bases[c] ?? 0)))
  const kind = table.chart.dataFormat === 'cross-table' || series.length > 1 ? 'cross' : 'frequency'
  return {
    kind,
    rows,
    columns: kind === 'cross' ? columns : undefined,
    rowLabels: rows.labels,
    columnLabels: columns && kind === 'cross' ? columns.labels : series.map(([name]) => name),
    counts,
    servicePct,
    bases,
    multiPick,
  }
}

/**
 * A side of the table. Answer IDs are the question ID, '#', and the answer's 1-based position
 * in the question (the service lists a whole question's answers in that order).
 */
function dimension(
  id: string,
  serviceLabels: string[],
  fromTable: { title: string; wording: string },
  names: DimensionNames = {},
): Dimension {
  const questionId = questionOf(id)
  const whole = !id.includes('#')
  const answerIds = whole ? serviceLabels.map((_, i) => `${questionId}#${i + 1}`) : [id]
  const type = names.type === 'single-pick' || names.type === 'multi-pick' ? names.type : undefined
  return {
    id,
    questionId,
    title: names.title || fromTable.title || questionId,
    wording: names.wording || fromTable.wording,
    type,
    whole,
    answerIds,
    labels: serviceLabels.map((label, i) => names.answers?.[answerIds[i] ?? ''] ?? label),
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

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
  /** Column percent ÷ total percent × 100 (the same in every view); undefined in the Total column. */
  index?: number | undefined
}

export interface GridRow {
  label: string
  answerId: string
  /** Position in the service's answer order. */
  order: number
  cells: Cell[]
  total: Cell
}

export interface Grid {
  rows: GridRow[]
  /** Respondents of all columns together. */
  totalBase: number
  /** The analysis options as applied: tests, index, mean row (table-analysis.ts). */
  analysis: TableAnalysis
}

const round1 = (v: number) => Math.round(v * 10) / 10
const share = (n: number, base: number) => (base > 0 ? round1((n / base) * 100) : 0)

/**
 * Percentages on the chosen base: column percent as the service gives it, row and total
 * percent derived from respondent counts. Marks, index and the mean row follow the analysis
 * options (test-options.ts; table-analysis.ts applies them): by default each cell is marked by
 * its adjusted standardized residual (stats.ts), which does not depend on the view, and only
 * where its column and its row each reach the options' minimum base (DEFAULT_MIN_BASE unless
 * set): the same cells carry the same marks in column, row and total percent.
 */
export function toGrid(
  model: TableModel,
  pct: PercentBase,
  sort: RowSort,
  options: AnalysisOptions = DEFAULT_ANALYSIS,
  /** Needed when the options ask for a mean row (table-analysis.ts MeanRowsOf). */
  meanRowsOf?: MeanRowsOf,
): Grid {
  const totalBase = model.bases.reduce((a, b) => a + b, 0)
  const analysis = analyseTable(model, options, pct, meanRowsOf)
  const rows = model.rowLabels.map((label, r): GridRow => {
    const counts = model.counts[r] ?? []
    const rowCount = counts.reduce((a, b) => a + b, 0)
    const cells = counts.map((count, c): Cell => {
      const colBase = model.bases[c] ?? 0
      const base = pct === 'column' ? colBase : pct === 'row' ? rowCount : totalBase
      const value = pct === 'column' ? (model.servicePct[r]?.[c] ?? 0) : share(count, base)
      const sig = analysis.sig[r]?.[c] ?? 'none'
      const index = analysis.index[r]?.[c]
      return { count, pct: value, base, flag: baseFlag(base), sig, index }
    })
    const totalPctBase = pct === 'row' ? rowCount : totalBase
    const total: Cell = {
      count: rowCount,
      pct: share(rowCount, totalPctBase),
      base: totalPctBase,
      flag: baseFlag(totalPctBase),
      sig: 'none',
    }
    return { label, answerId: model.rows.answerIds[r] ?? '', order: r, cells, total }
  })
  return { rows: sortRows(rows, sort, model.kind), totalBase, analysis }
}

/**
 * Answer order as the service gives it; by label or by value (largest first), answers that say
 * nothing about the subject ("None of these", "Don't know", …) stay at the bottom.
 */
function sortRows(rows: GridRow[], sort: RowSort, kind: TableModel['kind']): GridRow[] {
  if (sort === 'order') return rows
  const value = (row: GridRow) =>
    kind === 'frequency' ? (row.cells[0]?.count ?? 0) : row.total.count
  const compare =
    sort === 'label'
      ? (a: GridRow, b: GridRow) => a.label.localeCompare(b.label)
      : (a: GridRow, b: GridRow) => value(b) - value(a) || a.order - b.order
  const flags = nonSubstantiveAnswers(rows.map((row) => row.label))
  const leftOut = new Set(rows.filter((_, i) => flags[i]))
  const substantive = rows.filter((row) => !leftOut.has(row))
  const rest = rows.filter((row) => leftOut.has(row))
  return [...substantive.sort(compare), ...rest]
}

/** Whether stacked bars show parts of a whole, and how; or why they cannot. */
export type StackRule =
  | { stackable: true; /** What one stacked bar is. */ bar: 'row' | 'column' }
  | { stackable: false; reason: string }

/**
 * Stacked bars only where the stacked parts are shares of one base that sum to a whole:
 * column percent down a single-pick row question (one bar per column, its segments the row
 * answers), or row percent across a single-pick column question (one bar per row answer, its
 * segments the columns). Every other case would add shares of different bases, or shares of
 * answers given more than once.
 */
export function stackRule(model: TableModel, pct: PercentBase): StackRule {
  const { rows, columns } = model
  if (model.kind !== 'cross' || !columns)
    return { stackable: false, reason: m.survey_stack_frequency() }
  if (pct === 'total')
    return {
      stackable: false,
      reason: m.survey_stack_total(),
    }
  const side = pct === 'column' ? rows : columns
  if (!side.whole)
    return {
      stackable: false,
      reason:
        pct === 'column'
          ? m.survey_stack_part_rows({ title: side.title })
          : m.survey_stack_part_columns({ title: side.title }),
    }
  // Column percent of a single-pick row question sums to 100 in each column, which the counts
  // show even where the type is not known; columns overlap invisibly, so their type must be known.
  const sumsToBase = model.bases.every(
    (base, c) => model.counts.reduce((sum, row) => sum + (row[c] ?? 0), 0) === base,
  )
  const single =
    side.type === 'single-pick' ||
    (pct === 'column' && side.type === undefined && !model.multiPick && sumsToBase)
  if (single && model.nets && model.nets.rows.length + model.nets.columns.length > 0)
    return {
      stackable: false,
      reason: m.survey_stack_nets(),
    }
  if (single) return { stackable: true, bar: pct === 'column' ? 'column' : 'row' }
  const pctWord = pct === 'column' ? m.survey_pct_word_column() : m.survey_pct_word_row()
  if (side.type === 'multi-pick')
    return {
      stackable: false,
      reason: m.survey_stack_multi({ title: side.title, pct: pctWord }),
    }
  return {
    stackable: false,
    reason: m.survey_stack_unknown({ title: side.title, pct: pctWord }),
  }
}
