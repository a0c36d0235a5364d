import { useSyncExternalStore } from 'react'
import { surveySearchSchema, type SurveySearch } from './search-params'

/** Tables the researcher named and kept in this browser (localStorage). */
export interface SavedTable {
  id: string
  name: string
  search: SurveySearch
  savedAt: string
}

const KEY = 'dds.survey.saved.v1'
const listeners = new Set<() => void>()
let cache: SavedTable[] | undefined

function read(): SavedTable[] {
  if (cache) return cache
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]')
    cache = Array.isArray(parsed)
      ? parsed.flatMap((entry: unknown) => {
          if (typeof entry !== 'object' || entry === null) return []
          const e = entry as Record<string, unknown>
          if (typeof e['id'] !== 'string' || typeof e['name'] !== 'string') return []
          // Stored states pass the URL schema again: an old or edited entry cannot break the page.
          return [
            {
              id: e['id'],
              name: e['name'],
              search: surveySearchSchema.parse(e['search'] ?? {}),
              savedAt: typeof e['savedAt'] === 'string' ? e['savedAt'] : '',
            },
          ]
        })
      : []
  } catch {
    cache = []
  }
  return cache
}

function write(tables: SavedTable[]): void {
  cache = tables
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(tables))
  } catch {
    // Storage blocked or full: the list lives on for this session only.
  }
  for (const l of listeners) l()
}

const NONE: SavedTable[] = []

/**
 * The saved tables; none while rendering on the server and hydrating (the server has no
 * localStorage), then this browser's list, so hydration matches the server's HTML.
 */
export function useSavedTables(): SavedTable[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    read,
    () => NONE,
  )
}

export function saveTable(name: string, search: SurveySearch): void {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`
  write([{ id, name, search, savedAt: new Date().toISOString() }, ...read()])
}

export function renameTable(id: string, name: string): void {
  write(read().map((t) => (t.id === id ? { ...t, name } : t)))
}

export function deleteTable(id: string): void {
  write(read().filter((t) => t.id !== id))
}
