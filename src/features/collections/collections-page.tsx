import { useRef, useState } from 'react'
import {
  createCollection,
  deleteCollection,
  exportCollections,
  importCollections,
  moveEntry,
  removeEntry,
  renameCollection,
  setNote,
  type Collection,
} from '../../lib/collections/model'
import { updateCollections, useCollections } from '../../lib/collections/store'
import { downloadFile } from '../../lib/download'
import { CollectionEntryItem } from './collection-entry'
import { CollectionExports } from './collection-exports'
import { readableIssues } from '../../api/zod'

const button = 'rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted'
const input = 'rounded border border-border-strong bg-surface px-2 py-1 text-sm'

type Message = { kind: 'done' | 'failed'; text: string } | undefined

/** The collections kept in this browser: name, order, notes, exports, file import/export. */
export function CollectionsPage() {
  const collections = useCollections()
  const [name, setName] = useState('')
  const [message, setMessage] = useState<Message>()
  const fileInput = useRef<HTMLInputElement>(null)

  const importFile = async (file: File) => {
    const text = await file.text()
    // A file that does not fit is described in zod's English words.
    await readableIssues()
    let outcome: Message
    updateCollections((all) => {
      const result = importCollections(all, text)
      outcome = result.ok
        ? { kind: 'done', text: `Imported ${result.added} collection(s) from ${file.name}.` }
        : { kind: 'failed', text: `${file.name}: ${result.message}` }
      return result.ok ? result.collections : all
    })
    setMessage(outcome)
  }

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">Collections</h1>
        <p className="text-sm text-ink-muted">
          Findings you keep together, in this browser only. Export them to a file to keep them for
          good or to move them to another browser.
        </p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            updateCollections((all) => createCollection(all, name))
            setName('')
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            New collection
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={200}
              placeholder="e.g. Thesis chapter 2"
              className={input}
            />
          </label>
          <button type="submit" className={button}>
            Create
          </button>
        </form>
        <button
          type="button"
          className={button}
          disabled={collections.length === 0}
          onClick={() =>
            downloadFile(exportCollections(collections), 'collections.json', 'application/json')
          }
        >
          Export all (JSON)
        </button>
        <button type="button" className={button} onClick={() => fileInput.current?.click()}>
          Import from file…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Collections file to import"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void importFile(file)
          }}
        />
      </div>
      {message?.kind === 'done' && (
        <p role="status" className="text-sm text-success">
          {message.text}
        </p>
      )}
      {message?.kind === 'failed' && (
        <p
          role="alert"
          className="rounded border border-danger/40 bg-danger-soft p-3 text-sm text-danger"
        >
          {message.text}
        </p>
      )}
      {collections.length === 0 ? (
        <p className="rounded border border-border bg-surface p-4 text-sm text-ink-muted">
          No collections yet. Use “Add to collection” on a result, a survey table, an indicator or a
          research answer, or create one above.
        </p>
      ) : (
        collections.map((c) => <CollectionSection key={c.id} collection={c} />)
      )}
    </div>
  )
}

function CollectionSection({ collection }: { collection: Collection }) {
  const [name, setName] = useState(collection.name)
  const headingId = `collection-${collection.id}`
  const edit = (fn: (all: Collection[]) => Collection[]) => updateCollections(fn)
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded border border-border bg-surface-muted/40 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold break-words">
          {collection.name}{' '}
          <span className="text-sm font-normal text-ink-muted">
            ({collection.entries.length} {collection.entries.length === 1 ? 'entry' : 'entries'})
          </span>
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              edit((all) => renameCollection(all, collection.id, name))
            }}
          >
            <label className="flex flex-col gap-1 text-sm">
              Name
              <input
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={200}
                className={input}
              />
            </label>
            <button type="submit" className={button}>
              Rename
            </button>
          </form>
          <button
            type="button"
            className={button}
            onClick={() => {
              if (window.confirm(`Delete the collection “${collection.name}”?`))
                edit((all) => deleteCollection(all, collection.id))
            }}
          >
            Delete collection
          </button>
        </div>
      </div>
      <CollectionExports collection={collection} />
      {collection.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">This collection is empty.</p>
      ) : (
        <ol className="space-y-2" aria-label={`Entries of ${collection.name}`}>
          {collection.entries.map((entry, index) => (
            <CollectionEntryItem
              key={entry.key}
              entry={entry}
              position={index + 1}
              count={collection.entries.length}
              onMove={(delta) => edit((all) => moveEntry(all, collection.id, entry.key, delta))}
              onNote={(note) => edit((all) => setNote(all, collection.id, entry.key, note))}
              onRemove={() => edit((all) => removeEntry(all, collection.id, entry.key))}
            />
          ))}
        </ol>
      )}
    </section>
  )
}
