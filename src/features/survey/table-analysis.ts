import {
  alphaOf,
  benjaminiHochberg,
  indexOf,
  scoredSummary,
  twoProportionZ,
  twoSidedP,
  welchTTest,
  Z_CRITICAL,
  type ScoreSummary,
} from './analysis-stats'
import { isNonSubstantive } from './non-substantive'
import { adjustedResidual, type CellSignificance } from './stats'
import type { AnalysisOptions, TestOptions } from './test-options'

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
): TableAnalysis {
  const { test } = options
  const versus = versusOf(input, test)
  const notices: string[] = []
  if (test.versus !== undefined && versus.kind === 'rest')
    notices.push(
      `The address asks to compare with ${test.versus}, which is not a column of this table; each column is compared with the rest of the row.`,
    )
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
  const meanResult = options.mean ? meanRows(input, options, versus) : undefined
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

/**
 * Default scores of a question's answers: 1, 2, 3 … in the service's answer order (the
 * embedded service's `code` is exactly that), non-substantive answers left out. Scores the
 * reader set for any answer of the question replace all of them: listed answers are scored,
 * the others left out.
 */
export function scoresFor(
  answerIds: readonly string[],
  labels: readonly string[],
  set: ReadonlyMap<string, number>,
): { scores: (number | undefined)[]; source: 'default' | 'set' } {
  if (answerIds.some((id) => set.has(id)))
    return { scores: answerIds.map((id) => set.get(id)), source: 'set' }
  return {
    scores: answerIds.map((_, k) => (isNonSubstantive(labels[k] ?? '') ? undefined : k + 1)),
    source: 'default',
  }
}

/** Why a mean of this table's rows would mislead, or undefined when it can be given. */
export function meanRefusal(input: AnalysisInput): string | undefined {
  if (!input.rows.whole)
    return 'The rows show one answer of a question, so there is no scale to average.'
  if (input.rows.type === 'multi-pick' || (input.rows.type === undefined && input.multiPick))
    return 'The rows are multi-pick: respondents can give several answers, so a mean score per respondent cannot be computed from the counts.'
  return undefined
}

function meanRows(
  input: AnalysisInput,
  options: AnalysisOptions,
  versus: Versus,
): MeanRows | { reason: string } {
  const refusal = meanRefusal(input)
  if (refusal) return { reason: refusal }
  const { scores, source } = scoresFor(input.rows.answerIds, input.rows.labels, options.scores)
  const nCols = input.bases.length
  const column = (c: number) => input.counts.map((row) => row[c] ?? 0)
  const summaries = Array.from({ length: nCols }, (_, c) => scoredSummary(column(c), scores))
  const totalCounts = input.counts.map((row) => row.reduce((a, b) => a + b, 0))
  const total = scoredSummary(totalCounts, scores)
  const { test } = options
  const tests: { c: number; t: number; p: number }[] = []
  if (input.kind === 'cross')
    summaries.forEach((own, c) => {
      let other: ScoreSummary | undefined
      if (versus.kind === 'rest') {
        other = scoredSummary(
          input.counts.map((row, r) => (totalCounts[r] ?? 0) - (row[c] ?? 0)),
          scores,
        )
      } else {
        if (c === versus.column) return
        other = summaries[versus.column]
      }
      if (!own || !other || own.base < test.minBase || other.base < test.minBase) return
      const t = welchTTest(own, other)
      if (t) tests.push({ c, t: t.t, p: t.p })
    })
  const marks = decideMeans(tests, test)
  const cells = summaries.map((summary, c): MeanCell => ({
    summary,
    sig: marks.get(c) ?? 'none',
    reference: versus.kind === 'reference' && versus.column === c,
  }))
  return { scores, source, cells, total }
}

/** The mean tests' marks: their own family (BH over the mean row's tests when chosen). */
function decideMeans(
  tests: readonly { c: number; t: number; p: number }[],
  test: TestOptions,
): Map<number, CellSignificance> {
  const alpha = alphaOf(test.level)
  const adjusted = test.fdr === 'bh' ? benjaminiHochberg(tests.map((t) => t.p)) : undefined
  const marks = new Map<number, CellSignificance>()
  tests.forEach((t, i) => {
    const p = adjusted ? (adjusted[i] ?? 1) : t.p
    if (p > alpha || t.t === 0) return
    marks.set(t.c, t.t > 0 ? 'higher' : 'lower')
  })
  return marks
}
