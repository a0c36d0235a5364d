import {
  alphaOf,
  benjaminiHochberg,
  indexOf,
  twoProportionZ,
  twoSidedP,
  Z_CRITICAL,
} from './analysis-stats'
import type { ScoreSummary } from './mean-stats'
import { adjustedResidual, type CellSignificance } from './stats'
import type { AnalysisOptions, TestOptions } from './test-options'
import { m } from '../../../paraglide/messages.js'

/**
 * The analysis options applied to a table's counts: which cells are tested and marked, each
 * cell's index, and the mean row. table-model.ts toGrid calls this; its input is the part of
 * the table model it reads (a TableModel fits), so this module does not import the model.
 */
export interface AnalysisInput {
  kind: 'frequency' | 'cross'
  counts: readonly (readonly number[])[]
  bases: readonly number[]
  multiPick: boolean
  rows: {
    answerIds: readonly string[]
    labels: readonly string[]
    type: 'single-pick' | 'multi-pick' | undefined
    whole: boolean
  }
  columns: { answerIds: readonly string[]; labels: readonly string[] } | undefined
}

/** What a test compares each column with. */
export type Versus =
  { kind: 'rest' } | { kind: 'reference'; column: number; label: string; answerId: string }

export interface MeanCell {
  summary: ScoreSummary | undefined
  sig: CellSignificance
  /** The column is the reference the others are compared with. */
  reference: boolean
}

export interface MeanRows {
  /** The score of each row answer in the service's order; undefined: left out of the mean. */
  scores: (number | undefined)[]
  /** Where the scores came from: all defaults, or set by the reader. */
  source: 'default' | 'set'
  /** Default scores run n … 1: the scale is listed from its high end (scale-direction.ts). */
  topHigh: boolean
  cells: MeanCell[]
  total: ScoreSummary | undefined
}

/** The analysis as applied to one table: what the legend and the exports state. */
export interface TableAnalysis {
  options: AnalysisOptions
  versus: Versus
  /** A reason the options could not be applied as asked (shown with the legend). */
  notices: string[]
  /** Cell tests made (cells whose groups reach the minimum base); what BH corrects across. */
  tests: number
  /** Cells marked ▲ or ▼. */
  marked: number
  /** The marks hold for this percent view (a reference comparison is of column percent). */
  marksShown: boolean
  sig: CellSignificance[][]
  /** Index per cell; undefined where a row or column is empty. */
  index: (number | undefined)[][]
  mean: MeanRows | undefined
  /** Why no mean row can be given, when one was asked for. */
  meanUnavailable: string | undefined
}

/**
 * The mean row's arithmetic and tests (mean-analysis.ts meanRows): loaded only for a table that
 * asks for a mean row (address-modules.ts), so the caller that asks passes it in.
 */
export type MeanRowsOf = (
  input: AnalysisInput,
  options: AnalysisOptions,
  versus: Versus,
) => MeanRows | { reason: string }

export function versusOf(input: AnalysisInput, test: TestOptions): Versus {
  if (test.versus === undefined || !input.columns) return { kind: 'rest' }
  const column = input.columns.answerIds.indexOf(test.versus)
  if (column < 0) return { kind: 'rest' }
  return {
    kind: 'reference',
    column,
    label: input.columns.labels[column] ?? test.versus,
    answerId: test.versus,
  }
}

type Test = { r: number; c: number; z: number; p: number }

/**
 * Marks per cell. Against the rest: the adjusted standardized residual (the cell's column vs
 * all other columns, stats.ts). Against a reference column: a two-proportion z-test of the
 * column's share vs the reference's share. A test is made only where both groups compared and
 * the row reach the minimum base; its two-sided p-value is then compared with 1 − level,
 * directly or after the Benjamini–Hochberg adjustment over all the tests made.
 */
export function analyseTable(
  input: AnalysisInput,
  options: AnalysisOptions,
  pct: 'column' | 'row' | 'total',
  meanRowsOf?: MeanRowsOf,
): TableAnalysis {
  const { test } = options
  const versus = versusOf(input, test)
  const notices: string[] = []
  if (test.versus !== undefined && versus.kind === 'rest')
    notices.push(m.survey_versus_missing({ answer: test.versus }))
  const cross = input.kind === 'cross'
  const totalBase = input.bases.reduce((a, b) => a + b, 0)
  const rowCounts = input.counts.map((row) => row.reduce((a, b) => a + b, 0))
  const tests: Test[] = []
  if (cross)
    input.counts.forEach((row, r) => {
      const rowCount = rowCounts[r] ?? 0
      row.forEach((count, c) => {
        const colBase = input.bases[c] ?? 0
        let z: number | undefined
        if (versus.kind === 'rest') {
          if (colBase < test.minBase || rowCount < test.minBase) return
          z = adjustedResidual(count, rowCount, colBase, totalBase)
        } else {
          const refBase = input.bases[versus.column] ?? 0
          if (c === versus.column || colBase < test.minBase || refBase < test.minBase) return
          z = twoProportionZ(count, colBase, row[versus.column] ?? 0, refBase)
        }
        if (z !== undefined) tests.push({ r, c, z, p: twoSidedP(z) })
      })
    })
  const significant = decide(
    tests.map((t) => ({ z: t.z, p: t.p })),
    test,
  )
  const sig = input.counts.map((row) => row.map((): CellSignificance => 'none'))
  // A reference comparison is a test of column percentages: shown only in that view.
  const marksShown = versus.kind === 'rest' || pct === 'column'
  let marked = 0
  tests.forEach((t, i) => {
    const mark = significant[i] ?? 'none'
    if (mark === 'none' || !marksShown) return
    const row = sig[t.r]
    if (row) row[t.c] = mark
    marked++
  })
  const index = input.counts.map((row, r) =>
    row.map((count, c) => indexOf(count, rowCounts[r] ?? 0, input.bases[c] ?? 0, totalBase)),
  )
  if (options.mean && !meanRowsOf)
    throw new Error('A mean row was asked for without its code (mean-analysis.ts meanRows).')
  const meanResult = options.mean ? meanRowsOf?.(input, options, versus) : undefined
  return {
    options,
    versus,
    notices,
    tests: tests.length,
    marked,
    marksShown,
    sig,
    index,
    mean: meanResult && 'cells' in meanResult ? meanResult : undefined,
    meanUnavailable: meanResult && 'reason' in meanResult ? meanResult.reason : undefined,
  }
}

/** Each test's mark at the options' level, with or without the BH adjustment. */
function decide(tests: readonly { z: number; p: number }[], test: TestOptions): CellSignificance[] {
  const alpha = alphaOf(test.level)
  const adjusted = test.fdr === 'bh' ? benjaminiHochberg(tests.map((t) => t.p)) : undefined
  return tests.map((t, i) => {
    const hit = adjusted ? (adjusted[i] ?? 1) <= alpha : Math.abs(t.z) >= Z_CRITICAL[test.level]
    if (!hit) return 'none'
    return t.z > 0 ? 'higher' : 'lower'
  })
}
