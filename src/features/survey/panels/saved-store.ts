import { useQuery } from '@tanstack/react-query'
import { z } from '../../../api/zod'
import type { Sharing, WorkspaceItem } from '../../../api/schemas/workspace'
import { workspaceItemsQuery } from '../../../api/workspace-queries'
import { m } from '../../../paraglide/messages.js'
import { surveySearchSchema, type SurveySearch } from '../address/search-params'

/**
 * Tables the researcher named and kept with the account (the workspace, docs/workspace-api.md:
 * kind `saved-table`), read and written through src/api/workspace-*.ts.
 */
export interface SavedTable {
  /** The workspace item's id: its address for colleagues too. */
  id: string
  name: string
  search: SurveySearch
  savedAt: string
  sharing: Sharing
  /** Whose it is, and what the reader may do with it. */
  owner: string
  access: WorkspaceItem['access']
}

const EMPTY_SEARCH = surveySearchSchema.parse({})

// Kept states pass the URL schema again: an old or edited entry cannot break the page.
const savedDataSchema = z.object({
  name: z.string(),
  search: z.catch(surveySearchSchema, EMPTY_SEARCH),
  savedAt: z.catch(z.string(), ''),
})

export function savedTableOf(item: WorkspaceItem): SavedTable | undefined {
  const parsed = savedDataSchema.safeParse(item.data)
  if (!parsed.success) return undefined
  return {
    id: item.id,
    ...parsed.data,
    sharing: item.sharing,
    owner: item.owner.name,
    access: item.access,
  }
}

const NONE: SavedTable[] = []
const toTables = (items: WorkspaceItem[]) => items.flatMap((item) => savedTableOf(item) ?? NONE)

/**
 * The saved tables; none while rendering on the server and hydrating, then the account's list,
 * so hydration matches the server's HTML. `wanted: false` asks nothing yet (what is cached
 * still shows).
 */
export function useSavedTables(wanted = true): SavedTable[] {
  const query = workspaceItemsQuery('saved-table')
  return useQuery({ ...query, enabled: query.enabled && wanted, select: toTables }).data ?? NONE
}

/** The longest name a saved table keeps. */
export const MAX_TABLE_NAME = 120

const cleanName = (name: string) => name.trim().slice(0, MAX_TABLE_NAME)

/** The address's values as the workspace keeps them: a flat record, no empty values. */
export function searchRecord(search: object): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([, value]) =>
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean',
    ),
  ) as Record<string, string | number | boolean>
}

// The write code comes with the first write, not with the page.
const writes = () => import('../../../api/workspace-writes')

/** Keeps the table under its cleaned name; says which, or undefined when none was left. */
export function saveTable(name: string, search: SurveySearch): string | undefined {
  const clean = cleanName(name)
  if (!clean) return undefined
  const data = { name: clean, search: searchRecord(search), savedAt: new Date().toISOString() }
  void writes().then((w) =>
    w.createItem('saved-table', data, { what: m.survey_saved_what_table({ name: clean }) }),
  )
  return clean
}

/** Renames a table; says the name kept, or undefined when none was left (nothing changed). */
export function renameTable(id: string, name: string): string | undefined {
  const clean = cleanName(name)
  if (!clean) return undefined
  void writes().then((w) =>
    w.updateItem(
      'saved-table',
      id,
      (data) => ({ ...(data as object), name: clean }),
      m.survey_saved_what_renaming({ name: clean }),
    ),
  )
  return clean
}

export function deleteTable(id: string): void {
  void writes().then((w) => w.deleteItem('saved-table', id, m.survey_saved_what_deleting()))
}

export function shareTable(id: string, sharing: Sharing): void {
  void writes().then((w) => w.shareItem('saved-table', id, sharing))
}
