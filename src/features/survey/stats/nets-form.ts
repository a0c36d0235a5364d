import { MAX_NETS, type Net } from '../address/nets-address'
import { isAnswerId, questionOf } from '../address/search-params'

/**
 * The nets' address form, read and written: `nets=<name>~<answerId>+<answerId>;<name>~…`
 * (net-params in search-params.ts). Loaded with the nets (nets.ts re-exports it; a table
 * without any reads no nets: use-nets.ts).
 */

export const MAX_NET_NAME = 60

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
