import { queryOptions } from '@tanstack/react-query'
import { apiGet } from './http'
import type { ItemKind } from './schemas/workspace'
import { z } from './zod'

// The schemas load with the first answer, not with the pages whose first load reads this module
// (the survey's saved-table count).
const schemas = () => import('./schemas/workspace')

/**
 * Reading the workspace (`/api/workspace`, docs/workspace-api.md): this app's own server, not
 * the service, so not in endpoints.ts, and never counted against credits. Every answer is
 * parsed with the schemas the server checks its input with. All keys start with `workspace`,
 * so sign-out can drop them at once. The server does not write these into pages (they are
 * the reader's alone): a query runs in the browser only.
 */

export const WORKSPACE_ROOT_KEY = ['workspace'] as const

const inBrowser = typeof window !== 'undefined'
const FRESH_MS = 30_000

const accountSchema = z.looseObject({
  user: z.looseObject({ id: z.string(), name: z.string() }),
})

/** Who the workspace belongs to: the signed-in user (`local` without sign-in). */
export function workspaceAccountQuery() {
  return queryOptions({
    queryKey: ['workspace', 'account'] as const,
    queryFn: ({ signal }) => apiGet('/workspace', {}, accountSchema, { signal }),
    staleTime: 5 * 60_000,
    enabled: inBrowser,
    retry: false,
  })
}

/**
 * A list of items of one kind (`items`: the user's own; `shared`: what colleagues share), newest
 * first, read at `/workspace/<list>` (collections without their entries).
 */
function listQuery<K extends ItemKind>(list: 'items' | 'shared', kind: K) {
  return queryOptions({
    queryKey: ['workspace', list, kind] as const,
    queryFn: ({ signal }) =>
      apiGet(
        `/workspace/${list}`,
        { kind },
        schemas().then((m) => m.itemListSchema),
        { signal },
      ).then((a) => a.items),
    staleTime: FRESH_MS,
    enabled: inBrowser,
  })
}

/** The user's own items of one kind, newest first (collections without their entries). */
export function workspaceItemsQuery(kind: ItemKind) {
  return listQuery('items', kind)
}

/** One item whole: the user's own, or one a colleague shares with the team. */
export function workspaceItemQuery(id: string) {
  return queryOptions({
    queryKey: ['workspace', 'item', id] as const,
    queryFn: ({ signal }) =>
      apiGet(
        `/workspace/items/${encodeURIComponent(id)}`,
        {},
        schemas().then((m) => m.itemSchema),
        { signal },
      ),
    staleTime: FRESH_MS,
    enabled: inBrowser && !id.startsWith('new:'),
  })
}

/** What colleagues share with the team, of one kind, most recently changed first. */
export function workspaceSharedQuery(kind: 'saved-table' | 'collection') {
  return listQuery('shared', kind)
}

/** The key of the shared list an item of any kind would be in (only two kinds are shared). */
export function sharedListKey(kind: ItemKind) {
  return listQuery('shared', kind).queryKey
}

export function workspacePreferencesQuery() {
  return queryOptions({
    queryKey: ['workspace', 'preferences'] as const,
    queryFn: ({ signal }) =>
      apiGet(
        '/workspace/preferences',
        {},
        schemas().then((m) => m.preferencesSchema),
        { signal },
      ),
    staleTime: 5 * 60_000,
    enabled: inBrowser,
  })
}
