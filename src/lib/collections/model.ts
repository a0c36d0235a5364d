import { z } from '../../api/zod'
import {
  answerSnapshotSchema,
  IN_APP_ADDRESS,
  type AnswerSnapshot,
} from '../../api/schemas/workspace'
import type { Citable } from '../citation/citable'
import { newLocalId } from '../local-id'
import { m } from '../../paraglide/messages.js'

/**
 * Collections: named lists of findings the researcher keeps together, to cite and export at
 * once. Pure functions over plain data; the browser store is in ./store.ts.
 */
export interface CollectionEntry {
  /** What the entry is, stable across visits (`statistic:123`, `survey:…`); one per collection. */
  key: string
  /** The kind in words ("Statistic", "Survey table"). */
  kind: string
  title: string
  /** The app address that shows it again. */
  href: string
  citable: Citable
  /** What was seen when it was added, for when the service cannot show it again. */
  snapshot: { label: string; value: string }[]
  /**
   * The answer it showed when added (a survey table's, a statistic's or an indicator's data),
   * with its retrieval date: what a colleague sees without spending credits.
   */
  answer?: AnswerSnapshot | undefined
  note: string
  addedAt: string
}

export interface Collection {
  id: string
  name: string
  entries: CollectionEntry[]
}

const citableSchema = z.object({
  id: z.string(),
  title: z.string(),
  sources: z.array(z.string()),
  publishers: z.array(z.string()),
  released: z.optional(z.string()),
  retrieved: z.string(),
  url: z.optional(z.string()),
  medium: z.string(),
  type: z.enum(['dataset', 'report', 'webpage']),
  platform: z.optional(z.string()),
})

export const entrySchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(500)),
  kind: z.string().check(z.maxLength(100)),
  title: z.string().check(z.maxLength(2000)),
  href: z.string().check(z.regex(IN_APP_ADDRESS, 'must be an address inside the app')),
  citable: citableSchema,
  snapshot: z.array(z.object({ label: z.string(), value: z.string() })),
  // A kept answer that no longer reads is dropped here rather than the whole collection with it.
  answer: z.catch(z.optional(answerSnapshotSchema), undefined),
  note: z.catch(z.string().check(z.maxLength(5000)), ''),
  addedAt: z.string(),
})

export const collectionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  entries: z.array(entrySchema),
})

export const FILE_FORMAT = 'dds-explorer-collections'

export const collectionFileSchema = z.object({
  format: z.literal(FILE_FORMAT),
  version: z.literal(1),
  collections: z.array(collectionSchema),
})

export function createCollection(all: Collection[], name: string, id = newLocalId()): Collection[] {
  return [...all, { id, name: name.trim() || m.collection_untitled(), entries: [] }]
}

export function renameCollection(all: Collection[], id: string, name: string): Collection[] {
  const trimmed = name.trim()
  if (!trimmed) return all
  return all.map((c) => (c.id === id ? { ...c, name: trimmed } : c))
}

export function deleteCollection(all: Collection[], id: string): Collection[] {
  return all.filter((c) => c.id !== id)
}

function change(
  all: Collection[],
  id: string,
  edit: (entries: CollectionEntry[]) => CollectionEntry[],
): Collection[] {
  return all.map((c) => (c.id === id ? { ...c, entries: edit(c.entries) } : c))
}

/** Adds `entry` at the end; an entry already in the collection is kept where it is. */
export function addEntry(all: Collection[], id: string, entry: CollectionEntry): Collection[] {
  return change(all, id, (entries) =>
    entries.some((e) => e.key === entry.key) ? entries : [...entries, entry],
  )
}

export function removeEntry(all: Collection[], id: string, key: string): Collection[] {
  return change(all, id, (entries) => entries.filter((e) => e.key !== key))
}

export function setNote(all: Collection[], id: string, key: string, note: string): Collection[] {
  return change(all, id, (entries) => entries.map((e) => (e.key === key ? { ...e, note } : e)))
}

/** Replaces the answer an entry keeps ("Keep these figures"). */
export function setAnswer(
  all: Collection[],
  id: string,
  key: string,
  answer: AnswerSnapshot,
): Collection[] {
  return change(all, id, (entries) => entries.map((e) => (e.key === key ? { ...e, answer } : e)))
}

/** Moves an entry by `delta` places (-1 up, +1 down), stopping at either end. */
export function moveEntry(all: Collection[], id: string, key: string, delta: number): Collection[] {
  return change(all, id, (entries) => {
    const from = entries.findIndex((e) => e.key === key)
    if (from < 0) return entries
    const to = Math.max(0, Math.min(entries.length - 1, from + delta))
    if (to === from) return entries
    const next = [...entries]
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved!)
    return next
  })
}

export function exportCollections(all: readonly Collection[]): string {
  return `${JSON.stringify({ format: FILE_FORMAT, version: 1, collections: all }, null, 2)}\n`
}

export type ImportResult =
  { ok: true; collections: Collection[]; added: number } | { ok: false; message: string }

/**
 * Adds the collections of an exported file to `all`. Nothing already here is replaced: an
 * imported collection whose id exists gets a new id and "(imported)" after its name.
 */
export function importCollections(all: Collection[], text: string): ImportResult {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, message: m.collection_file_not_json() }
  }
  const parsed = collectionFileSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where =
      issue && issue.path.length > 0 ? m.collection_file_at({ path: issue.path.join('.') }) : ''
    return {
      ok: false,
      message: m.collection_file_unfit({
        issue: issue?.message ?? m.collection_file_unexpected(),
        where,
      }),
    }
  }
  const ids = new Set(all.map((c) => c.id))
  const incoming = parsed.data.collections.map((c) =>
    ids.has(c.id)
      ? { ...c, id: newLocalId(), name: m.collection_imported_suffix({ name: c.name }) }
      : c,
  )
  return { ok: true, collections: [...all, ...incoming], added: incoming.length }
}
