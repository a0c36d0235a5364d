import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useId, useState } from 'react'
import type { EntryToAdd } from '../lib/collections/answer-snapshot'
import { collectionButtonClass } from './add-to-collection-style'
import { m } from '../paraglide/messages.js'

// Every card has this button, so the first load carries the button alone: the panel and the
// collections store come with the first click (or earlier, when a pointer or focus nears it).
const loadPanel = () => import('./add-to-collection-panel')
const Panel = lazy(loadPanel)

/**
 * "Add to collection": choose a collection (or name a new one) and keep the entry there.
 * `entry` is called on adding, so the snapshot and retrieval date are of that moment.
 */
export function AddToCollection({
  entry,
  compact = false,
}: {
  /**
   * May load what it needs: a card's entry code comes with the first add. An entry that could
   * not keep its figures comes with a notice saying so.
   */
  entry: () => EntryToAdd | Promise<EntryToAdd>
  /** Cards show a smaller button. */
  compact?: boolean
}) {
  const [open, setOpen] = useState(false)
  const [added, setAdded] = useState<{ name: string; notice?: string | undefined } | undefined>()
  const panelId = useId()

  return (
    <div className="text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpen((o) => !o)
          setAdded(undefined)
        }}
        className={
          compact
            ? // At least 24 px tall (WCAG 2.2 target size), clear of the lines around it.
              'mt-1 inline-flex min-h-6 items-center rounded px-2 text-xs text-accent-strong underline hover:bg-surface-muted'
            : collectionButtonClass
        }
      >
        {m.add_to_collection()}
      </button>
      {open && (
        <Suspense
          fallback={
            <p id={panelId} className="mt-2 text-ink-muted">
              {m.collection_add_loading()}
            </p>
          }
        >
          <Panel
            id={panelId}
            entry={entry}
            onAdded={(name, notice) => {
              setAdded({ name, notice })
              setOpen(false)
            }}
          />
        </Suspense>
      )}
      {/* Mounted with its message: an empty status on every card would crowd the page's
          live regions (the results count is one). */}
      {added && (
        <p role="status" className="mt-1 text-success">
          {m.collection_add_added({ name: added.name })}{' '}
          <Link to="/collections" className="text-accent-strong underline">
            {m.collection_add_open()}
          </Link>
          {added.notice && <span className="block text-warning">{added.notice}</span>}
        </p>
      )}
    </div>
  )
}
