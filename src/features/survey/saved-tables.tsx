import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { formatDate } from '../../lib/format'
import { SavedExports } from './saved-exports'
import { deleteTable, renameTable, saveTable, useSavedTables } from './saved-store'
import type { Builder } from './use-builder'

const button =
  'inline-flex min-h-6 items-center rounded border border-border px-2 py-0.5 text-sm hover:bg-surface-muted'

/** Name the current table and keep it in this browser: list, open, rename, delete. */
export function SavedTables({ builder }: { builder: Builder }) {
  const tables = useSavedTables()
  const [name, setName] = useState('')
  const [renaming, setRenaming] = useState<string>()
  const [newName, setNewName] = useState('')
  const inputId = useId()
  // The panel's name is on its disclosure (panel-disclosures.tsx).
  return (
    <div>
      {builder.request && (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            if (name.trim()) saveTable(name.trim(), builder.search)
            setName('')
          }}
        >
          <div>
            <label htmlFor={inputId} className="block text-sm text-ink-muted">
              Name for the current table
            </label>
            <input
              id={inputId}
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
              className="mt-1 rounded border border-border-strong bg-surface px-2 py-1 text-sm"
            />
          </div>
          <button type="submit" className={button} disabled={!name.trim()}>
            Save table
          </button>
        </form>
      )}
      {tables.length === 0 ? (
        <p className="mt-2 text-sm text-ink-subtle">No saved tables in this browser yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border text-sm" aria-label="Saved tables">
          {tables.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-2 py-1.5">
              {renaming === t.id ? (
                <form
                  className="flex flex-1 gap-2"
                  onSubmit={(e) => {
                    e.preventDefault()
                    if (newName.trim()) renameTable(t.id, newName.trim())
                    setRenaming(undefined)
                  }}
                >
                  <input
                    aria-label={`New name for ${t.name}`}
                    value={newName}
                    onChange={(e) => setNewName(e.target.value)}
                    className="min-w-0 flex-1 rounded border border-border-strong bg-surface px-2 py-0.5"
                  />
                  <button type="submit" className={button}>
                    Save name
                  </button>
                </form>
              ) : (
                <Link
                  to="/survey"
                  search={t.search}
                  className="min-w-0 flex-1 text-accent-strong underline"
                >
                  {t.name}
                </Link>
              )}
              <span className="text-xs text-ink-subtle">
                {formatDate(t.savedAt, { local: true })}
              </span>
              <button
                type="button"
                className={button}
                aria-label={`Rename ${t.name}`}
                onClick={() => (setRenaming(t.id), setNewName(t.name))}
              >
                Rename
              </button>
              <button
                type="button"
                className={button}
                aria-label={`Delete ${t.name}`}
                onClick={() => deleteTable(t.id)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {tables.length > 0 && <SavedExports tables={tables} />}
    </div>
  )
}
