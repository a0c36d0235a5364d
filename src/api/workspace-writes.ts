import type { QueryClient } from '@tanstack/react-query'
import { m } from '../paraglide/messages.js'
import { apiSend, isApiError } from './http'
import { newLocalId } from '../lib/local-id'
import {
  EXPORT_FORMAT,
  importResultSchema,
  itemSchema,
  preferencesSchema,
  type ItemKind,
  type PreferencesData,
  type Sharing,
  type WorkspaceItem,
} from './schemas/workspace'
import { reportWorkspace, workspaceClient } from './workspace-client'
import {
  sharedListKey,
  WORKSPACE_ROOT_KEY,
  workspaceItemQuery,
  workspaceItemsQuery,
  workspacePreferencesQuery,
} from './workspace-queries'
import { z } from './zod'

/**
 * Writing the workspace, optimistically: the change shows at once in the query cache, the
 * server is told in the background, and its answer (or the item as it really is) replaces the
 * guess. Writes to one item go one after another, each made to the version the one before it
 * left, so a quick series of edits (moving an entry twice) never trips over itself.
 *
 * A write made to a version the item has moved on from (another tab, a colleague) is refused
 * with 409 by the server: the item is read again, shown as it is now, and the reader is told
 * that their change was not saved. Nothing is merged behind their back, and nothing is lost
 * without a word (docs/workspace-api.md, "Versions").
 */

type Edit = (data: unknown) => unknown

const itemPath = (id: string) => `/workspace/items/${encodeURIComponent(id)}`
const NEW_PREFIX = 'new:'

/** Writes waiting per item id, and what each new item's creation will answer. */
const queues = new Map<string, Promise<void>>()
const created = new Map<string, Promise<WorkspaceItem | undefined>>()
/** Per item while writes are queued: the server's last answer (the next write's base). */
const confirmed = new Map<string, WorkspaceItem>()

function nameOf(kind: ItemKind, data: unknown): string {
  const record = (data ?? {}) as Record<string, unknown>
  const name = kind === 'research' ? record['question'] : record['name']
  return typeof name === 'string' ? name.slice(0, 200) : ''
}

/** A list's view of an item: collections are listed with their entry count, not their data. */
function listed(item: WorkspaceItem): WorkspaceItem {
  if (item.kind !== 'collection' || item.data === undefined) return item
  const entries = (item.data as { entries?: unknown[] }).entries?.length ?? 0
  return { ...item, entries }
}

function patch(client: QueryClient, item: WorkspaceItem, replacing = item.id): void {
  client.setQueryData(workspaceItemQuery(item.id).queryKey, item)
  if (replacing !== item.id)
    client.removeQueries({ queryKey: workspaceItemQuery(replacing).queryKey })
  const lists = item.access === 'owner' ? [workspaceItemsQuery(item.kind).queryKey] : []
  lists.push(sharedListKey(item.kind))
  for (const key of lists) {
    client.setQueryData<WorkspaceItem[]>(key, (list) =>
      list?.map((entry) => (entry.id === replacing ? listed(item) : entry)),
    )
  }
}

function drop(client: QueryClient, kind: ItemKind, id: string): void {
  client.setQueryData<WorkspaceItem[]>(workspaceItemsQuery(kind).queryKey, (list) =>
    list?.filter((entry) => entry.id !== id),
  )
  client.removeQueries({ queryKey: workspaceItemQuery(id).queryKey })
}

/** The item as the cache shows it: whole if read whole, else as listed. */
function cached(client: QueryClient, kind: ItemKind, id: string): WorkspaceItem | undefined {
  return (
    client.getQueryData(workspaceItemQuery(id).queryKey) ??
    client
      .getQueryData<WorkspaceItem[]>(workspaceItemsQuery(kind).queryKey)
      ?.find((entry) => entry.id === id) ??
    (client.getQueryData<WorkspaceItem[]>(sharedListKey(kind)) ?? []).find(
      (entry) => entry.id === id,
    )
  )
}

/** Writes queued per id, the one running included. */
const pending = new Map<string, number>()

/** Runs `task` after the writes already queued for `id`. */
function enqueue(id: string, task: () => Promise<void>): Promise<void> {
  pending.set(id, (pending.get(id) ?? 0) + 1)
  const run = () =>
    task().finally(() => {
      const left = (pending.get(id) ?? 1) - 1
      if (left > 0) pending.set(id, left)
      else pending.delete(id)
    })
  const previous = queues.get(id) ?? Promise.resolve()
  const next = previous.then(run, run)
  queues.set(id, next)
  void next.finally(() => {
    if (queues.get(id) === next) {
      queues.delete(id)
      confirmed.delete(id)
    }
  })
  return next
}

