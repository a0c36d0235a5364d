import { useSyncExternalStore } from 'react'

/**
 * The largest page the API package delivers, learned from the first response that came back
 * shorter than asked. The service cuts `size` silently, so offsets (statistics) and page counts
 * must use what it delivers, not what was asked.
 */
let learned: number | undefined
const listeners = new Set<() => void>()

export function notePageCut(received: number): void {
  if (received <= 0 || (learned !== undefined && learned <= received)) return
  learned = received
  for (const listener of listeners) listener()
}

export function deliveredPageSize(requested: number): number {
  return learned === undefined ? requested : Math.min(requested, learned)
}

export function useDeliveredPageSize(requested: number): number {
  const limit = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => learned,
    // The server has learned nothing (it serves everyone), and hydration must match it.
    () => undefined,
  )
  return limit === undefined ? requested : Math.min(requested, limit)
}

/**
 * True when a page came back shorter than asked although more results exist after it: the
 * package cut the page. On the last page a short answer is simply the end.
 */
export function isPageCut(
  received: number,
  requested: number,
  page: number,
  total: number,
): boolean {
  if (received === 0 || received >= requested) return false
  const before = (page - 1) * received
  return before + received < total
}
