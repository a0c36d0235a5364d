import { lazy, Suspense, useId, useState } from 'react'
import type { AnswerSnapshot } from '../../api/schemas/workspace'
import type { CollectionEntry } from '../../lib/collections/model'
import type { AddOutcome } from '../../lib/collections/store'
import { formatDate } from '../../lib/format'
import { m } from '../../paraglide/messages.js'
import { SnapshotFacts } from './snapshot-facts'

// The figures' table and "Current figures" load only where an entry keeps figures.
const KeptFigures = lazy(() => import('./kept-figures'))

const small =
  'rounded border border-border-strong px-2 py-1 text-xs hover:bg-surface-muted disabled:opacity-50'

/** One entry: open it again, what was seen, a note, move and remove. */
export function CollectionEntryItem({
  entry,
  position,
  count,
  onMove,
  onNote,
  onRemove,
  onKeepFigures,
  readOnly = false,
}: {
  entry: CollectionEntry
  position: number
  count: number
  /** A colleague's collection shared to read: no moving, notes or removing. */
  readOnly?: boolean
  onMove: (delta: number) => void
  onNote: (note: string) => void
  onRemove: () => void
  /** Replaces the kept figures with the current ones; resolves with what became of it. */
  onKeepFigures: (answer: AnswerSnapshot) => Promise<AddOutcome>
}) {
  const [note, setNote] = useState(entry.note)
  // The kept note changed (another tab, a colleague, a refused write shown as it is now).
  const [kept, setKept] = useState(entry.note)
  if (kept !== entry.note) {
    setKept(entry.note)
    setNote(entry.note)
  }
  // The same item may be in several collections: ids come from React, not from the key.
  const noteId = useId()
  return (
    <li
      className="space-y-2 rounded border border-border bg-surface p-3"
      // Alt+↑/↓ moves the entry from anywhere inside it, as the buttons do.
      onKeyDown={(event) => {
        if (readOnly || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown'))
          return
        event.preventDefault()
        onMove(event.key === 'ArrowUp' ? -1 : 1)
      }}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-ink-subtle">
            {position}. {entry.kind}
          </p>
          <h3 className="font-semibold break-words">
            <a href={entry.href} className="text-accent-strong underline">
              {entry.title}
            </a>
          </h3>
        </div>
        {!readOnly && (
          <div className="flex gap-1">
            <button
              type="button"
              className={small}
              disabled={position === 1}
              aria-label={m.collection_entry_up_label({ title: entry.title })}
              onClick={() => onMove(-1)}
            >
              {m.collection_entry_up()}
            </button>
            <button
              type="button"
              className={small}
              disabled={position === count}
              aria-label={m.collection_entry_down_label({ title: entry.title })}
              onClick={() => onMove(1)}
            >
              {m.collection_entry_down()}
            </button>
            <button
              type="button"
              className={small}
              aria-label={m.collection_entry_remove_label({ title: entry.title })}
              onClick={onRemove}
            >
              {m.collection_entry_remove()}
            </button>
          </div>
        )}
      </div>
      {entry.answer && (
        <Suspense
          fallback={<p className="text-sm text-ink-muted">{m.collection_figures_loading()}</p>}
        >
          <KeptFigures answer={entry.answer} onKeep={readOnly ? undefined : onKeepFigures} />
        </Suspense>
      )}
      {entry.snapshot.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-ink-muted">
            {/* The day this browser added it, in the reader's own zone. */}
            {m.collection_entry_seen({ date: formatDate(entry.addedAt, { local: true }) })}
          </summary>
          <SnapshotFacts snapshot={entry.snapshot} className="mt-1" />
        </details>
      )}
      {readOnly ? (
        entry.note && <p className="whitespace-pre-wrap text-sm">{entry.note}</p>
      ) : (
        <>
          <label htmlFor={noteId} className="block text-sm text-ink-muted">
            {m.collection_entry_note()}
          </label>
          <textarea
            id={noteId}
            value={note}
            rows={2}
            maxLength={5000}
            onChange={(e) => setNote(e.target.value)}
            onBlur={() => note !== entry.note && onNote(note)}
            className="w-full rounded border border-border-strong bg-surface p-2 text-sm"
          />
        </>
      )}
    </li>
  )
}
