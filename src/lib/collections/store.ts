import { useQueries, useQuery } from '@tanstack/react-query'
import { workspaceItemQuery, workspaceItemsQuery } from '../../api/workspace-queries'
import type { AnswerSnapshot, Sharing, WorkspaceItem } from '../../api/schemas/workspace'
import { fitEntry } from './answer-snapshot'
import { collectionSchema, type Collection, type CollectionEntry } from './model'
import { m } from '../../paraglide/messages.js'

/**
 * The account's collections (the workspace's `collection` items, docs/workspace-api.md), read
 * whole one by one (lists carry only their names and entry counts), written optimistically
 * through src/api/workspace-writes.ts with the version check.
 */

export interface KeptCollection extends Collection {
  sharing: Sharing
  /** What the reader may do: everything (owner), change its entries (edit), or read. */
  access: WorkspaceItem['access']
  owner: string
  updatedAt: string
  /** False until the whole item has arrived (its entries are then empty). */
  loaded: boolean
  /** The entry count the list gave, for before it has. */
  count: number
}

/** A workspace item as a collection, or undefined when its data does not read as one. */
export function collectionOf(
  item: WorkspaceItem,
  listedEntries?: number,
): KeptCollection | undefined {
  const base = {
    id: item.id,
    name: item.name,
    sharing: item.sharing,
    access: item.access,
    owner: item.owner.name,
    updatedAt: item.updatedAt,
  }
  if (item.data === undefined) {
    const count = item.entries ?? listedEntries ?? 0
    return { ...base, entries: [], loaded: false, count }
  }
  const parsed = collectionSchema.safeParse({ ...(item.data as object), id: item.id })
  if (!parsed.success) return undefined
  return { ...base, ...parsed.data, loaded: true, count: parsed.data.entries.length }
}

const NONE: WorkspaceItem[] = []

/** The reader's collections, newest first, each read whole. */
export function useCollections(): KeptCollection[] {
  const list = useQuery(workspaceItemsQuery('collection')).data ?? NONE
  const wholes = useQueries({ queries: list.map((item) => workspaceItemQuery(item.id)) })
  return list.flatMap((item, index) => {
    const whole = wholes[index]?.data
    return collectionOf(whole ?? item, item.entries) ?? []
  })
}

/** Names only (the "Add to collection" choice): no collection is read whole for it. */
export function useCollectionNames(): { id: string; name: string }[] {
  const list = useQuery(workspaceItemsQuery('collection')).data ?? NONE
  return list.map((item) => ({ id: item.id, name: item.name }))
}

/** One collection by its address: the reader's own or one shared with the team. */
export function useCollection(id: string) {
  const query = useQuery(workspaceItemQuery(id))
  return { ...query, collection: query.data ? collectionOf(query.data) : undefined }
}

/** The name a collection made without one gets (a function: the reader's language). */
export const defaultCollectionName = () => m.collection_default_name()

const writes = () => import('../../api/workspace-writes')

/** What the workspace keeps of a collection (its id is the item's). */
const dataOf = (collection: Pick<Collection, 'name' | 'entries'>) => ({
  name: collection.name,
  entries: collection.entries,
})

/** Makes a collection; true once the server has kept it (a refusal is said to the reader). */
export async function createNewCollection(
  name: string,
  entries: CollectionEntry[] = [],
): Promise<boolean> {
  const clean = name.trim() || m.collection_untitled()
  const w = await writes()
  const { saved } = w.createItem('collection', dataOf({ name: clean, entries }), {
    what: m.collection_what_creating({ name: clean }),
  })
  return (await saved) !== undefined
}

/** Changes one collection by `edit` (a model function on it); `what` names the change. */
export function editCollection(
  id: string,
  edit: (collection: Collection) => Collection,
  what: string,
): Promise<boolean> {
  return writes().then((w) =>
    w.updateItem(
      'collection',
      id,
      (data) => {
        const parsed = collectionSchema.safeParse({ ...(data as object), id })
        return parsed.success ? dataOf(edit(parsed.data)) : data
      },
      what,
    ),
  )
}

export function removeCollection(id: string, name: string): void {
  void writes().then((w) => w.deleteItem('collection', id, m.collection_what_deleting({ name })))
}

export function shareCollection(id: string, sharing: Sharing): void {
  void writes().then((w) => w.shareItem('collection', id, sharing))
}

/** What became of an entry to add: kept (perhaps without its figures, `notice` says) or refused. */
export type AddOutcome = { kept: true; notice?: string } | { kept: false; refused?: string }

/**
 * Adds `entry` to the collection `id`, or to a new collection named `newName` when no id is
 * given, held to the bound of one collection (answer-snapshot.ts fitEntry): resolves once the
 * server has kept it, or with why it was not.
 */
export async function addToCollection(
  entry: CollectionEntry,
  target: { id: string } | { newName: string },
): Promise<AddOutcome> {
  if (!('id' in target)) {
    const name = target.newName || defaultCollectionName()
    const fitted = fitEntry({ name, entries: [] }, entry)
    if (!fitted.ok) return { kept: false, refused: fitted.message }
    const kept = await createNewCollection(name, fitted.entries)
    return kept ? withNotice(fitted.notice) : { kept: false }
  }
  return fittedEdit(target.id, entry, m.collection_what_adding({ title: entry.title }))
}

/**
 * Replaces an entry's kept figures with `answer` (the current ones), unless the collection would
 * then pass its bound: the reader is told rather than the write refused whole by the server.
 */
export function keepFigures(
  id: string,
  entry: CollectionEntry,
  answer: AnswerSnapshot,
): Promise<AddOutcome> {
  return fittedEdit(id, { ...entry, answer }, m.collection_what_keeping(), true)
}

async function fittedEdit(
  id: string,
  entry: CollectionEntry,
  what: string,
  figuresRequired = false,
): Promise<AddOutcome> {
  // The edit runs on the collection as the server has it (perhaps twice: shown, then sent).
  let result: ReturnType<typeof fitEntry> | undefined
  const saved = await editCollection(
    id,
    (c) => {
      if (!figuresRequired && c.entries.some((e) => e.key === entry.key)) return c
      result = fitEntry(c, entry)
      const keep = result.ok && !(figuresRequired && result.notice)
      return keep && result.ok ? { ...c, entries: result.entries } : c
    },
    what,
  )
  if (result && !result.ok) return { kept: false, refused: result.message }
  if (result?.ok && figuresRequired && result.notice) return { kept: false, refused: result.notice }
  return saved ? withNotice(result?.ok ? result.notice : undefined) : { kept: false }
}

const withNotice = (notice: string | undefined): AddOutcome =>
  notice ? { kept: true, notice } : { kept: true }
