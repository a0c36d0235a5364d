import { useState } from 'react'
import { useHydrated } from '../../lib/use-hydrated'
import type { ExplorerSearch } from './search-schema'

/**
 * What was wrong with the address as it was opened. The router rewrites a hand-edited address
 * to its valid form on load, so the notices are captured while the search is validated and
 * kept here until the page shows them.
 */
const pending = new Map<string, string[]>()

export function rememberNotices(path: string, notices: string[]): void {
  // Validation also runs for links and preloads, always with valid values: only keep problems.
  // A server handles many addresses at once, so it keeps none: notices appear in the browser.
  if (notices.length > 0 && typeof window !== 'undefined') pending.set(path, notices)
}

/** The notices of the address this page was opened with; they go once the user changes anything. */
export function AddressNotices({ path, search }: { path: string; search: ExplorerSearch }) {
  const [opened] = useState(() => {
    const notices = pending.get(path) ?? []
    pending.delete(path)
    return { notices, key: JSON.stringify(search) }
  })
  // Shown after hydration, so the page the server wrote (without them) is matched first.
  const hydrated = useHydrated()
  if (!hydrated || opened.notices.length === 0 || opened.key !== JSON.stringify(search)) return null
  return (
    <div
      role="status"
      className="rounded border border-warning/40 bg-warning-soft px-4 py-2 text-sm text-ink"
    >
      {opened.notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </div>
  )
}
