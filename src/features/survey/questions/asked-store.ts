import { useTransitionStore } from '../../../lib/transition-store'
import type { AskedIn } from '../model/no-data'

/**
 * Where questions were asked, as the service's no-data answers listed it during this visit.
 * Kept in memory so that, from then on, the builder offers exactly those years and countries
 * (the table that failed is gone once the reader picks another). The server keeps none: what
 * the page the server writes offers depends only on the answers it carries.
 */
const known = new Map<string, AskedIn>()
const listeners = new Set<() => void>()
const EMPTY: ReadonlyMap<string, AskedIn> = new Map()
let snapshot: ReadonlyMap<string, AskedIn> = EMPTY
const readSnapshot = () => snapshot

export function rememberAsked(list: readonly AskedIn[]): void {
  if (typeof window === 'undefined' || list.length === 0) return
  let changed = false
  for (const a of list) {
    const previous = known.get(a.questionId)
    const next = { ...previous, ...a }
    if (JSON.stringify(previous) === JSON.stringify(next)) continue
    known.set(a.questionId, next)
    changed = true
  }
  if (!changed) return
  snapshot = new Map(known)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The listings learned so far; empty while the server writes the page and during hydration. */
export function useAsked(): ReadonlyMap<string, AskedIn> {
  return useTransitionStore(subscribe, readSnapshot, EMPTY)
}
