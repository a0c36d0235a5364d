import { formatCount, formatNumber } from '../../../lib/format'
import { m } from '../../../paraglide/messages.js'
import { marksOf } from './analysis-stats'
import { scoredSummary, welchTTest, type ScoreSummary } from './mean-stats'
import { nonSubstantiveAnswers } from './non-substantive'
import { topIsHigh } from './scale-direction'
import type { AnalysisInput, MeanCell, MeanRows, TableAnalysis, Versus } from './table-analysis'
import type { AnalysisOptions } from './test-options'

/**
 * The mean row: its scores, means, standard deviations and tests (table-analysis.ts asks for
 * it through MeanRowsOf), and its words in the legend and the exports. Loaded only for a table
 * that asks for a mean row (address-modules.ts meanRowsModule, through mean-rows.tsx).
 */

/**
 * Default scores of a question's answers: 1, 2, 3 … in the service's answer order (the
 * embedded service's `code` is exactly that), non-substantive answers left out; a scale listed
 * from its high end ("Very important … Not important at all") the other way round, n … 1, so a
 * higher mean is more of it (`topHigh`, scale-direction.ts). Scores the reader set for any answer
 * of the question replace all of them: listed answers are scored, the others left out.
 */
export function scoresFor(
  answerIds: readonly string[],
  labels: readonly string[],
  set: ReadonlyMap<string, number>,
): { scores: (number | undefined)[]; source: 'default' | 'set'; topHigh: boolean } {
  if (answerIds.some((id) => set.has(id)))
    return { scores: answerIds.map((id) => set.get(id)), source: 'set', topHigh: false }
  const all = answerIds.map((_, k) => labels[k] ?? '')
  const leftOut = nonSubstantiveAnswers(all)
  const topHigh = topIsHigh(all, leftOut)
  const ascending = answerIds.map((_, k) => (leftOut[k] ? undefined : k + 1))
  if (!topHigh) return { scores: ascending, source: 'default', topHigh }
  // The same scores turned round, as "Reverse the scores" turns them: lowest and highest swap.
  const scored = ascending.filter((s) => s !== undefined)
  const ends = Math.min(...scored) + Math.max(...scored)
  return {
    scores: ascending.map((s) => (s === undefined ? undefined : ends - s)),
    source: 'default',
    topHigh,
  }
}

/** Why a mean of this table's rows would mislead, or undefined when it can be given. */
export function meanRefusal(input: AnalysisInput): string | undefined {
  if (!input.rows.whole) return m.survey_mean_one_answer()
  if (input.rows.type === 'multi-pick' || (input.rows.type === undefined && input.multiPick))
    return m.survey_mean_multi()
  return undefined
}

export function meanRows(
  input: AnalysisInput,
  options: AnalysisOptions,
  versus: Versus,
): MeanRows | { reason: string } {
  const refusal = meanRefusal(input)
  if (refusal) return { reason: refusal }
  const { scores, source, topHigh } = scoresFor(
    input.rows.answerIds,
    input.rows.labels,
    options.scores,
  )
  const nCols = input.bases.length
  const column = (c: number) => input.counts.map((row) => row[c] ?? 0)
  const summaries = Array.from({ length: nCols }, (_, c) => scoredSummary(column(c), scores))
  const totalCounts = input.counts.map((row) => row.reduce((a, b) => a + b, 0))
  const total = scoredSummary(totalCounts, scores)
  const { test } = options
  const tests: { at: number; stat: number; p: number }[] = []
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
      if (t) tests.push({ at: c, stat: t.t, p: t.p })
    })
  // The mean row's tests are a family of their own (BH over them when chosen).
  const marks = marksOf(tests, test)
  const cells = summaries.map((summary, c): MeanCell => ({
    summary,
    sig: marks.get(c) ?? 'none',
    reference: versus.kind === 'reference' && versus.column === c,
  }))
  return { scores, source, topHigh, cells, total }
}

export function scoreList(mean: MeanRows, labels: readonly string[]): string {
  const scored = labels.flatMap((label, k) =>
    mean.scores[k] === undefined ? [] : [`${label} = ${String(mean.scores[k])}`],
  )
  const left = labels.filter((_, k) => mean.scores[k] === undefined)
  const leftOut = left.length > 0 ? m.survey_mean_left_out({ labels: left.join(', ') }) : ''
  return `${scored.join(', ')}${leftOut}`
}

/** How the mean row is computed and, in a cross table, tested. */
export function meanSentence(
  analysis: TableAnalysis,
  labels: readonly string[],
  cross = true,
): string {
  const { mean } = analysis
  if (!mean) return analysis.meanUnavailable ?? ''
  const scores =
    mean.source === 'set'
      ? m.survey_scores_set()
      : mean.topHigh
        ? m.survey_scores_default_top()
        : m.survey_scores_default()
  return (
    m.survey_mean_sentence({ scores, list: scoreList(mean, labels) }) +
    (cross ? ` ${meanTestWords(analysis)}` : '')
  )
}

function meanTestWords(analysis: TableAnalysis): string {
  const { versus } = analysis
  const { test } = analysis.options
  const against = versus.kind === 'rest' ? m.survey_mean_against_rest() : `"${versus.label}"`
  return m.survey_mean_test({ against, level: test.level, minBase: formatCount(test.minBase) })
}

/** A mean or standard deviation as shown and exported: two decimals. */
export const formatMean = (v: number | undefined) => (v === undefined ? '–' : formatNumber(v, 2))
