import {
  ITEM_DATA_SCHEMAS,
  WORKSPACE_BOUNDS,
  preferencesDataSchema,
  type ItemData,
  type ItemKind,
  type PreferencesData,
} from '../../src/api/schemas/workspace'
import { z } from '../../src/api/zod'
import en from 'zod/v4/locales/en.js'
import { kb, WorkspaceRefusal } from './refusal'

// English messages for the answers' details (the browser loads them only on a failure).
z.config(en())

/**
 * An item's `data` checked on the way in: its kind's zod schema (unknown fields dropped), then
 * its size as stored. What the item is called in lists comes from it too.
 */

export const KIND_WORDS: Record<ItemKind, { one: string; many: string }> = {
  'saved-table': { one: 'saved table', many: 'saved tables' },
  collection: { one: 'collection', many: 'collections' },
  audience: { one: 'saved audience', many: 'saved audiences' },
  'saved-search': { one: 'saved search', many: 'saved searches' },
  research: { one: 'research question', many: 'research questions' },
}

export interface CheckedData {
  data: ItemData
  json: string
  bytes: number
  name: string
  entries: number
}

export function checkItemData(kind: ItemKind, raw: unknown, where = 'data'): CheckedData {
  const parsed = ITEM_DATA_SCHEMAS[kind].safeParse(raw)
  if (!parsed.success)
    throw new WorkspaceRefusal(
      400,
      `Not a valid ${KIND_WORDS[kind].one}`,
      describeIssues(parsed.error.issues, where),
    )
  const data = parsed.data as ItemData
  const json = JSON.stringify(data)
  const bytes = Buffer.byteLength(json)
  const limit = WORKSPACE_BOUNDS.kinds[kind].bytes
  if (bytes > limit)
    throw new WorkspaceRefusal(
      413,
      `This ${KIND_WORDS[kind].one} is too large`,
      `It takes ${kb(bytes)}; a ${KIND_WORDS[kind].one} keeps at most ${kb(limit)}.` +
        (kind === 'collection' ? ' Split it into two collections, or remove some entries.' : ''),
    )
  return { data, json, bytes, name: nameOf(kind, data), entries: entriesOf(kind, data) }
}

export function checkPreferences(raw: unknown): {
  data: PreferencesData
  json: string
  bytes: number
} {
  const parsed = preferencesDataSchema.safeParse(raw)
  if (!parsed.success)
    throw new WorkspaceRefusal(
      400,
      'Not valid preferences',
      describeIssues(parsed.error.issues, 'data'),
    )
  const json = JSON.stringify(parsed.data)
  const bytes = Buffer.byteLength(json)
  if (bytes > WORKSPACE_BOUNDS.preferencesBytes)
    throw new WorkspaceRefusal(
      413,
      'Preferences too large',
      `They take ${kb(bytes)}; at most ${kb(WORKSPACE_BOUNDS.preferencesBytes)} are kept.`,
    )
  return { data: parsed.data, json, bytes }
}

function nameOf(kind: ItemKind, data: ItemData): string {
  if (kind === 'research') return (data as ItemData<'research'>).question.slice(0, 200)
  return (data as { name: string }).name
}

function entriesOf(kind: ItemKind, data: ItemData): number {
  return kind === 'collection' ? (data as ItemData<'collection'>).entries.length : 0
}

/** The first few problems, each at its place: `data.entries.2.href: must be an address…`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], where: string): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const at = [where, ...issue.path.map(String)].join('.')
    return `${at}: ${issue.message}`
  })
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : ''
  return `${shown.join('; ')}${more}.`
}
