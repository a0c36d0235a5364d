import type { DataTable } from '../../../api/schemas'
import { nonSubstantiveAnswers } from './non-substantive'
import { questionOf } from '../address/search-params'
import {
  baseFlag,
  toTableModel,
  type Cell,
  type Dimension,
  type Grid,
  type NetLine,
  type TableModel,
} from '../model/table-model'
import type { PercentBase, TableRequest } from '../address/search-params'

/**
 * Nets: named sets of answers of one question, shown as extra rows (and, for a whole column
 * question, extra columns) with their own counts, bases and percentages.
 *
 * - Single-pick: every respondent gave one answer, so the net's count is the sum of its answers'
 *   counts ("sum").
 * - Multi-pick (or a question whose type is not known): a respondent who picked two of the
 *   answers would be counted twice, so the count comes from the service ("any"): its filter
 *   logic ORs answers of one question, so the table filtered by the net's answers has, as its
 *   base per column, the respondents who picked any of them. That table is one more data
 *   request (10 credits), asked only when the reader says so (use-nets.ts). A column net of
 *   a multi-pick column question is the rows' frequency table filtered the same way.
 *
 * In the address: `nets=<name>~<answerId>+<answerId>;<name>~…` (net-params in search-params.ts).
 */

import { netPrefix, netRowsLast, type Net, type NetSide } from '../address/nets-address'
import { m } from '../../../paraglide/messages.js'

/** A net placed on a side of the table, with its answers' labels and how it is counted. */
export interface PlacedNet extends NetLine {
  side: NetSide
  questionId: string
}

/** A net of the address the table cannot show, and why (in words). */
export interface NetIssue {
  net: Net
  reason: string
}

/**
 * Whether each row of the table is given once per respondent: the row counts of every column
 * add up to the column's base. The service's base is the respondents who answered the row
 * question, each counted at least once, so an exact sum means each was counted exactly once.
 */
function rowsAddUp(model: TableModel): boolean {
  return model.bases.every(
    (base, c) => model.counts.reduce((sum, row) => sum + (row[c] ?? 0), 0) === base,
  )
}

/** How a net of this side is counted: added where the answers are one per respondent. */
export function netMethod(model: TableModel, side: NetSide): NetLine['method'] {
  const d = side === 'rows' ? model.rows : model.columns
  if (d?.type === 'single-pick') return 'sum'
  if (side === 'rows' && d?.type === undefined && rowsAddUp(model)) return 'sum'
  return 'any'
}

/**
 * Places the address's nets on the table: a net of the rows' question becomes a row, one of a
 * whole column question a column. `filters` are the table's filter answers: a multi-pick net of
 * a question the table is already filtered by cannot be asked for, since the service would OR
 * the net's answers with the filter's.
 */
export function placeNets(
  nets: readonly Net[],
  model: TableModel,
  filters: readonly string[],
): { placed: PlacedNet[]; issues: NetIssue[] } {
  const placed: PlacedNet[] = []
  const issues: NetIssue[] = []
  for (const net of nets) {
    const questionId = questionOf(net.answerIds[0] ?? '')
    const dims: [NetSide, Dimension | undefined][] = [
      ['rows', model.rows],
      ['columns', model.kind === 'cross' ? model.columns : undefined],
    ]
    const found = dims.find(([, d]) => d?.questionId === questionId)
    const issue = (reason: string) => issues.push({ net, reason })
    if (!found || !found[1]) {
      issue(m.survey_net_issue_not_here())
      continue
    }
    const [side, d] = found
    if (!d.whole) {
      issue(
        side === 'rows'
          ? m.survey_net_issue_rows_one({ title: d.title })
          : m.survey_net_issue_columns_one({ title: d.title }),
      )
      continue
    }
    const missing = net.answerIds.filter((id) => !d.answerIds.includes(id))
    if (missing.length > 0) {
      issue(m.survey_net_issue_missing({ title: d.title, answers: missing.join(', ') }))
      continue
    }
    const method = netMethod(model, side)
    if (method === 'any' && filters.some((f) => questionOf(f) === questionId)) {
      issue(m.survey_net_issue_filtered({ title: d.title }))
      continue
    }
    const labels = net.answerIds.map((id) => d.labels[d.answerIds.indexOf(id)] ?? id)
    placed.push({ ...net, labels, method, side, questionId })
  }
  return { placed, issues }
}

/**
 * The request for a multi-pick net's figures: the table's own request (rows, columns, country,
 * year) with the net's answers added to its filters. Answers of one question are ORed by the
 * service, so the answer's bases are the respondents who picked any of them, per column.
 */
export function netTableRequest(request: TableRequest, net: Net): TableRequest {
  return { ...request, filters: [...new Set([...(request.filters ?? []), ...net.answerIds])] }
}

/** Per column: the respondents giving any of the net's row answers, by adding their counts. */
export function sumRowCounts(model: TableModel, answerIds: readonly string[]): number[] {
  const rows = answerIds.map((id) => model.rows.answerIds.indexOf(id))
  return model.bases.map((_, c) => rows.reduce((sum, r) => sum + (model.counts[r]?.[c] ?? 0), 0))
}

