// local-store.ts's prefix, written out: this module is in every page's first load, that one not.
export const STORE_PREFIX = 'dds-explorer.'

/**
 * Saved work as browsers kept it before it moved to the account (src/lib/local-store.ts keys),
 * now only a source for the one-time move (features/account/move-to-account.tsx), and what
 * sign-out removes: after it, nothing of a user's work stays in this browser. Every page's start
 * needs only whether any is left and sign-out's clearing; reading and removing it is in
 * features/account/old-work-store.ts, which loads with the offer.
 */
export const OLD_WORK_KEYS = {
  savedTables: ['dds-explorer.saved-tables.v1', 'dds.survey.saved.v1'],
  collections: ['dds-explorer.collections.v1'],
  audiences: ['dds-explorer.saved-audiences.v1'],
  research: ['dds-explorer.research-history.v1'],
  citation: ['dds-explorer.citation-style.v1'],
} as const

export const ALL_OLD_KEYS: readonly string[] = Object.values(OLD_WORK_KEYS).flat()

/** The browser's localStorage, or undefined on the server and where it is blocked. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

export function hasOldWork(): boolean {
  const store = browserStorage()
  try {
    return !!store && ALL_OLD_KEYS.some((key) => store.getItem(key) !== null)
  } catch {
    return false
  }
}

/** Sign-out: every key of this app (the old work, caches of names, the offer's answer). */
export function clearBrowserWork(): void {
  const store = browserStorage()
  if (!store) return
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '')
    for (const key of keys)
      if (key.startsWith(STORE_PREFIX) || key.startsWith('dds.')) store.removeItem(key)
  } catch {
    // Blocked storage holds nothing.
  }
}
