import { formatNumber } from '../../../lib/format'
import { m } from '../../../paraglide/messages.js'
import { Z_CRITICAL } from '../stats/analysis-stats'
import { versusFirst } from './compare-model'
import { questionOf, type TableRequest, type RowSort } from '../address/search-params'
import { significance } from '../stats/stats'
import { DEFAULT_TEST, type TestOptions } from '../stats/test-options'
import {
  baseFlag,
  toGrid,
  type Dimension,
  type Grid,
  type QuestionType,
  type TableModel,
} from './table-model'

/**
 * Audiences: named sets of filter answers ("Gen Z women" = Female AND Gen Z), used as the
 * columns of a table. Each audience is one frequency table of the rows question, filtered by
 * the audience's answers and the table's own filters (one data-table request each), and the
 * audience table is built from those tables as one TableModel, so grid, chart and exports read
 * it like any table.
 *
 * In the address: `aud=<name>~<answerId>+<answerId>;<name>~<answerId>`, e.g.
 * `aud=Gen Z women~v0001_demo_gender#2+v0013g_demo_generation#5;Boomer men~…`.
 */

/** What an audience's column asks the service for, or why it is not asked. */
export type AudienceFilters =
  | { status: 'ask'; filters: string[] }
  /** No respondent can be in the audience and the table's filters at once: base 0, not asked. */
  | { status: 'empty'; reason: string }
  /** The service's filters cannot say it (see combineFilters): not asked. */
  | { status: 'inexpressible'; reason: string }

/**
 * The audience's answers AND the table's filters, as one list of filter answers for the
 * service, whose filter logic ORs the answers of one question and ANDs different questions
 * (server/service/survey/tables.ts). A question on one side only keeps its answers. A question
 * on both sides must match "any of A" AND "any of B":
 * - when one set contains the other, the smaller set says exactly that;
 * - a single-pick respondent holds one answer, so it is the intersection (empty: nobody);
 * - for multi-pick (or a type not known) with sets that overlap only partly, someone may pick
 *   one answer of each set without picking a shared one: no list of answers says that, so the
 *   column is not asked and the reader is told why.
 */
export function combineFilters(
  tableFilters: readonly string[],
  audience: readonly string[],
  typeOf: (questionId: string) => QuestionType | undefined,
): AudienceFilters {
  const byQuestion = (ids: readonly string[]) => {
    const m = new Map<string, string[]>()
    for (const id of ids) m.set(questionOf(id), [...(m.get(questionOf(id)) ?? []), id])
    return m
  }
  const table = byQuestion(tableFilters)
  const own = byQuestion(audience)
  const filters: string[] = []
  for (const [q, answers] of table) {
    const mine = own.get(q)
    if (!mine) {
      filters.push(...answers)
      continue
    }
    const inBoth = answers.filter((a) => mine.includes(a))
    if (inBoth.length === answers.length || inBoth.length === mine.length) {
      filters.push(...inBoth)
    } else if (typeOf(q) === 'single-pick') {
      if (inBoth.length === 0)
        return {
          status: 'empty',
          reason: m.survey_audience_reason_empty(),
        }
      filters.push(...inBoth)
    } else {
      return {
        status: 'inexpressible',
        reason: m.survey_audience_reason_inexpressible(),
      }
    }
  }
  for (const [q, answers] of own) if (!table.has(q)) filters.push(...answers)
  return { status: 'ask', filters }
}

/** The frequency table of the rows question for one audience: the table's place, no columns. */
export function audienceRequest(request: TableRequest, filters: readonly string[]): TableRequest {
  const { columns: _columns, filters: _filters, ...rest } = request
  return { ...rest, ...(filters.length > 0 ? { filters: [...filters] } : {}) }
}

/** The table's rows with the table's filters alone: the Total column of the audience table. */
export function totalRequest(request: TableRequest): TableRequest {
  return audienceRequest(request, request.filters ?? [])
}

export interface AudienceColumn {
  name: string
  /** The audience's answers in words (filter-sentence.ts), for the exports' Columns line. */
  sentence: string
  /** Its frequency table (toTableModel of the filtered table); undefined: base 0, not asked. */
  model: TableModel | undefined
}

/**
 * The audience table as one model: the rows of `total` (the rows question with the table's
 * filters), one column per audience. Counts, the service's percentages and the base of each
 * column are those of the audience's frequency table, matched to the rows by answer ID.
 */
