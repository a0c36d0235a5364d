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

/** The user's own items of one kind, newest first (collections without their entries). */
export function workspaceItemsQuery(kind: ItemKind) {
  return queryOptions({
    queryKey: ['workspace', 'items', kind] as const,
    queryFn: ({ signal }) =>
      apiGet(
        '/workspace/items',
        { kind },
        schemas().then((m) => m.itemListSchema),
        { signal },
      ).then((a) => a.items),
    staleTime: FRESH_MS,
    enabled: inBrowser,
  })
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
  return queryOptions({
    queryKey: ['workspace', 'shared', kind] as const,
    queryFn: ({ signal }) =>
      apiGet(
        '/workspace/shared',
        { kind },
        schemas().then((m) => m.itemListSchema),
        { signal },
      ).then((a) => a.items),
    staleTime: FRESH_MS,
    enabled: inBrowser,
  })
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
