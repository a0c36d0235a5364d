import {
  clientIdSchema,
  ITEM_DATA_SCHEMAS,
  preferencesDataSchema,
  type ItemKind,
  type PreferencesData,
} from '../../api/schemas/workspace'
import { OLD_WORK_KEYS } from '../../lib/browser-work'

export interface OldWorkItem {
  kind: ItemKind
  clientId: string
  data: unknown
}

export interface OldWork {
  items: OldWorkItem[]
  preferences?: PreferencesData
  /** Per kind, how many will move. */
  counts: Partial<Record<ItemKind, number>>
  /** Entries the browser held that the account cannot take as they are (left out). */
  skipped: number
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : []

const isoOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.includes('T')
    ? value
    : fallback

/** A survey address as the workspace keeps it: its flat values, nothing empty. */
const flat = (search: unknown) =>
  Object.fromEntries(
    Object.entries(typeof search === 'object' && search !== null ? search : {}).filter(
      ([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
    ),
  )

/**
 * The saved work this browser kept before it moved to the account, as the items of an import
 * document (docs/workspace-api.md, "Moving a browser's saved work"): each with the id it had
 * here as its client id (a research question's token), so posting it again doubles nothing.
 * What the account's schemas refuse is left out and counted, never sent to fail the rest.
 */
export function oldWorkDocument(read: (keys: readonly string[]) => unknown): OldWork {
  const now = new Date().toISOString()
  const items: OldWorkItem[] = []
  let skipped = 0
  const add = (kind: ItemKind, clientId: unknown, data: unknown) => {
    const id = clientIdSchema.safeParse(clientId)
    const parsed = ITEM_DATA_SCHEMAS[kind].safeParse(data)
    if (id.success && parsed.success) items.push({ kind, clientId: id.data, data: parsed.data })
    else skipped++
  }
  for (const t of list(read(OLD_WORK_KEYS.savedTables)))
    add('saved-table', t['id'], {
      name: t['name'],
      search: flat(t['search']),
      savedAt: isoOr(t['savedAt'], now),
    })
  for (const c of list(read(OLD_WORK_KEYS.collections)))
    add('collection', c['id'], { name: c['name'], entries: c['entries'] })
  for (const a of list(read(OLD_WORK_KEYS.audiences)))
    add('audience', a['id'], {
      name: a['name'],
      answers: a['answers'],
      sentence: typeof a['sentence'] === 'string' ? a['sentence'] : '',
      savedAt: isoOr(a['savedAt'], now),
    })
  for (const r of list(read(OLD_WORK_KEYS.research)))
    add('research', r['token'], {
      token: r['token'],
      question: r['question'],
      askedAt: r['askedAt'],
    })
  const citation = preferencesDataSchema.safeParse({ citation: read(OLD_WORK_KEYS.citation) })
  const counts: OldWork['counts'] = {}
  for (const item of items) counts[item.kind] = (counts[item.kind] ?? 0) + 1
  return {
    items,
    ...(citation.success && citation.data.citation ? { preferences: citation.data } : {}),
    counts,
    skipped,
  }
}
