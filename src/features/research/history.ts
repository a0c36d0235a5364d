import { z } from '../../api/zod'
import { createLocalStore, tolerantList, useLocalStore } from '../../lib/local-store'

/**
 * Questions asked in this browser, newest first, kept in localStorage (src/lib/local-store.ts:
 * validated entry by entry, bounded, shared with other tabs).
 */
export const HISTORY_MAX = 50

const entrySchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  question: z.string().check(z.trim(), z.minLength(1)),
  askedAt: z.iso.datetime({ offset: true }),
})

export type HistoryEntry = z.infer<typeof entrySchema>

/** Newest first, once per token, capped. */
function normalize(entries: readonly HistoryEntry[]): HistoryEntry[] {
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.askedAt) - Date.parse(a.askedAt))
  const byToken = new Map<string, HistoryEntry>()
  for (const entry of newestFirst) if (!byToken.has(entry.token)) byToken.set(entry.token, entry)
  return [...byToken.values()].slice(0, HISTORY_MAX)
}

const NONE: HistoryEntry[] = []

const historyStore = createLocalStore<HistoryEntry[]>({
  name: 'research-history',
  version: 1,
  schema: z.pipe(
    tolerantList(entrySchema),
    z.transform((entries: HistoryEntry[]) => normalize(entries)),
  ),
  fallback: NONE,
  // 50 questions of up to 1,000 characters, with room for their tokens and dates.
  maxChars: 80_000,
  shrink: (entries) => entries.slice(0, -1),
})

export const HISTORY_KEY = historyStore.key

export function readHistory(): HistoryEntry[] {
  return historyStore.read()
}

/** The history with `entry` first (replacing an entry of the same token), capped. */
export function withEntry(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history.filter((e) => e.token !== entry.token)].slice(0, HISTORY_MAX)
}

export function saveQuestion(entry: HistoryEntry): void {
  historyStore.write((history) => withEntry(history, entry))
}

export function clearHistory(): void {
  historyStore.clear()
}

export function useResearchHistory(): HistoryEntry[] {
  return useLocalStore(historyStore)
}
