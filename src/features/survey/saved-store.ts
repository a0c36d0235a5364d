import { z } from '../../api/zod'
import { createLocalStore, tolerantList, useLocalStore } from '../../lib/local-store'
import { surveySearchSchema, type SurveySearch } from './search-params'

/** Tables the researcher named and kept in this browser (src/lib/local-store.ts). */
export interface SavedTable {
  id: string
  name: string
  search: SurveySearch
  savedAt: string
}

const EMPTY_SEARCH = surveySearchSchema.parse({})

// Stored states pass the URL schema again: an old or edited entry cannot break the page.
const savedTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  search: z.catch(surveySearchSchema, EMPTY_SEARCH),
  savedAt: z.catch(z.string(), ''),
})

const NONE: SavedTable[] = []

const savedStore = createLocalStore<SavedTable[]>({
  name: 'saved-tables',
  version: 1,
  schema: tolerantList(savedTableSchema),
  fallback: NONE,
  // Hundreds of tables. No shrink: a table the reader saved is never dropped to make room;
  // one that does not fit stays for this visit.
  maxChars: 500_000,
  legacyKeys: ['dds.survey.saved.v1'],
})

/**
 * The saved tables; none while rendering on the server and hydrating (the server has no
 * localStorage), then this browser's list, so hydration matches the server's HTML.
 */
export function useSavedTables(): SavedTable[] {
  return useLocalStore(savedStore)
}

/** The longest name a saved table keeps. */
export const MAX_TABLE_NAME = 120

const cleanName = (name: string) => name.trim().slice(0, MAX_TABLE_NAME)

/** Keeps the table under its cleaned name; says which, or undefined when none was left. */
export function saveTable(name: string, search: SurveySearch): string | undefined {
  const clean = cleanName(name)
  if (!clean) return undefined
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
  savedStore.write((tables) => [
    { id, name: clean, search, savedAt: new Date().toISOString() },
    ...tables,
  ])
  return clean
}

/** Renames a table; says the name kept, or undefined when none was left (nothing changed). */
export function renameTable(id: string, name: string): string | undefined {
  const clean = cleanName(name)
  if (!clean) return undefined
  savedStore.write((tables) => tables.map((t) => (t.id === id ? { ...t, name: clean } : t)))
  return clean
}

export function deleteTable(id: string): void {
  savedStore.write((tables) => tables.filter((t) => t.id !== id))
}