/**
 * Per column of the table: the respondents who picked any of the net's answers, which is the
 * column's base in the table filtered by them. Columns are matched by the service's series names
 * (`series`, the table's own series in order); a column the filtered table lacks had none.
 */
export function anyRowCounts(series: readonly string[], filtered: DataTable): number[] {
  const model = toTableModel(filtered)
  return series.map((name) => {
    const c = model.columnLabels.indexOf(name)
    return c === -1 ? 0 : (model.bases[c] ?? 0)
  })
}

const share = (n: number, base: number) => (base > 0 ? Math.round((n / base) * 1000) / 10 : 0)

/**
 * The model with a row per net after the answers: counts per column as given, column percent of
 * the column's base. toGrid then reads net rows like answer rows: each is a yes/no property of a
 * respondent counted at most once per column, so its row total, percentages and the cell test
 * (net vs not net, column vs the rest) are the same arithmetic as an answer row's.
 */
export function withNetRows(
  model: TableModel,
  rows: readonly { net: PlacedNet; counts: number[] }[],
): TableModel {
  if (rows.length === 0) return model
  return {
    ...model,
    rowLabels: [...model.rowLabels, ...rows.map(({ net }) => netPrefix() + net.name)],
    counts: [...model.counts, ...rows.map(({ counts }) => counts)],
    servicePct: [
      ...model.servicePct,
      ...rows.map(({ counts }) => counts.map((n, c) => share(n, model.bases[c] ?? 0))),
    ],
    nets: { rows: rows.map(({ net }) => line(net)), columns: model.nets?.columns ?? [] },
  }
}

const line = ({ name, answerIds, labels, method }: NetLine): NetLine => ({
  name,
  answerIds,
  labels,
  method,
})

// Where every reader of net rows finds it (the banner reads it without the nets' code).
export { netRowsLast } from '../address/nets-address'

/**
 * A multi-pick column net's figures from the service: the rows' frequency table filtered by the
 * net's answers (its counts per row answer, its base), and for each multi-pick row net the base
 * of that table filtered by the row net's answers as well (`pairs`, by the row net's name).
 */
export interface AnyColumnFigures {
  counts: number[]
  base: number
  pairs: ReadonlyMap<string, number>
}

/** A column net and, for a multi-pick one, its figures (a sum needs none). */
export interface ColumnNet {
  net: PlacedNet
  figures?: AnyColumnFigures | undefined
}

/**
 * The request for a multi-pick column net: the rows' frequency table (country and year as the
 * table's) filtered by the table's filters, the column net's answers and, for a cell of a
 * multi-pick row net, that net's answers too (answers of different questions are ANDed).
 */
export function netColumnRequest(request: TableRequest, net: Net, rowNet?: Net): TableRequest {
  const { columns: _columns, ...rest } = request
  const withColumn = netTableRequest(rest, net)
  return rowNet ? netTableRequest(withColumn, rowNet) : withColumn
}

/** Figures of a multi-pick column net from its filtered frequency table(s), rows by position. */
export function anyColumnFigures(
  filtered: DataTable,
  pairs: ReadonlyMap<string, DataTable>,
): AnyColumnFigures {
  const model = toTableModel(filtered)
  return {
    counts: model.counts.map((row) => row[0] ?? 0),
    base: model.bases[0] ?? 0,
    pairs: new Map([...pairs].map(([name, t]) => [name, toTableModel(t).bases[0] ?? 0])),
  }
}

/**
 * Net columns after the answer columns. Single-pick ("sum"): a row's count is the sum of its
 * counts in the net's columns, the column base the sum of their bases. Multi-pick ("any"): the
 * filtered frequency table's count per row answer and its base; a single-pick net row adds its
 * answers' counts there, a multi-pick net row takes its pair table's base. The Total column and
 * the table's base stay as they were (a net column repeats respondents already there); net
 * columns carry no ▲/▼, since the cell test compares a column with the rest of the table, which
 * a net column overlaps.
 */
