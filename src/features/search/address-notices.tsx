import { useOpenedNotices } from '../../lib/opened-notices'
import type { ExplorerSearch } from './search-schema'

/** The notices of the address this page was opened with; they go once the user changes anything. */
export function AddressNotices({ path, search }: { path: string; search: ExplorerSearch }) {
  const notices = useOpenedNotices(path, JSON.stringify(search))
  if (notices.length === 0) return null
  return (
    <div
      role="status"
      className="rounded border border-warning/40 bg-warning-soft px-4 py-2 text-sm text-ink"
    >
      {notices.map((notice) => (
        <p key={notice}>{notice}</p>
      ))}
    </div>
  )
}
