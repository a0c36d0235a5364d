import { Link } from '@tanstack/react-router'
import { formatDateTime } from '../../lib/format'
import { clearHistory, useResearchHistory } from './history'
import { m } from '../../paraglide/messages.js'

// Several questions a day are common, so the time matters as much as the date.
const formatAsked = formatDateTime

/** The reader's questions, newest first; each link reopens (and resumes) its job. */
export function HistoryList() {
  const { entries: history, items, loading } = useResearchHistory()
  return (
    <section id="history" aria-labelledby="history-heading" tabIndex={-1} className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="history-heading" className="text-lg font-semibold">
          {m.research_your_questions()}
        </h2>
        {history.length > 0 && (
          <button
            type="button"
            onClick={() => clearHistory(items)}
            className="rounded px-2 py-1 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            {m.research_clear_list()}
          </button>
        )}
      </div>
      {loading ? (
        <p className="text-sm text-ink-muted">{m.research_history_loading()}</p>
      ) : history.length === 0 ? (
        <p className="text-sm text-ink-muted">{m.research_no_questions()}</p>
      ) : (
        <ul className="divide-y divide-border rounded border border-border bg-surface">
          {history.map((entry) => (
            <li key={entry.token} className="px-3 py-2">
              <Link
                to="/research/$token"
                params={{ token: entry.token }}
                className="line-clamp-2 break-words text-sm font-medium text-accent hover:underline"
              >
                {entry.question}
              </Link>
              <time dateTime={entry.askedAt} className="block text-xs tabular-nums text-ink-subtle">
                {m.research_asked_at({ when: formatAsked(entry.askedAt) })}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