async function resolveId(id: string): Promise<string | undefined> {
  if (!id.startsWith(NEW_PREFIX)) return id
  return (await created.get(id))?.id
}

async function readWhole(client: QueryClient, id: string): Promise<WorkspaceItem> {
  return client.fetchQuery({ ...workspaceItemQuery(id), staleTime: 0 })
}

/** After a refusal: the item as the server has it now, shown, and the reader told. */
async function refused(
  client: QueryClient,
  kind: ItemKind,
  id: string,
  error: unknown,
  what: string,
): Promise<void> {
  const status = isApiError(error) ? error.status : 0
  let current: WorkspaceItem | undefined
  try {
    current = await readWhole(client, id)
    confirmed.delete(id)
    patch(client, current)
  } catch {
    // Gone (deleted elsewhere, unshared) or unreachable: the lists are read again.
    drop(client, kind, id)
    void client.invalidateQueries({ queryKey: WORKSPACE_ROOT_KEY })
  }
  if (status === 409) {
    reportWorkspace(
      'conflict',
      current
        ? m.workspace_write_conflict_named({ name: current.name, what })
        : m.workspace_write_conflict({ what }),
    )
  } else {
    const reason = error instanceof Error ? error.message : m.account_pref_no_answer()
    reportWorkspace('failed', m.workspace_write_not_saved({ what, reason }))
  }
}

/**
 * Keeps a new item; returns the id it is shown under until the server has answered (changes
 * made meanwhile wait for it), and the server's item once kept (undefined if refused: said).
 */
export function createItem(
  kind: ItemKind,
  data: unknown,
  options: { clientId?: string; what?: string } = {},
): { id: string; saved: Promise<WorkspaceItem | undefined> } {
  const client = workspaceClient()
  const clientId = options.clientId ?? newLocalId()
  const tempId = `${NEW_PREFIX}${clientId}`
  const now = new Date().toISOString()
  const guess: WorkspaceItem = {
    id: tempId,
    kind,
    clientId,
    name: nameOf(kind, data),
    version: 0,
    sharing: 'private',
    owner: { id: '', name: '' },
    access: 'owner',
    createdAt: now,
    updatedAt: now,
    data,
  }
  client.setQueryData<WorkspaceItem[]>(workspaceItemsQuery(kind).queryKey, (list) => [
    listed(guess),
    ...(list ?? []).filter((entry) => entry.clientId !== clientId),
  ])
  client.setQueryData(workspaceItemQuery(tempId).queryKey, guess)
  const answer = apiSend('POST', '/workspace/items', { kind, clientId, data }, itemSchema).then(
    (item) => {
      patch(client, item, tempId)
      return item
    },
    (error: unknown) => {
      drop(client, kind, tempId)
      const reason = error instanceof Error ? error.message : m.account_pref_no_answer()
      reportWorkspace(
        'failed',
        m.workspace_write_not_saved({ what: options.what ?? m.workspace_write_what_new(), reason }),
      )
      return undefined
    },
  )
  created.set(tempId, answer)
  return { id: tempId, saved: answer }
}

/**
 * Changes an item's data by `edit`, shown at once and saved after the writes before it; true
 * once saved, false if it was not (the reader has been told).
 */
export function updateItem(kind: ItemKind, id: string, edit: Edit, what: string): Promise<boolean> {
  let done: (saved: boolean) => void = () => {}
  const outcome = new Promise<boolean>((resolve) => (done = resolve))
  const client = workspaceClient()
  const shown = cached(client, kind, id)
  if (shown && !queues.has(id) && shown.data !== undefined) confirmed.set(id, shown)
  if (shown?.data !== undefined) patch(client, { ...shown, data: edit(shown.data) })
  void enqueue(id, async () => {
    const realId = await resolveId(id)
    if (realId === undefined) return done(false)
    let base = confirmed.get(realId) ?? confirmed.get(id)
    try {
      if (!base || base.id !== realId || base.data === undefined)
        base = await readWhole(client, realId)
      const saved = await apiSend(
        'PUT',
        itemPath(realId),
        { version: base.version, data: edit(base.data) },
        itemSchema,
      )
      confirmed.set(id, saved)
      confirmed.set(realId, saved)
      // The last write of a series shows the server's answer; earlier ones leave the guess.
      if ((pending.get(id) ?? 0) <= 1) patch(client, saved)
      done(true)
    } catch (error) {
      await refused(client, kind, realId, error, what)
      done(false)
    }
  })
  return outcome
}

