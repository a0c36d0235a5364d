import { answerSnapshotSchema, WORKSPACE_BOUNDS } from '../../api/schemas/workspace'
import type { AnswerSnapshot } from '../../api/schemas/workspace'
import type { ShownAnswer } from '../../api/kept-answers'
import { formatCount } from '../format'
import type { CollectionEntry } from './model'

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
    return `Its figures were not kept with it: at ${formatCount(Math.ceil(result.bytes / KB))} KB they are over the ${formatCount(WORKSPACE_BOUNDS.answerBytes / KB)} KB an entry may keep. Opening it asks the service again.`
  return 'Its figures were not kept with it: the answer could not be stored. Opening it asks the service again.'
}

/** `entry` with the shown answer kept, or without it and the reason; as it is when none is shown. */
export function withAnswer(entry: CollectionEntry, shown: ShownAnswer | undefined): EntryToAdd {
  if (!shown) return entry
  const result = buildSnapshot(shown)
  if (result.ok) return { ...entry, answer: result.answer }
  return { entry, notice: leftOutNotice(result) }
}
