import type { Kysely } from 'kysely'
import {
  SHAREABLE_KINDS,
  WORKSPACE_BOUNDS,
  type ItemKind,
  type Sharing,
  type WorkspaceItem,
} from '../../src/api/schemas/workspace'
import { newItemId } from './ids'
import { checkItemData, checkPreferences, KIND_WORDS } from './item-data'
import {
  listedItem,
  mayEdit,
  ownerOnly,
  selectItems,
  stale,
  takeUser,
  toItem,
  visibleItem,
  type Db,
  type ItemRow,
  type Viewer,
} from './item-rows'
import { readPreferences, writePreferences, type Preferences } from './preferences'
import { WorkspaceRefusal } from './refusal'
import type { WorkspaceTables } from './schema'
import {
  checkImport,
  exportAll,
  writeImport,
  type ExportDocument,
  type ImportResult,
} from './transfer'
import { bytesKept, countsByKind, keepCount, keepWithinTotal } from './user-bounds'

export type { Viewer } from './item-rows'
export type { Preferences } from './preferences'
export type { ExportDocument, ImportResult } from './transfer'

/**
 * What a user keeps, and what the team shares, over either engine (./database.ts). Every
 * method takes the asking user; every write is one transaction that first takes the user's row
 * (an upsert, which PostgreSQL locks until commit), so one user's writes are checked against
 * the bounds one at a time, on any number of instances.
 *
 * Access (./item-rows.ts): the owner may do anything; any other user may read an item shared
 * `team-read` or `team-edit`, and change the data of one shared `team-edit`; anything else is
 * 404, as if it did not exist. Every write names the version it edits; a stale one is refused
 * with the item as it is now (409).
 */
export interface WorkspaceRepository {
  list(viewer: Viewer, kind?: ItemKind): Promise<WorkspaceItem[]>
  listShared(viewer: Viewer, kind?: ItemKind): Promise<WorkspaceItem[]>
  get(viewer: Viewer, id: string): Promise<WorkspaceItem>
  /** A clientId already used for this kind gives back that item (`created: false`). */
  create(
    viewer: Viewer,
    input: { kind: ItemKind; clientId?: string; data: unknown },
  ): Promise<{ item: WorkspaceItem; created: boolean }>
  update(
    viewer: Viewer,
    id: string,
    input: { version: number; data: unknown },
  ): Promise<WorkspaceItem>
  share(
    viewer: Viewer,
    id: string,
    input: { version: number; sharing: Sharing },
  ): Promise<WorkspaceItem>
  remove(viewer: Viewer, id: string, version: number): Promise<void>
  preferences(viewer: Viewer): Promise<Preferences>
  setPreferences(viewer: Viewer, input: { version: number; data: unknown }): Promise<Preferences>
  exportAll(viewer: Viewer): Promise<ExportDocument>
  importAll(viewer: Viewer, document: unknown): Promise<ImportResult>
  /** Items per kind and bytes kept, against the bounds. */
  usage(viewer: Viewer): Promise<{ counts: Record<ItemKind, number>; bytes: number }>
}

