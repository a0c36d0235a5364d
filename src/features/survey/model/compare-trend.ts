import type { DataTable } from '../../../api/schemas/survey'
import { m } from '../../../paraglide/messages.js'
import { marksOf, twoSidedP } from '../stats/analysis-stats'
import { versusFirst, type ComparePoint } from './compare-model'
import { scoresFor } from '../stats/mean-analysis'
import { scoredSummary, welchTTest, type ScoreSummary } from '../stats/mean-stats'
import { netMethod } from '../stats/nets'
import type { Net } from '../address/nets-address'
import type { CellSignificance } from '../stats/stats'
import { toTableModel, type TableModel } from './table-model'
import type { AnalysisOptions } from '../stats/test-options'
import type { SheetColumn, SheetSpec, SheetValue } from '../../../lib/export/workbook'
import { SIG_MARK } from '../stats/analysis-words'
import { decimalCell, fraction } from '../stats/number-format'

/**
 * What a comparison across years or countries keeps of the table's analysis: its nets of the
 * rows' question and its mean row, each year or country tested against the first in the same
 * way as the answers (compare-model.ts). A multi-pick net would need one more table per year
 * (the service counts "any of" for it), so it is named and left out rather than bought.
 */

export interface TrendNet {
  name: string
  /** Per column of the comparison; undefined where the year has none of the net's answers. */
  values: (ComparePoint | undefined)[]
}

export interface TrendMeanCell {
  summary: ScoreSummary | undefined
  sig: CellSignificance
}

export interface Trend {
  nets: TrendNet[]
  /** Nets left out, with why. */
  skipped: { name: string; reason: string }[]
  /** The mean row, when the table shows one and the question has a scale. */
  mean: TrendMeanCell[] | undefined
  /** Why the mean row is missing though the table asks for one. */
  meanUnavailable?: string
}

type Loaded = readonly { key: string; table: DataTable }[]

function netCount(model: TableModel, net: Net): number | undefined {
  let count = 0
  let found = false
  model.rows.answerIds.forEach((id, r) => {
    if (!net.answerIds.includes(id)) return
    found = true
    count += model.counts[r]?.[0] ?? 0
  })
  return found ? count : undefined
}

export function compareTrend(
  models: readonly TableModel[],
  nets: readonly Net[],
  options: AnalysisOptions,
): Trend {
  const { test } = options
  const bases = models.map((m) => m.bases[0] ?? 0)
  const testable = (i: number) =>
    i > 0 && (bases[i] ?? 0) >= test.minBase && (bases[0] ?? 0) >= test.minBase
  const skipped: Trend['skipped'] = []
  const summed = nets.filter((net) => {
    const single = models.every((m) => netMethod(m, 'rows') === 'sum')
    if (!single)
      skipped.push({
        name: net.name,
        reason: m.survey_compare_net_needs_tables(),
      })
    return single
  })
  const trendNets: TrendNet[] = summed.map((net) => {
    const counts = models.map((m) => netCount(m, net))
    const first = counts[0]
    const tests: { at: number; stat: number; p: number }[] = []
    counts.forEach((n, i) => {
      if (!testable(i) || n === undefined || first === undefined) return
      const z = versusFirst(n, bases[i] ?? 0, first, bases[0] ?? 0)
      if (z !== undefined) tests.push({ at: i, stat: z, p: twoSidedP(z) })
    })
    const marks = marksOf(tests, test)
    return {
      name: net.name,
      values: counts.map((n, i) =>
        n === undefined
          ? undefined
          : {
              n,
              pct: (bases[i] ?? 0) > 0 ? Math.round((n / (bases[i] ?? 1)) * 1000) / 10 : 0,
              sig: marks.get(i) ?? 'none',
            },
      ),
    }
  })
  if (!options.mean) return { nets: trendNets, skipped, mean: undefined }
  const rows = models[0]?.rows
  if (!rows?.whole || models.some((m) => m.multiPick || m.rows.type === 'multi-pick'))
    return {
      nets: trendNets,
      skipped,
      mean: undefined,
      meanUnavailable: m.survey_compare_mean_multi(),
    }
  // The first table's scores, by answer, for every year or country: a later wave worded
  // differently must not be scored the other way round (scale-direction.ts).
  const firstScores = scoresFor(rows.answerIds, rows.labels, options.scores).scores
  const byAnswer = new Map(rows.answerIds.map((id, k) => [id, firstScores[k]]))
  const summaries = models.map((m) =>
    scoredSummary(
      m.rows.answerIds.map((_, r) => m.counts[r]?.[0] ?? 0),
      m.rows.answerIds.map((id) => byAnswer.get(id)),
    ),
  )
  const first = summaries[0]
  const tests: { at: number; stat: number; p: number }[] = []
  summaries.forEach((own, i) => {
    if (i === 0 || !own || !first || own.base < test.minBase || first.base < test.minBase) return
    const t = welchTTest(own, first)
    if (t) tests.push({ at: i, stat: t.t, p: t.p })
  })
  const marks = marksOf(tests, test)
  return {
    nets: trendNets,
    skipped,
    mean: summaries.map((summary, i) => ({ summary, sig: marks.get(i) ?? 'none' })),
  }
}

/** The models of a comparison's tables, named as the builder names the rows' question. */
export function trendModels(
  loaded: Loaded,
  names: Parameters<typeof toTableModel>[1],
): TableModel[] {
  return loaded.map(({ table }) => toTableModel(table, names))
}

/** One column of the trend sheet: a year or country, its base, and its points by row name. */
export interface TrendSheetColumn {
  label: string
  base: number
  point: (row: string) => ComparePoint | undefined
}

/**
 * The comparison as one Excel sheet (lib/export/workbook.ts): answers and nets as percentages
 * with their marks, then the mean score, its standard deviation (two decimals, in the
 * percentage columns) and base, as rows of numbers.
 */
export function trendSheet(
  title: string,
  rows: readonly string[],
  columns: readonly TrendSheetColumn[],
  trend: Trend,
  footer: readonly string[],
): SheetSpec {
  const head: SheetColumn[] = [
    { header: m.survey_answer() },
    ...columns.flatMap((c): SheetColumn[] => [
      { header: m.survey_col_pct({ label: c.label }), format: 'percent' },
      { header: m.survey_col_n({ label: c.label }), format: 'integer' },
      { header: m.survey_col_sig({ label: c.label }), format: 'text', width: 8 },
    ]),
  ]
  const body: SheetValue[][] = [
    [m.survey_base_n(), ...columns.flatMap((c) => [null, c.base, null])],
    ...rows.map((row) => [
      row,
      ...columns.flatMap((c): SheetValue[] => {
        const p = c.point(row)
        return p ? [fraction(p.pct), p.n, SIG_MARK[p.sig] || null] : [null, null, null]
      }),
    ]),
  ]
  if (trend.mean) {
    body.push(
      [
        m.survey_mean_score(),
        ...trend.mean.flatMap((p) => [decimalCell(p.summary?.mean), null, SIG_MARK[p.sig] || null]),
      ],
      [m.survey_sd(), ...trend.mean.flatMap((p) => [decimalCell(p.summary?.sd), null, null])],
      [m.survey_base_mean(), ...trend.mean.flatMap((p) => [null, p.summary?.base ?? 0, null])],
    )
  }
  return {
    name: m.survey_compare_sheet(),
    heading: [title],
    columns: head,
    rows: body,
    footer: [...footer],
  }
}
