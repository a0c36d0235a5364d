import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import {
  exportCollections,
  moveEntry,
  removeEntry,
  renameCollection,
  setNote,
  type Collection,
} from '../../lib/collections/model'
import {
  createNewCollection,
  editCollection,
  keepFigures,
  removeCollection,
  shareCollection,
  useCollections,
  type KeptCollection,
} from '../../lib/collections/store'
import { downloadFile } from '../../lib/download'
import { formatCount } from '../../lib/format'
import { CollectionEntryItem } from './collection-entry'
import { CollectionExports } from './collection-exports'
import { importCollectionsFile } from './import-file'
import { SharedWithTeam } from './shared-with-team'
import { SharingChoice } from '../../components/sharing-choice'
import { m } from '../../paraglide/messages.js'

const button = 'rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted'
const input = 'rounded border border-border-strong bg-surface px-2 py-1 text-sm'

type Message = { kind: 'done' | 'failed'; text: string } | undefined

/** The account's collections: name, order, notes, sharing, exports, file import/export. */
export function CollectionsPage() {
  const collections = useCollections()
  const [name, setName] = useState('')
  const [message, setMessage] = useState<Message>()
  const fileInput = useRef<HTMLInputElement>(null)

  const importFile = async (file: File) => {
    const result = await importCollectionsFile(await file.text())
    setMessage(
      result.ok
        ? { kind: 'done', text: `${result.message} (${file.name})` }
        : { kind: 'failed', text: `${file.name}: ${result.message}` },
    )
  }

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">{m.collection_page_heading()}</h1>
        <p className="text-sm text-ink-muted">{m.collection_page_intro()}</p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            void createNewCollection(name)
            setName('')
          }}
        >
          <label className="flex flex-col gap-1 text-sm">
            {m.collection_new_label()}
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={200}
              placeholder={m.collection_new_placeholder()}
              className={input}
            />
          </label>
          <button type="submit" className={button}>
            {m.collection_create()}
          </button>
        </form>
        <button
          type="button"
          className={button}
          // Each collection is read whole on its own: until all have come, a file would hold
          // the later ones empty.
          disabled={collections.length === 0 || collections.some((c) => !c.loaded)}
          onClick={() =>
            downloadFile(exportCollections(collections), 'collections.json', 'application/json')
          }
        >
          {m.collection_export_all()}
        </button>
        <button type="button" className={button} onClick={() => fileInput.current?.click()}>
          {m.collection_import()}
        </button>
        {/* Everything kept for the reader, as one JSON file the import above takes back. */}
        <a href="/api/workspace/export" download className={button}>
          {m.collection_download_all()}
        </a>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label={m.collection_import_file_label()}
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
          {m.collection_none()}
        </p>
      ) : (
        collections.map((c) => <CollectionSection key={c.id} collection={c} />)
      )}
      <SharedWithTeam />
    </div>
  )
}

/** One collection, to edit as its owner (or a colleague where the team may edit). */
export function CollectionSection({ collection }: { collection: KeptCollection }) {
  const [name, setName] = useState(collection.name)
  // The kept name changed (another tab, a colleague, a refused write shown as it is now).
  const [keptName, setKeptName] = useState(collection.name)
  if (keptName !== collection.name) {
    setKeptName(collection.name)
    setName(collection.name)
  }
  const headingId = `collection-${collection.id}`
  const owner = collection.access === 'owner'
  const canEdit = collection.access !== 'read'
  // The model's functions work on a list: here a list of this one collection.
  const edit = (fn: (all: Collection[]) => Collection[], what: string) =>
    editCollection(collection.id, (c) => fn([c])[0] ?? c, what)
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded border border-border bg-surface-muted/40 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold break-words">
          {collection.name}{' '}
          <span className="text-sm font-normal text-ink-muted">
            (
            {m.collection_entry_count({
              count: collection.count,
              entries: formatCount(collection.count),
            })}
            )
          </span>
        </h2>
        {!owner && (
          <p className="basis-full text-sm text-ink-muted">
            {canEdit
              ? m.collection_shared_edit({ owner: collection.owner })
              : m.collection_shared_read({ owner: collection.owner })}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-2">
          {canEdit && (
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault()
                edit(
                  (all) => renameCollection(all, collection.id, name),
                  m.collection_what_renaming(),
                )
              }}
            >
              <label className="flex flex-col gap-1 text-sm">
                {m.collection_name_label()}
                <input
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  maxLength={200}
                  className={input}
                />
              </label>
              <button type="submit" className={button}>
                {m.collection_rename()}
              </button>
            </form>
          )}
          {owner && (
            <SharingChoice
              sharing={collection.sharing}
              name={collection.name}
              onChange={(sharing) => shareCollection(collection.id, sharing)}
            />
          )}
          {owner && (
            <button
              type="button"
              className={button}
              onClick={() => {
                if (window.confirm(m.collection_delete_confirm({ name: collection.name })))
                  removeCollection(collection.id, collection.name)
              }}
            >
              {m.collection_delete()}
            </button>
          )}
        </div>
      </div>
      {collection.count > 0 && (
        <p className="text-sm">
          <Link
            to="/collections/$id/report"
            params={{ id: collection.id }}
            className="font-medium text-accent-strong underline"
          >
            {m.collection_report_link()}
          </Link>{' '}
          <span className="text-ink-muted">{m.collection_report_link_hint()}</span>
        </p>
      )}
      <CollectionExports collection={collection} />
      {!collection.loaded ? (
        <p className="text-sm text-ink-muted">{m.collection_loading_entries()}</p>
      ) : collection.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">{m.collection_empty()}</p>
      ) : (
        <ol
          className="space-y-2"
          aria-label={m.collection_report_entries({ name: collection.name })}
        >
          {collection.entries.map((entry, index) => (
            <CollectionEntryItem
              key={entry.key}
              entry={entry}
              position={index + 1}
              count={collection.entries.length}
              readOnly={!canEdit}
              onMove={(delta) =>
                edit(
                  (all) => moveEntry(all, collection.id, entry.key, delta),
                  m.collection_what_moving(),
                )
              }
              onNote={(note) =>
                edit(
                  (all) => setNote(all, collection.id, entry.key, note),
                  m.collection_what_note(),
                )
              }
              onRemove={() =>
                edit(
                  (all) => removeEntry(all, collection.id, entry.key),
                  m.collection_what_removing(),
                )
              }
              onKeepFigures={(answer) => keepFigures(collection.id, entry, answer)}
            />
          ))}
        </ol>
      )}
    </section>
  )
}
