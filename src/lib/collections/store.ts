import { createLocalStore, tolerantList, useLocalStore } from '../local-store'
import {
  addEntry,
  collectionSchema,
  createCollection,
  newId,
  type Collection,
  type CollectionEntry,
} from './model'

const NONE: Collection[] = []

/** The collections in this browser (src/lib/local-store.ts). */
export const collectionStore = createLocalStore<Collection[]>({
  name: 'collections',
  version: 1,
  schema: tolerantList(collectionSchema),
  fallback: NONE,
  // No shrink: nothing the researcher kept is dropped to make room; what does not fit stays for
  // this visit, and the export file keeps it for good.
  maxChars: 2_000_000,
})

export function useCollections(): Collection[] {
  return useLocalStore(collectionStore)
}

export function updateCollections(edit: (all: Collection[]) => Collection[]): boolean {
  return collectionStore.write(edit)
}

export const DEFAULT_COLLECTION_NAME = 'My collection'

/**
 * Adds `entry` to the collection `id`, or to a new collection named `newName` when no id is
 * given; returns the collection's id.
 */
export function addToCollection(
  entry: CollectionEntry,
  target: { id: string } | { newName: string },
): string {
  const id = 'id' in target ? target.id : newId()
  collectionStore.write((all) => {
    const withTarget =
      'id' in target && all.some((c) => c.id === id)
        ? all
        : createCollection(all, 'newName' in target ? target.newName : DEFAULT_COLLECTION_NAME, id)
    return addEntry(withTarget, id, entry)
  })
  return id
}
