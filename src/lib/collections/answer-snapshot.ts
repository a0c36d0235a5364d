import { answerSnapshotSchema, WORKSPACE_BOUNDS } from '../../api/schemas/workspace'
import type { AnswerSnapshot } from '../../api/schemas/workspace'
import type { ShownAnswer } from '../../api/kept-answers'
import { m } from '../../paraglide/messages.js'
import { formatCount } from '../format'
import type { Collection, CollectionEntry } from './model'

/**
 * Building the answer an entry keeps (its `answer`): the figures a colleague then reads without
 * spending credits. The page's own answer goes in as it was parsed; one over the workspace's
 * bound is left out, and the reader is told, rather than the whole entry refused.
 */

/** An entry to add, with what the reader should know about it (figures left out). */
export type EntryToAdd = CollectionEntry | { entry: CollectionEntry; notice: string }

export function entryAndNotice(toAdd: EntryToAdd): { entry: CollectionEntry; notice?: string } {
  return 'entry' in toAdd ? toAdd : { entry: toAdd }
}

const bytesOf = (value: unknown): number =>
  new TextEncoder().encode(JSON.stringify(value) ?? '').length

export type SnapshotResult =
  | { ok: true; answer: AnswerSnapshot }
  | { ok: false; reason: 'too-large'; bytes: number }
  | { ok: false; reason: 'unfit' }

/** The shown answer as a snapshot, or why it cannot be one. */
export function buildSnapshot(shown: ShownAnswer): SnapshotResult {
  const bytes = bytesOf(shown.body)
  if (bytes > WORKSPACE_BOUNDS.answerBytes) return { ok: false, reason: 'too-large', bytes }
  const parsed = answerSnapshotSchema.safeParse(shown)
  return parsed.success ? { ok: true, answer: parsed.data } : { ok: false, reason: 'unfit' }
}

const KB = 1024

/** Why the figures were not kept, in the reader's words. */
export function leftOutNotice(result: Exclude<SnapshotResult, { ok: true }>): string {
  if (result.reason === 'too-large')
    return m.collection_figures_left_out_large({
      size: formatCount(Math.ceil(result.bytes / KB)),
      limit: formatCount(WORKSPACE_BOUNDS.answerBytes / KB),
    })
  return m.collection_figures_left_out_unfit()
}

/** `entry` with the shown answer kept, or without it and the reason; as it is when none is shown. */
export function withAnswer(entry: CollectionEntry, shown: ShownAnswer | undefined): EntryToAdd {
  if (!shown) return entry
  const result = buildSnapshot(shown)
  if (result.ok) return { ...entry, answer: result.answer }
  return { entry, notice: leftOutNotice(result) }
}

/** What the workspace keeps of one collection at most: the server refuses more with a 413. */
export const COLLECTION_BYTES = WORKSPACE_BOUNDS.kinds.collection.bytes

/** The bytes the workspace counts for a collection: its name and entries as JSON. */
export const collectionBytes = (collection: Pick<Collection, 'name' | 'entries'>): number =>
  bytesOf({ name: collection.name, entries: collection.entries })

export type Fitted =
  { ok: true; entries: CollectionEntry[]; notice?: string } | { ok: false; message: string }

/**
 * The collection's entries with `entry` put in (added at the end, or replacing the entry of its
 * key), held to what the workspace keeps of one collection: an answer that would take the whole
 * over the bound is left out and the reader told (an entry may keep up to answerBytes, but a
 * few large tables together pass the collection's bound, which the server refuses whole);
 * refused, in words, when even the entry without its figures does not fit.
 */
export function fitEntry(
  collection: Pick<Collection, 'name' | 'entries'>,
  entry: CollectionEntry,
): Fitted {
  const put = (e: CollectionEntry) =>
    collection.entries.some((x) => x.key === e.key)
      ? collection.entries.map((x) => (x.key === e.key ? e : x))
      : [...collection.entries, e]
  const whole = put(entry)
  const bytes = collectionBytes({ name: collection.name, entries: whole })
  if (bytes <= COLLECTION_BYTES) return { ok: true, entries: whole }
  const kb = (n: number) => formatCount(Math.ceil(n / KB))
  const limit = kb(COLLECTION_BYTES)
  const { answer, ...bare } = entry
  const without = put(bare)
  if (answer && collectionBytes({ name: collection.name, entries: without }) <= COLLECTION_BYTES)
    return {
      ok: true,
      entries: without,
      notice: m.collection_figures_left_out_full({ size: kb(bytes), limit }),
    }
  return { ok: false, message: m.collection_full({ size: kb(bytes), limit }) }
}
