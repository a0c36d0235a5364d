import { useSyncExternalStore } from 'react'
import { z } from '../../api/zod'

/**
 * Questions asked in this browser, newest first, kept in localStorage. Storage is untrusted
 * input (another version of the app, an extension, a hand edit): it is parsed entry by entry,
 * and anything unreadable is dropped rather than breaking the page.
 */
export const HISTORY_KEY = 'dds-explorer.research-history.v1'
export const HISTORY_MAX = 50

const entrySchema = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  question: z.string().check(z.trim(), z.minLength(1)),
  askedAt: z.iso.datetime({ offset: true }),
})

export type HistoryEntry = z.infer<typeof entrySchema>

export function parseHistory(raw: string | null): HistoryEntry[] {
  if (!raw) return []
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(json)) return []
  const seen = new Set<string>()
  const entries: HistoryEntry[] = []
  for (const item of json) {
    const parsed = entrySchema.safeParse(item)
    if (!parsed.success || seen.has(parsed.data.token)) continue
    seen.add(parsed.data.token)
    entries.push(parsed.data)
  }
  return entries.sort((a, b) => Date.parse(b.askedAt) - Date.parse(a.askedAt)).slice(0, HISTORY_MAX)
}

/** The history with `entry` first (replacing an entry of the same token), capped. */
export function withEntry(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history.filter((e) => e.token !== entry.token)].slice(0, HISTORY_MAX)
}

// localStorage itself may throw (disabled storage, private modes, quota): history is a
// convenience, so failures are swallowed and the app carries on without it.
function readRaw(): string | null {
  try {
    return window.localStorage.getItem(HISTORY_KEY)
  } catch {
    return null
  }
}

const CHANGE_EVENT = 'dds-research-history'

export function saveQuestion(entry: HistoryEntry): void {
  write(withEntry(parseHistory(readRaw()), entry))
}

export function clearHistory(): void {
  write([])
}

function write(entries: HistoryEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(HISTORY_KEY)
    else window.localStorage.setItem(HISTORY_KEY, JSON.stringify(entries))
  } catch {
    // Not saved: see readRaw.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

let snapshot: { raw: string | null; entries: HistoryEntry[] } = { raw: null, entries: [] }

function getSnapshot(): HistoryEntry[] {
  const raw = readRaw()
  if (raw !== snapshot.raw) snapshot = { raw, entries: parseHistory(raw) }
  return snapshot.entries
}

function subscribe(onChange: () => void): () => void {
  // `storage` brings questions asked in another tab of the same browser.
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

const serverSnapshot: HistoryEntry[] = []

export function useResearchHistory(): HistoryEntry[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot)
}
