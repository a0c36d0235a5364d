import { dismissWorkspaceNotice, type WorkspaceNotice } from '../api/workspace-client'
import { m } from '../paraglide/messages.js'

/**
 * What a write to the account's saved work left to say: a change made to an older version (it
 * now shows as it is, the change to be made again) or one the server refused. Loaded with the
 * first notice (workspace-notices.tsx).
 */
export default function WorkspaceNoticeList({ notices }: { notices: readonly WorkspaceNotice[] }) {
  return (
    // Fixed at the bottom: the change was made further down the page, where the reader still is.
    <div className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-page space-y-2 shadow-lg">
      {notices.map((notice) => (
        <div
          key={notice.id}
          role="alert"
          className="flex flex-wrap items-start justify-between gap-2 rounded border border-danger/40 bg-danger-soft p-3 text-sm text-danger"
        >
          <p className="min-w-0 flex-1">
            <strong>
              {notice.tone === 'conflict'
                ? m.workspace_write_changed_elsewhere()
                : m.workspace_write_not_saved_short()}{' '}
            </strong>
            {notice.text}
          </p>
          <button
            type="button"
            onClick={() => dismissWorkspaceNotice(notice.id)}
            className="min-h-6 rounded px-2 underline hover:bg-surface-muted"
          >
            {m.workspace_write_dismiss()}
          </button>
        </div>
      ))}
    </div>
  )
}