export function withNetColumns(
  model: TableModel,
  grid: Grid,
  nets: readonly ColumnNet[],
  pct: PercentBase,
): { model: TableModel; grid: Grid } {
  if (nets.length === 0 || !model.columns) return { model, grid }
  const columns = model.columns
  const rowNets = model.nets?.rows ?? []
  const firstNetRow = model.rowLabels.length - rowNets.length
  const sumOf = (values: readonly number[], is: readonly number[]) =>
    is.reduce((sum, i) => sum + (values[i] ?? 0), 0)
  // count(k, r): net column k, model row r (answers, then net rows).
  const count = nets.map(({ net, figures }) => {
    if (!figures) {
      const cs = net.answerIds.map((id) => columns.answerIds.indexOf(id))
      return (r: number) => sumOf(model.counts[r] ?? [], cs)
    }
    return (r: number) => {
      const rowNet = r >= firstNetRow ? rowNets[r - firstNetRow] : undefined
      if (!rowNet) return figures.counts[r] ?? 0
      if (rowNet.method === 'any') return figures.pairs.get(rowNet.name) ?? 0
      const rs = rowNet.answerIds.map((id) => model.rows.answerIds.indexOf(id))
      return sumOf(figures.counts, rs)
    }
  })
  const netBases = nets.map(({ net, figures }) =>
    figures
      ? figures.base
      : sumOf(
          model.bases,
          net.answerIds.map((id) => columns.answerIds.indexOf(id)),
        ),
  )
  const rows = grid.rows.map((row) => {
    const extra = count.map((of, k): Cell => {
      const n = of(row.order)
      const base =
        pct === 'column' ? (netBases[k] ?? 0) : pct === 'row' ? row.total.count : grid.totalBase
      return { count: n, pct: share(n, base), base, flag: baseFlag(base), sig: 'none' }
    })
    return { ...row, cells: [...row.cells, ...extra] }
  })
  const countsOf = (r: number) => count.map((of) => of(r))
  return {
    model: {
      ...model,
      columnLabels: [...model.columnLabels, ...nets.map(({ net }) => netPrefix() + net.name)],
      bases: [...model.bases, ...netBases],
      counts: model.counts.map((row, r) => [...row, ...countsOf(r)]),
      servicePct: model.servicePct.map((row, r) => [
        ...row,
        ...countsOf(r).map((n, k) => share(n, netBases[k] ?? 0)),
      ]),
      nets: { rows: rowNets, columns: nets.map(({ net }) => line(net)) },
    },
    grid: { ...grid, rows },
  }
}

/**
 * Top-2 and bottom-2 box of an ordered scale. The app cannot read meaning, so the rule is
 * structural: a single-pick question (known, or rows that add up to their bases) with 4 to 11
 * substantive answers (non-substantive.ts: "Don't know", "None of these" … are left out), read in the
 * service's answer order; the buttons name the answers they take, so the reader judges the order.
 * More than 11 answers is a list (regions, brands), not a scale.
 */
export function scaleBoxes(
  model: TableModel,
  side: NetSide,
): { top: Net; bottom: Net } | undefined {
  const d = side === 'rows' ? model.rows : model.columns
  if (!d?.whole || netMethod(model, side) !== 'sum') return undefined
  const leftOut = nonSubstantiveAnswers(d.answerIds.map((_, i) => d.labels[i] ?? ''))
  const substantive = d.answerIds.filter((_, i) => !leftOut[i])
  if (substantive.length < 4 || substantive.length > 11) return undefined
  return {
    top: { name: m.survey_top_2_box(), answerIds: substantive.slice(0, 2) },
    bottom: { name: m.survey_bottom_2_box(), answerIds: substantive.slice(-2) },
  }
}

/**
 * The rows of `placed` nets that can be counted now: a sum always, an "any" net when `got`
 * has its filtered table (the query cache), in the order placed. The single table's exports
 * (withCachedNets) and a banner's blocks (banner-nets.ts) count a net so.
 */
export function countedRowNets(
  placed: readonly PlacedNet[],
  model: TableModel,
  data: DataTable,
  request: TableRequest,
  got: (request: TableRequest) => DataTable | undefined,
): { net: PlacedNet; counts: number[] }[] {
  const series = Object.keys(data.chart.data)
  return placed
    .filter((net) => net.side === 'rows')
    .flatMap((net) => {
      if (net.method === 'sum') return [{ net, counts: sumRowCounts(model, net.answerIds) }]
      const filtered = got(netTableRequest(request, net))
      return filtered ? [{ net, counts: anyRowCounts(series, filtered) }] : []
    })
}

/**
 * A table's nets read without asking anything: single-pick nets are added; multi-pick ones are
 * taken from `cached` (the query cache: tables already asked for on screen) and left out where
 * a table is missing, since an export must not spend credits the reader was not shown. `grid`
 * is the caller's toGrid (percent base, order, test options) for the model with net rows.
 */
export function withCachedNets(
  answers: TableModel,
  data: DataTable,
  nets: readonly Net[],
  request: TableRequest,
  grid: (model: TableModel) => Grid,
  pct: PercentBase,
  cached: (request: TableRequest) => DataTable | undefined,
): { model: TableModel; grid: Grid } {
  const { placed } = placeNets(nets, answers, request.filters ?? [])
  const rows = countedRowNets(placed, answers, data, request, cached)
  const model = withNetRows(answers, rows)
  const anyRows = rows.map((r) => r.net).filter((net) => net.method === 'any')
  const columns = placed
    .filter((net) => net.side === 'columns')
    .flatMap((net): ColumnNet[] => {
      if (net.method === 'sum') return [{ net }]
      const own = cached(netColumnRequest(request, net))
      const found = new Map<string, DataTable>()
      for (const rn of anyRows) {
        const pair = cached(netColumnRequest(request, net, rn))
        if (pair) found.set(rn.name, pair)
      }
      return own && found.size === anyRows.length
        ? [{ net, figures: anyColumnFigures(own, found) }]
        : []
    })
  return withNetColumns(model, netRowsLast(model, grid(model)), columns, pct)
}