export function toAudienceModel(total: TableModel, columns: readonly AudienceColumn[]): TableModel {
  const rowIds = total.rows.answerIds
  const byColumn = columns.map(({ model }) => {
    const at = new Map(model?.rows.answerIds.map((id, r) => [id, r]) ?? [])
    return { model, at }
  })
  const cell = (r: number, c: number, pick: 'counts' | 'servicePct') => {
    const col = byColumn[c]
    const i = col?.at.get(rowIds[r] ?? '')
    return col?.model && i !== undefined ? (col.model[pick][i]?.[0] ?? 0) : 0
  }
  const columnsDimension: Dimension = {
    id: 'audiences',
    questionId: '',
    title: m.survey_audiences(),
    wording: columns.map((c) => `${c.name} = ${c.sentence}`).join('; '),
    // No one question: its type stays unknown, so nothing stacks across the audiences.
    type: undefined,
    // Every audience chosen is shown (not one answer picked out of a question).
    whole: true,
    answerIds: [],
    labels: columns.map((c) => c.name),
  }
  return {
    kind: 'cross',
    rows: total.rows,
    columns: columnsDimension,
    rowLabels: total.rowLabels,
    columnLabels: columns.map((c) => c.name),
    counts: rowIds.map((_, r) => columns.map((_, c) => cell(r, c, 'counts'))),
    servicePct: rowIds.map((_, r) => columns.map((_, c) => cell(r, c, 'servicePct'))),
    bases: columns.map((c) => c.model?.bases[0] ?? 0),
    multiPick: total.multiPick || columns.some((c) => c.model?.multiPick),
  }
}

/**
 * The test behind the audience table's marks, as legend and exports say it.
 *
 * Audiences may overlap (a respondent can be a woman and Gen Z), so the table's usual test, the
 * adjusted residual of a cell against the rest of its row, is not valid: "the rest" would count
 * shared respondents twice, and its columns do not partition anyone. Instead each audience is
 * compared with the first audience, answer by answer, by the two-proportion z-test (pooled,
 * two-sided) that compare uses, at the table's level and minimum base (test-options.ts); the
 * table's reference column and correction do not apply to columns that are not groups. That test assumes two separate samples; respondents in
 * both audiences give the same answer in both, which makes the two shares move together, so
 * the real variance of their difference is smaller than the test assumes: with overlap the test
 * is conservative (a mark still means a difference; some real differences go unmarked).
 */
export function audienceTestSentence(test: AudienceTest = DEFAULT_TEST): string {
  const critical = formatNumber(Z_CRITICAL[test.level], 2)
  return m.survey_audience_test_sentence({
    level: test.level,
    critical,
    minBase: formatNumber(test.minBase, 0),
  })
}

/** What of the table's test options the audience table's test takes. */
export type AudienceTest = Pick<TestOptions, 'level' | 'minBase'>

/**
 * The audience table's grid: column percent (the service's, per audience), each cell tested
 * against the first audience (audienceTestSentence), and the Total column from `total`, the
 * rows question with the table's filters alone (summing audiences would count shared
 * respondents more than once).
 */
export function audienceGrid(
  model: TableModel,
  total: TableModel,
  sort: RowSort,
  test: AudienceTest = DEFAULT_TEST,
): Grid {
  const grid = toGrid(model, 'column', sort)
  const firstBase = model.bases[0] ?? 0
  const totalBase = total.bases[0] ?? 0
  const rows = grid.rows.map((row) => {
    const first = row.cells[0]
    const cells = row.cells.map((cell, c) => {
      const base = model.bases[c] ?? 0
      const tested =
        c > 0 && first !== undefined && base >= test.minBase && firstBase >= test.minBase
      const z = tested ? versusFirst(cell.count, base, first.count, firstBase) : undefined
      return {
        ...cell,
        sig: tested ? significance(z, Z_CRITICAL[test.level]) : 'none',
      } as const
    })
    const count = total.counts[row.order]?.[0] ?? 0
    return {
      ...row,
      cells,
      total: {
        count,
        pct: total.servicePct[row.order]?.[0] ?? 0,
        base: totalBase,
        flag: baseFlag(totalBase),
        sig: 'none' as const,
      },
    }
  })
  return { ...grid, rows, totalBase }
}
