// local-store.ts's prefix, written out: this module is in every page's first load, that one not.
const STORE_PREFIX = 'dds-explorer.'

/**
 * Saved work as browsers kept it before it moved to the account (src/lib/local-store.ts keys),
 * now only a source for the one-time move (features/account/move-to-account.tsx), and what
 * sign-out removes: after it, nothing of a user's work stays in this browser.
 */
export const OLD_WORK_KEYS = {
  savedTables: ['dds-explorer.saved-tables.v1', 'dds.survey.saved.v1'],
  collections: ['dds-explorer.collections.v1'],
  audiences: ['dds-explorer.saved-audiences.v1'],
  research: ['dds-explorer.research-history.v1'],
  citation: ['dds-explorer.citation-style.v1'],
} as const

const ALL_OLD_KEYS: readonly string[] = Object.values(OLD_WORK_KEYS).flat()

/** Where the reader's answer to the offer to move is kept (which user said "not now"). */
export const MOVE_OFFER_KEY = `${STORE_PREFIX}move-offer.v1`

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/** The stored JSON under one of the old keys (the first present), or undefined. */
export function readOldWork(keys: readonly string[]): unknown {
  const store = storage()
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

export function hasOldWork(): boolean {
  const store = storage()
  try {
    return !!store && ALL_OLD_KEYS.some((key) => store.getItem(key) !== null)
  } catch {
    return false
  }
}

export function removeOldWork(): void {
  const store = storage()
  for (const key of ALL_OLD_KEYS) {
    try {
      store?.removeItem(key)
    } catch {
      // Blocked storage holds nothing.
    }
  }
}

/** Sign-out: every key of this app (the old work, caches of names, the offer's answer). */
export function clearBrowserWork(): void {
  const store = storage()
  if (!store) return
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '')
    for (const key of keys)
      if (key.startsWith(STORE_PREFIX) || key.startsWith('dds.')) store.removeItem(key)
  } catch {
    // Blocked storage holds nothing.
  }
}
