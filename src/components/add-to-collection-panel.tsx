import { useState } from 'react'
import { codeNotLoaded } from '../lib/code-download'
import { entryAndNotice, type EntryToAdd } from '../lib/collections/answer-snapshot'
import {
  addToCollection,
  defaultCollectionName,
  useCollectionNames,
} from '../lib/collections/store'
import { collectionButtonClass } from './add-to-collection-style'
import { m } from '../paraglide/messages.js'

const NEW = '__new__'

/**
 * The choice behind "Add to collection": which collection (or a new one's name), and Add. Its
 * own chunk with the collections store, loaded when a reader first opens it.
 */
export default function AddToCollectionPanel({
  id,
  entry,
  onAdded,
}: {
  id: string
  entry: () => EntryToAdd | Promise<EntryToAdd>
  /** Called with the collection's name once the entry is kept, and what was left out of it. */
  onAdded: (name: string, notice?: string) => void
}) {
  const collections = useCollectionNames()
  const [choice, setChoice] = useState<string>('')
  const [newName, setNewName] = useState('')
  const [failed, setFailed] = useState(false)
  // Too large for the collection (answer-snapshot.ts fitEntry), said before the server refuses.
  const [refused, setRefused] = useState<string>()
  const target = choice || collections[0]?.id || NEW

  const add = async () => {
    const name = newName.trim() || defaultCollectionName()
    const existing = collections.find((c) => c.id === target)
    let item: ReturnType<typeof entryAndNotice>
    try {
      item = entryAndNotice(await entry())
    } catch {
      // Only a chunk that did not load can fail here; the choice stays as it was.
      setFailed(true)
      return
    }
    // "Added" once the account has it: a reader may leave the page at once.
    const outcome = await addToCollection(
      item.entry,
      existing ? { id: existing.id } : { newName: name },
    )
    setRefused(outcome.kept ? undefined : outcome.refused)
    if (!outcome.kept) return
    setNewName('')
    onAdded(existing?.name ?? name, outcome.notice ?? item.notice)
  }

  return (
    <div
      id={id}
      className="mt-2 flex flex-wrap items-end gap-2 rounded border border-border bg-surface p-2"
    >
      {collections.length > 0 && (
        <label className="flex flex-col gap-1">
          {m.collection_add_target()}
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
            <option value={NEW}>{m.collection_add_new_option()}</option>
          </select>
        </label>
      )}
      {target === NEW && (
        <label className="flex flex-col gap-1">
          {m.collection_add_new_name()}
          <input
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            placeholder={defaultCollectionName()}
            maxLength={200}
            className="rounded border border-border-strong bg-surface px-2 py-1"
          />
        </label>
      )}
      <button type="button" onClick={() => void add()} className={collectionButtonClass}>
        {m.collection_add_button()}
      </button>
      {refused && (
        <p role="alert" className="basis-full text-danger">
          {refused}
        </p>
      )}
      {failed && (
        <p role="alert" className="basis-full text-danger">
          {m.collection_add_not_added({ reason: codeNotLoaded(m.collection_add_app_part()) })}
        </p>
      )}
    </div>
  )
}
