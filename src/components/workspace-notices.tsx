import { lazy, Suspense } from 'react'
import { useWorkspaceNotices } from '../api/workspace-client'

// Every page has the place, few readers ever see a notice: its words load with the first one.
// Should that download fail (the write failed for want of a network), the notices' own texts
// still show, which say what was not saved and why.
const NoticeList = lazy(() =>
  import('./workspace-notice-list').catch(() => ({ default: NoticeTexts })),
)

function NoticeTexts({ notices }: { notices: readonly { id: number; text: string }[] }) {
  return (
    <div className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-page rounded border border-danger/40 bg-danger-soft p-3 text-sm text-danger shadow-lg">
      {notices.map((notice) => (
        <p key={notice.id} role="alert">
          {notice.text}
        </p>
      ))}
    </div>
  )
}

/** What writes to the account's saved work left to say (workspace-client.ts keeps it). */
export function WorkspaceNotices() {
  const notices = useWorkspaceNotices()
  if (notices.length === 0) return null
  return (
    <Suspense fallback={null}>
      <NoticeList notices={notices} />
    </Suspense>
  )
}
