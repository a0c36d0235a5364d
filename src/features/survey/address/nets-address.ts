import type { Dimension, Grid, NetLine, TableModel } from '../model/table-model'
import { m } from '../../../paraglide/messages.js'

/**
 * What every table reads of nets (nets.ts): which rows and columns are nets, and their note.
 * Reading and writing the address's form (nets-form.ts) loads with the nets. The arithmetic that makes net rows and columns is in nets.ts, which
 * loads only for a table with nets (address-modules.ts).
 *
 * In the address: `nets=<name>~<answerId>+<answerId>;<name>~…` (net-params in search-params.ts).
 */

export const MAX_NETS = 10
export const netPrefix = (): string => m.survey_net_prefix()

export interface Net {
  name: string
  answerIds: string[]
}

export type NetSide = 'rows' | 'columns'

/** The side a question is on when a net can be made of its answers (a whole question). */
export function netSides(model: TableModel): { side: NetSide; dimension: Dimension }[] {
  const sides: { side: NetSide; dimension: Dimension }[] = []
  if (model.rows.whole) sides.push({ side: 'rows', dimension: model.rows })
  if (model.kind === 'cross' && model.columns?.whole)
    sides.push({ side: 'columns', dimension: model.columns })
  return sides
}

/** Whether a grid row (by its position in the model) is a net. */
export function isNetRow(model: TableModel, order: number): boolean {
  const n = model.nets?.rows.length ?? 0
  return n > 0 && order >= model.rowLabels.length - n
}

/** Net rows after the answers, in the order they were made, whatever the sort. */
export function netRowsLast(model: TableModel, grid: Grid): Grid {
  const nets = grid.rows.filter((row) => isNetRow(model, row.order))
  if (nets.length === 0) return grid
  const answers = grid.rows.filter((row) => !isNetRow(model, row.order))
  return { ...grid, rows: [...answers, ...nets.sort((a, b) => a.order - b.order)] }
}

/** Whether a column of the model is a net (net columns come last). */
export function isNetColumn(model: TableModel, c: number): boolean {
  const n = model.nets?.columns.length ?? 0
  return n > 0 && c >= model.columnLabels.length - n
}

const methodNote = (method: NetLine['method']): string =>
  method === 'sum' ? m.survey_net_sum() : m.survey_net_any()

/** What each net of the table contains, in words, for the notes and the exports. */
export function netsNote(model: TableModel): string {
  const all = [...(model.nets?.rows ?? []), ...(model.nets?.columns ?? [])]
  return all
    .map(
      (n) =>
        `${netPrefix()}${n.name} = ${n.labels.join(` ${m.survey_filter_or()} `)} (${methodNote(n.method)})`,
    )
    .join('; ')
}
