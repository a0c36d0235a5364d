import { ENDPOINTS } from '../../../api/endpoints'
import { isAnswerId } from './search-params'

/**
 * The audiences of the address (`aud`), read and written: what the page needs on every load,
 * apart from what audiences.ts builds their columns with, which loads only when there are any.
 * In the address: `aud=<name>~<answerId>+<answerId>;<name>~<answerId>`.
 */

/** One audience column is one data table of the rows question. */
export const AUDIENCE_CREDITS = ENDPOINTS.dataTable.credits

export interface Audience {
  /** The researcher's own label; never relabels an answer. */
  name: string
  /** Answer IDs; answers of one question OR, different questions AND (as the filters). */
  answers: string[]
}

export const MAX_AUDIENCES = 6
export const MAX_AUDIENCE_NAME = 60
const MAX_AUDIENCE_ANSWERS = 30

/**
 * A name as it can live in the address: `;` and `~` separate entries and parts there, so they
 * become spaces; spaces collapse; cut at MAX_AUDIENCE_NAME characters.
 */
export function cleanAudienceName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[;~\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_AUDIENCE_NAME)
      .trim()
  )
}

export interface ParsedAudiences {
  audiences: Audience[]
  /** One line per entry of the address that was dropped or changed, for the notice. */
  dropped: string[]
}

/**
 * The audiences of the address. Entries without a name or without a valid answer ID, with a
 * name already used, or beyond MAX_AUDIENCES are dropped; invalid answer IDs inside an entry
 * are dropped; long names are cut. Each is said in `dropped`, so the page can tell the reader.
 * Answer IDs may be separated by `+` or by spaces (a hand-typed `+` reads as a space).
 */
export function parseAudiences(raw: string | undefined): ParsedAudiences {
  const audiences: Audience[] = []
  const dropped: string[] = []
  if (!raw) return { audiences, dropped }
  for (const entry of raw.split(';')) {
    if (entry.trim() === '') continue
    const cut = entry.lastIndexOf('~')
    const rawName = cut === -1 ? '' : entry.slice(0, cut)
    const name = cleanAudienceName(rawName)
    const ids = (cut === -1 ? entry : entry.slice(cut + 1)).split(/[+\s,]+/).filter(Boolean)
    const valid = [...new Set(ids.filter(isAnswerId))].slice(0, MAX_AUDIENCE_ANSWERS)
    const shown = name || entry.trim().slice(0, 40)
    if (!name) {
      dropped.push(`"${shown}" has no name`)
      continue
    }
    if (valid.length === 0) {
      dropped.push(`"${name}" has no valid answer ID`)
      continue
    }
    if (audiences.some((a) => a.name.toLowerCase() === name.toLowerCase())) {
      dropped.push(`"${name}" is named twice`)
      continue
    }
    if (audiences.length >= MAX_AUDIENCES) {
      dropped.push(`"${name}" is more than ${MAX_AUDIENCES} audiences`)
      continue
    }
    const invalid = ids.filter((id) => !isAnswerId(id)).length
    if (invalid > 0) dropped.push(`"${name}" lost ${invalid} invalid answer ID(s)`)
    if (name.length < rawName.trim().length && rawName.trim().length > MAX_AUDIENCE_NAME)
      dropped.push(`"${name}" was cut to ${MAX_AUDIENCE_NAME} characters`)
    audiences.push({ name, answers: valid })
  }
  return { audiences, dropped }
}

/** The address's form of `audiences`; undefined for none. */
export function formatAudiences(audiences: readonly Audience[]): string | undefined {
  const parts = audiences
    .slice(0, MAX_AUDIENCES)
    .map((a) => `${cleanAudienceName(a.name)}~${a.answers.join('+')}`)
  return parts.length > 0 ? parts.join(';') : undefined
}
