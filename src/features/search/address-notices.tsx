import { useEffect, useState } from 'react'
import { useHydrated } from '../../lib/use-hydrated'
import type { ExplorerSearch } from './search-schema'
import { forgetNotices, noticesFor } from './remembered-notices'

/** The notices of the address this page was opened with; they go once the user changes anything. */
export function AddressNotices({ path, search }: { path: string; search: ExplorerSearch }) {
  const [opened] = useState(() => ({ notices: noticesFor(path), key: JSON.stringify(search) }))
  // Forgotten once this page is committed, not while rendering: a render React throws away
  // (the page's code still loading) would take them from the one that is shown.
  useEffect(() => forgetNotices(path, opened.notices), [path, opened])
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
