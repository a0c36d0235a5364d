import { useEffect, useState } from 'react'
import { useHydrated } from './use-hydrated'

/**
 * What was wrong with an address as it was opened (sort=banana, level=97 …). The router
 * rewrites a hand-edited address to its valid form on load, so a route's validateSearch notes
 * the problems here, per path, and the page shows them once (`useOpenedNotices`). The route
 * tree calls `rememberNotices` in every page's first load: this module stays small.
 */
const pending = new Map<string, readonly string[]>()
const NONE: readonly string[] = []

export function rememberNotices(path: string, notices: readonly string[]): void {
  // Validation also runs for links and preloads, always with valid values: only keep problems.
  // A server handles many addresses at once, so it keeps none: notices appear in the browser.
  if (notices.length > 0 && typeof window !== 'undefined') pending.set(path, notices)
}

/**
 * The notices of the address `path` was opened with, while the page's `key` (its search, as
 * text) is what it was opened with; none once the reader changes anything, and none before
 * hydration, so the page the server wrote (which has none) is matched first.
 */
export function useOpenedNotices(path: string, key: string): readonly string[] {
  // Read while rendering, forgotten once committed: React may render a page, throw that render
  // away while a part of it still loads, and render it again, which must still find them.
  const [opened] = useState(() => ({ notices: pending.get(path) ?? NONE, key }))
  useEffect(() => {
    // Newer notices, noted for an address opened since, stay.
    if (pending.get(path) === opened.notices) pending.delete(path)
  }, [path, opened])
  const hydrated = useHydrated()
  return hydrated && opened.key === key ? opened.notices : NONE
}
