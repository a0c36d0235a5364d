import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { CollectionEntry } from '../lib/collections/model'
import { addToCollection, DEFAULT_COLLECTION_NAME, useCollections } from '../lib/collections/store'

const NEW = '__new__'
const button = 'rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted'

/**
 * "Add to collection": choose a collection (or name a new one) and keep the entry there.
 * `entry` is called on adding, so the snapshot and retrieval date are of that moment.
 */
export function AddToCollection({
  entry,
  compact = false,
}: {
  entry: () => CollectionEntry
  /** Cards show a smaller button. */
  compact?: boolean
}) {
  const collections = useCollections()
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<string>('')
  const [newName, setNewName] = useState('')
  const [added, setAdded] = useState<string | undefined>()
  const panelId = useId()
  const target = choice || collections[0]?.id || NEW

  const add = () => {
    const name = newName.trim() || DEFAULT_COLLECTION_NAME
    const item = entry()
    const existing = collections.find((c) => c.id === target)
    addToCollection(item, existing ? { id: existing.id } : { newName: name })
    setAdded(existing?.name ?? name)
    setOpen(false)
    setNewName('')
  }

  return (
    <div className="text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((o) => !o)
          setAdded(undefined)
        }}
        className={
          compact
            ? // At least 24 px tall (WCAG 2.2 target size), clear of the lines around it.
              'mt-1 inline-flex min-h-6 items-center rounded px-2 text-xs text-accent-strong underline hover:bg-surface-muted'
            : button
        }
      >
        Add to collection
      </button>
      {open && (
        <div
          id={panelId}
          className="mt-2 flex flex-wrap items-end gap-2 rounded border border-border bg-surface p-2"
        >
          {collections.length > 0 && (
            <label className="flex flex-col gap-1">
              Collection
              <select
                value={target}
                onChange={(e) => setChoice(e.target.value)}
                className="rounded border border-border-strong bg-surface px-2 py-1"
              >
                {collections.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
                <option value={NEW}>New collection…</option>
              </select>
            </label>
          )}
          {target === NEW && (
            <label className="flex flex-col gap-1">
              New collection’s name
              <input
                value={newName}
                onChange={(e) => setNewName(e.target.value)}
                placeholder={DEFAULT_COLLECTION_NAME}
                maxLength={200}
                className="rounded border border-border-strong bg-surface px-2 py-1"
              />
            </label>
          )}
          <button type="button" onClick={add} className={button}>
            Add
          </button>
        </div>
      )}
      {/* Mounted with its message: an empty status on every card would crowd the page's
          live regions (the results count is one). */}
      {added && (
        <p role="status" className="mt-1 text-success">
          Added to “{added}”.{' '}
          <Link to="/collections" className="text-accent-strong underline">
            Open collections
          </Link>
        </p>
      )}
    </div>
  )
}