/** Removes an item (the owner's); shown gone at once. */
export function deleteItem(kind: ItemKind, id: string, what: string): void {
  const client = workspaceClient()
  const shown = cached(client, kind, id)
  if (shown && !queues.has(id)) confirmed.set(id, shown)
  drop(client, kind, id)
  void enqueue(id, async () => {
    const realId = await resolveId(id)
    if (realId === undefined) return
    const base = confirmed.get(realId) ?? confirmed.get(id)
    try {
      const version = base?.version ?? (await readWhole(client, realId)).version
      await apiSend('DELETE', `${itemPath(realId)}?version=${version}`, undefined, z.unknown())
    } catch (error) {
      // Already gone is what was asked for.
      if (isApiError(error) && error.status === 404) return
      await refused(client, kind, realId, error, what)
    }
  })
}

/** Shares an item with the team (or stops): the owner's choice, saved at its version. */
export function shareItem(kind: ItemKind, id: string, sharing: Sharing): void {
  const client = workspaceClient()
  const shown = cached(client, kind, id)
  if (shown && !queues.has(id)) confirmed.set(id, shown)
  if (shown) patch(client, { ...shown, sharing })
  void enqueue(id, async () => {
    const realId = await resolveId(id)
    if (realId === undefined) return
    const base = confirmed.get(realId) ?? confirmed.get(id) ?? (await readWhole(client, realId))
    try {
      const saved = await apiSend(
        'PUT',
        `${itemPath(realId)}/sharing`,
        { version: base.version, sharing },
        itemSchema,
      )
      // The answer may be listed without data (collections); the whole item keeps its data.
      const whole =
        saved.data === undefined && base.data !== undefined ? { ...saved, data: base.data } : saved
      confirmed.set(realId, whole)
      patch(client, whole)
    } catch (error) {
      await refused(client, kind, realId, error, m.workspace_write_what_sharing())
    }
  })
}

/**
 * Changes the preferences (the citation style, the interface's language); a newer version
 * elsewhere is merged into. Settles once saved or given up (`what` names it in the failure).
 */
export function updatePreferences(
  edit: (data: PreferencesData) => PreferencesData,
  what: string = m.account_pref_citation(),
  options: { signedOutIsFine?: boolean } = {},
): Promise<void> {
  const client = workspaceClient()
  const key = workspacePreferencesQuery().queryKey
  const shown = client.getQueryData(key)
  if (shown) client.setQueryData(key, { ...shown, data: edit(shown.data) })
  return enqueue('preferences', async () => {
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const base = await client.fetchQuery({
          ...workspacePreferencesQuery(),
          staleTime: attempt === 0 ? Infinity : 0,
        })
        try {
          const saved = await apiSend(
            'PUT',
            '/workspace/preferences',
            { version: base.version, data: edit(base.data) },
            preferencesSchema,
          )
          client.setQueryData(key, saved)
          return
        } catch (error) {
          // A preference is one choice: made again on the newer version, nothing is lost.
          if (!(isApiError(error) && error.status === 409)) throw error
          client.removeQueries({ queryKey: key })
        }
      }
    } catch (error) {
      void client.invalidateQueries({ queryKey: key })
      // A choice this browser keeps anyway (the language's cookie) needs no account to hold it.
      if (options.signedOutIsFine && isApiError(error) && error.status === 401) return
      const reason = error instanceof Error ? error.message : m.account_pref_no_answer()
      reportWorkspace('failed', m.account_pref_not_saved({ what, reason }))
    }
  })
}

export type ImportItem = { kind: ItemKind; clientId: string; data: unknown; createdAt?: string }

/** An import document of `items` (and preferences), as "Download all my data" writes one. */
export function importDocument(items: ImportItem[], preferences?: PreferencesData) {
  return {
    format: EXPORT_FORMAT,
    version: 1,
    ...(preferences ? { preferences } : {}),
    items,
  }
}

/**
 * Posts an import document (an exported file, or one built from this browser's old storage):
 * all or nothing on the server, and what the account already has (by kind and client id) is
 * left as it is, so posting it twice creates nothing twice. Everything is read again after.
 */
export async function importWorkspace(document: unknown) {
  const result = await apiSend('POST', '/workspace/import', document, importResultSchema)
  await workspaceClient().invalidateQueries({ queryKey: WORKSPACE_ROOT_KEY })
  return result
}
