import { ALL_OLD_KEYS, browserStorage, STORE_PREFIX } from '../../lib/browser-work'

/**
 * Reading and removing the work this browser kept before the account (lib/browser-work.ts
 * names the keys): only the offer to move it (move-to-account.tsx) does either, so this loads
 * with the offer, not with every page.
 */

/** Where the reader's answer to the offer to move is kept (which user said "not now"). */
export const MOVE_OFFER_KEY = `${STORE_PREFIX}move-offer.v1`

/** The stored JSON under one of the old keys (the first present), or undefined. */
export function readOldWork(keys: readonly string[]): unknown {
  const store = browserStorage()
  for (const key of keys) {
    try {
      const raw = store?.getItem(key)
      if (raw) return JSON.parse(raw) as unknown
    } catch {
      // Unreadable: as if absent.
    }
  }
  return undefined
}

export function removeOldWork(): void {
  const store = browserStorage()
  for (const key of ALL_OLD_KEYS) {
    try {
      store?.removeItem(key)
    } catch {
      // Blocked storage holds nothing.
    }
  }
}
