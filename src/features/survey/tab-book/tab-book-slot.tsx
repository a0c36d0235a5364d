import type { ReactNode } from 'react'
import { m } from '../../../paraglide/messages.js'

/**
 * What a tab book's table shows before its answer is there, the same for a table of one column
 * question (tab-book-view.tsx) and one with the banner's blocks (tab-book-banner-section.tsx):
 * the button that asks for it with its cost, and the frame while it loads.
 */

export const BOOK_BUTTON = 'rounded border border-border px-2.5 py-1 text-sm hover:bg-surface-muted'
export const BOOK_ACCENT =
  'rounded border border-accent px-2.5 py-1 text-sm font-medium text-accent-strong hover:bg-accent-soft'

/** The frame of a table being asked for, announced as loading. */
export function BookTableLoading() {
  return (
    <div
      aria-busy="true"
      className="h-32 animate-pulse rounded border border-border bg-surface-muted"
    >
      <span className="sr-only">{m.tabbook_loading_table()}</span>
    </div>
  )
}

/** A table not asked for yet: the button names what it costs (`label`; `name` for readers). */
export function BookTableNotLoaded({
  label,
  name,
  onAsk,
}: {
  label: ReactNode
  name: string
  onAsk: () => void
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded border border-dashed border-border-strong p-4 text-sm">
      <span className="text-ink-muted">{m.tabbook_not_loaded()}</span>
      <button type="button" className={BOOK_ACCENT} onClick={onAsk} aria-label={name}>
        {label}
      </button>
    </div>
  )
}