export function createRepository(
  db: Kysely<WorkspaceTables>,
  options: {
    now?: () => Date
    /** Bytes one user may keep; WORKSPACE_BOUNDS.totalBytes unless a test sets a smaller one. */
    totalBytes?: number
  } = {},
): WorkspaceRepository {
  const now = () => (options.now?.() ?? new Date()).toISOString()
  const totalBytes = options.totalBytes ?? WORKSPACE_BOUNDS.totalBytes

  /** Runs `write` in a transaction that holds the viewer's row. */
  const writing = <T>(viewer: Viewer, write: (trx: Db) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      await takeUser(trx, viewer, now())
      return write(trx)
    })

  /**
   * Sets `changes` on the item read as `row` at `version`, or 409 when another write got there
   * first; gives back the row as written, without reading it again (one round trip less on
   * every save: the row was read in this transaction, which holds the user's row).
   */
  const changeAt = async (
    trx: Db,
    viewer: Viewer,
    row: ItemRow,
    version: number,
    changes: Partial<{
      name: string
      data: string
      bytes: number
      entries: number
      sharing: string
    }>,
  ): Promise<ItemRow> => {
    const written = { ...changes, version: version + 1, updated_at: now() }
    const result = await trx
      .updateTable('items')
      .set(written)
      .where('id', '=', row.id)
      .where('version', '=', version)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) !== 1)
      throw stale(await visibleItem(trx, viewer, row.id), viewer, version)
    return { ...row, ...written }
  }

  return {
    async list(viewer, kind) {
      let q = selectItems(db).where('items.owner', '=', viewer.id)
      if (kind) q = q.where('items.kind', '=', kind)
      const rows = await q.orderBy('items.created_at', 'desc').orderBy('items.id', 'desc').execute()
      return rows.map((row) => listedItem(row, viewer))
    },

    async listShared(viewer, kind) {
      let q = selectItems(db)
        .where('items.sharing', '!=', 'private')
        .where('items.owner', '!=', viewer.id)
      q = kind
        ? q.where('items.kind', '=', kind)
        : q.where('items.kind', 'in', [...SHAREABLE_KINDS])
      const rows = await q.orderBy('items.updated_at', 'desc').orderBy('items.id', 'desc').execute()
      return rows.map((row) => listedItem(row, viewer))
    },

    async get(viewer, id) {
      return toItem(await visibleItem(db, viewer, id), viewer, true)
    },

    async create(viewer, input) {
      const checked = checkItemData(input.kind, input.data)
      return writing(viewer, async (trx) => {
        if (input.clientId) {
          const existing = await selectItems(trx)
            .where('items.owner', '=', viewer.id)
            .where('items.kind', '=', input.kind)
            .where('items.client_id', '=', input.clientId)
            .executeTakeFirst()
          if (existing) return { item: toItem(existing, viewer, true), created: false }
        }
        const id = newItemId()
        const at = now()
        await trx
          .insertInto('items')
          .values({
            id,
            owner: viewer.id,
            kind: input.kind,
            client_id: input.clientId ?? id,
            name: checked.name,
            data: checked.json,
            bytes: checked.bytes,
            entries: checked.entries,
            version: 1,
            sharing: 'private',
            created_at: at,
            updated_at: at,
          })
          .execute()
        await keepCount(trx, viewer.id, input.kind)
        await keepWithinTotal(trx, viewer.id, totalBytes)
        return { item: toItem(await visibleItem(trx, viewer, id), viewer, true), created: true }
      })
    },

    async update(viewer, id, input) {
      return writing(viewer, async (trx) => {
        const row = await visibleItem(trx, viewer, id)
        mayEdit(row, viewer)
        const checked = checkItemData(row.kind as ItemKind, input.data)
        if (row.version !== input.version) throw stale(row, viewer, input.version)
        const written = await changeAt(trx, viewer, row, input.version, {
          name: checked.name,
          data: checked.json,
          bytes: checked.bytes,
          entries: checked.entries,
        })
        // The owner's bound, whoever edits; an edit that does not grow the item cannot pass it.
        if (checked.bytes > row.bytes) await keepWithinTotal(trx, row.owner, totalBytes)
        return toItem(written, viewer, true)
      })
    },

    async share(viewer, id, input) {
      return writing(viewer, async (trx) => {
        const row = await visibleItem(trx, viewer, id)
        ownerOnly(row, viewer, 'change who sees it')
        if (!(SHAREABLE_KINDS as readonly string[]).includes(row.kind))
          throw new WorkspaceRefusal(
            400,
            'Cannot be shared',
            `A ${KIND_WORDS[row.kind as ItemKind].one} stays yours; saved tables and collections can be shared with the team.`,
          )
        if (row.version !== input.version) throw stale(row, viewer, input.version)
        const written = await changeAt(trx, viewer, row, input.version, { sharing: input.sharing })
        return toItem(written, viewer, true)
      })
    },

    async remove(viewer, id, version) {
      await writing(viewer, async (trx) => {
        const row = await visibleItem(trx, viewer, id)
        ownerOnly(row, viewer, 'delete it')
        if (row.version !== version) throw stale(row, viewer, version)
        await trx.deleteFrom('items').where('id', '=', id).where('version', '=', version).execute()
      })
    },

    preferences: (viewer) => readPreferences(db, viewer),

    async setPreferences(viewer, input) {
      const checked = checkPreferences(input.data)
      return writing(viewer, async (trx) => {
        const saved = await writePreferences(trx, viewer, input.version, checked, now())
        await keepWithinTotal(trx, viewer.id, totalBytes)
        return saved
      })
    },

    exportAll: (viewer) => exportAll(db, viewer, now()),

    async importAll(viewer, document) {
      // Everything is checked before anything is written: one bad item imports nothing.
      const incoming = checkImport(document)
      return db
        .transaction()
        .execute((trx) => writeImport(trx, viewer, incoming, { at: now(), totalBytes }))
    },

    async usage(viewer) {
      const [counts, bytes] = await Promise.all([
        countsByKind(db, viewer.id),
        bytesKept(db, viewer.id),
      ])
      return { counts, bytes }
    },
  }
}
