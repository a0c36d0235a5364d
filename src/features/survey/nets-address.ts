import { isAnswerId, questionOf } from './search-params'
import type { Dimension, NetLine, TableModel } from './table-model'

/**
 * What every table reads of nets (nets.ts): the address's form, which rows and columns are
 * nets, and their note. The arithmetic that makes net rows and columns is in nets.ts, which
 * loads only for a table with nets (address-modules.ts).
 *
 * In the address: `nets=<name>~<answerId>+<answerId>;<name>~…` (net-params in search-params.ts).
 */

export const MAX_NETS = 10
export const MAX_NET_NAME = 60
export const NET_PREFIX = 'Net: '

export interface Net {
  name: string
  answerIds: string[]
}

/** The separators of the address form cannot be part of a name; spaces are collapsed. */
export function cleanNetName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[~;\u0000-\u001f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/**
 * The nets of the address. An entry is dropped (and listed in `dropped`, for the notice) when it
 * has no name, a name over MAX_NET_NAME characters, fewer than two answers, an answer ID that is
 * not one, answers of more than one question, the name of an earlier net, or comes after the
 * MAX_NETS-th net.
 */
export function parseNets(raw: string | undefined): { nets: Net[]; dropped: string[] } {
  const nets: Net[] = []
  const dropped: string[] = []
  for (const entry of (raw ?? '').split(';')) {
    if (entry.trim() === '') continue
    const net = parseEntry(entry)
    const taken = net && nets.some((n) => n.name.toLowerCase() === net.name.toLowerCase())
    if (!net || taken || nets.length >= MAX_NETS) dropped.push(entry.trim())
    else nets.push(net)
  }
  return { nets, dropped }
}

function parseEntry(entry: string): Net | undefined {
  const tilde = entry.indexOf('~')
  if (tilde < 0) return undefined
  const name = cleanNetName(entry.slice(0, tilde))
  if (name === '' || name.length > MAX_NET_NAME) return undefined
  // '+' joins the IDs; a form-decoded address may have turned it into a space.
  const ids = [
    ...new Set(
      entry
        .slice(tilde + 1)
        .split(/[+\s]+/)
        .filter(Boolean),
    ),
  ]
  const question = questionOf(ids[0] ?? '')
  if (ids.length < 2 || !ids.every((id) => isAnswerId(id) && questionOf(id) === question))
    return undefined
  return { name, answerIds: ids }
}

export function formatNets(nets: readonly Net[]): string | undefined {
  if (nets.length === 0) return undefined
  return nets.map((n) => `${cleanNetName(n.name)}~${n.answerIds.join('+')}`).join(';')
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

/** Whether a column of the model is a net (net columns come last). */
export function isNetColumn(model: TableModel, c: number): boolean {
  const n = model.nets?.columns.length ?? 0
  return n > 0 && c >= model.columnLabels.length - n
}

const METHOD_NOTE: Record<NetLine['method'], string> = {
  sum: 'counts added: one answer per respondent',
  any: 'respondents who picked any of them: the base of the table filtered by these answers',
}

/** What each net of the table contains, in words, for the notes and the exports. */
export function netsNote(model: TableModel): string {
  const all = [...(model.nets?.rows ?? []), ...(model.nets?.columns ?? [])]
  return all
    .map((n) => `${NET_PREFIX}${n.name} = ${n.labels.join(' OR ')} (${METHOD_NOTE[n.method]})`)
    .join('; ')
}
