/**
 * What was wrong with the address as it was opened. The router rewrites a hand-edited address
 * to its valid form on load, so the notices are captured while the search is validated and
 * kept here until the page shows them (address-notices.tsx). Kept apart from that component
 * because the route tree, in every page's first load, calls `rememberNotices`.
 */
const pending = new Map<string, string[]>()

export function rememberNotices(path: string, notices: string[]): void {
  // Validation also runs for links and preloads, always with valid values: only keep problems.
  // A server handles many addresses at once, so it keeps none: notices appear in the browser.
  if (notices.length > 0 && typeof window !== 'undefined') pending.set(path, notices)
}

/**
 * The notices remembered for `path`. Reading does not forget them: React may render a page,
 * discard that render while a part of it still loads, and render it again.
 */
export function noticesFor(path: string): string[] {
  return pending.get(path) ?? []
}

/**
 * Forgets the notices of `path` a page has shown, once it is on screen; newer ones, noted for
 * an address opened since, stay.
 */
export function forgetNotices(path: string, shown: readonly string[]): void {
  if (pending.get(path) === shown) pending.delete(path)
}
