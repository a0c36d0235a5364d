import type { Kysely, Selectable, Transaction } from 'kysely'
import {
  EXPORT_FORMAT,
  SHAREABLE_KINDS,
  WORKSPACE_BOUNDS,
  importDocumentSchema,
  type ItemKind,
  type PreferencesData,
  type Sharing,
  type WorkspaceItem,
} from '../../src/api/schemas/workspace'
import { checkItemData, checkPreferences, describeIssues, KIND_WORDS } from './item-data'
import { newItemId } from './ids'
import { kb, notFound, WorkspaceRefusal } from './refusal'
import type { ItemsTable, WorkspaceTables } from './schema'

/**
 * What a user keeps, and what the team shares, over either engine (./database.ts). Every
 * method takes the asking user; every write is one transaction that first takes the owner's
 * row (an upsert, which PostgreSQL locks until commit), so one user's writes are checked
 * against the bounds one at a time, on any number of instances.
 *
 * Access: the owner may do anything; any other user may read an item shared `team-read` or
 * `team-edit`, and change the data of one shared `team-edit`; anything else is 404, as if it
 * did not exist. Every write names the version it edits; a stale one is refused with the item
 * as it is now (409).
 */

export interface Viewer {
  /** The identity's user id (`local` in none mode). */
  id: string
  /** What colleagues see as the owner's name. */
  name: string
}

export interface Preferences {
  version: number
  data: PreferencesData
  updatedAt: string | null
}

export interface ExportDocument {
  format: typeof EXPORT_FORMAT
  version: 1
  exportedAt: string
  user: { id: string; name: string }
  preferences: PreferencesData | null
  items: (WorkspaceItem & { data: unknown })[]
}

export interface ImportResult {
  created: number
  unchanged: number
  preferences: 'set' | 'kept'
}

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

type ItemRow = Selectable<ItemsTable> & { owner_name: string }
type Db = Kysely<WorkspaceTables> | Transaction<WorkspaceTables>

/** Kinds whose lists leave `data` out: a collection may be a megabyte. */
const LISTED_WITHOUT_DATA: readonly ItemKind[] = ['collection']
const INSERT_CHUNK = 100

export function createRepository(
  db: Kysely<WorkspaceTables>,
  options: {
    now?: () => Date
    /** Bytes one user may keep; WORKSPACE_BOUNDS.totalBytes unless a test sets a smaller one. */
    totalBytes?: number
  } = {},
): WorkspaceRepository {
  const now = () => (options.now?.() ?? new Date()).toISOString()
  const totalLimit = options.totalBytes ?? WORKSPACE_BOUNDS.totalBytes

  const items = (q: Db) =>
    q
      .selectFrom('items')
      .innerJoin('users', 'users.id', 'items.owner')
      .selectAll('items')
      .select('users.name as owner_name')

  /** The viewer's row, made or renamed; in PostgreSQL it stays locked until commit. */
  const takeUser = (trx: Db, viewer: Viewer) =>
    trx
      .insertInto('users')
      .values({ id: viewer.id, name: viewer.name, created_at: now() })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: viewer.name }))
      .execute()

  /** An item the viewer may see, or 404. */
  const visible = async (q: Db, viewer: Viewer, id: string): Promise<ItemRow> => {
    const row = await items(q)
      .where('items.id', '=', id)
      .where((eb) =>
        eb.or([eb('items.owner', '=', viewer.id), eb('items.sharing', '!=', 'private')]),
      )
      .executeTakeFirst()
    if (!row) throw notFound()
    return row
  }

  const ownerOnly = (row: ItemRow, viewer: Viewer, what: string) => {
    if (row.owner !== viewer.id)
      throw new WorkspaceRefusal(
        403,
        'Only its owner can do that',
        `${row.owner_name} shared this ${KIND_WORDS[row.kind as ItemKind].one} with the team; only they can ${what}.`,
      )
  }

  const stale = (row: ItemRow, viewer: Viewer, version: number) =>
    new WorkspaceRefusal(
      409,
      'Changed since you opened it',
      `This ${KIND_WORDS[row.kind as ItemKind].one} is at version ${row.version}, and your change was made to version ${version}. Nothing was saved: look at it as it is now, then make your change again.`,
      toItem(row, viewer, true),
    )

  const bytesKept = async (q: Db, owner: string): Promise<number> => {
    const [itemBytes, prefs] = await Promise.all([
      q
        .selectFrom('items')
        .select((eb) => eb.fn.sum<string | number | null>('bytes').as('total'))
        .where('owner', '=', owner)
        .executeTakeFirst(),
      q.selectFrom('preferences').select('bytes').where('user_id', '=', owner).executeTakeFirst(),
    ])
    return Number(itemBytes?.total ?? 0) + (prefs?.bytes ?? 0)
  }

  const checkTotal = (total: number) => {
    if (total > totalLimit)
      throw new WorkspaceRefusal(
        413,
        'Your workspace is full',
        `This would keep ${kb(total)}; one person keeps at most ${kb(totalLimit)}. Delete what you no longer need (large collections first), then try again.`,
      )
  }

  const countOf = async (q: Db, owner: string, kind: ItemKind): Promise<number> => {
    const row = await q
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('owner', '=', owner)
      .where('kind', '=', kind)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  /** Over a kind's count: history drops its oldest, anything else is refused. */
  const keepCount = async (q: Db, owner: string, kind: ItemKind) => {
    const limit = WORKSPACE_BOUNDS.kinds[kind].count
    if (kind === 'research') {
      const newestFirst = await q
        .selectFrom('items')
        .select('id')
        .where('owner', '=', owner)
        .where('kind', '=', kind)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      const dropped = newestFirst.slice(limit).map((r) => r.id)
      if (dropped.length > 0) await q.deleteFrom('items').where('id', 'in', dropped).execute()
      return
    }
    const count = await countOf(q, owner, kind)
    if (count > limit)
      throw new WorkspaceRefusal(
        400,
        `Too many ${KIND_WORDS[kind].many}`,
        `You keep ${Math.min(count - 1, limit)} ${KIND_WORDS[kind].many}, the most one person may keep; delete one you no longer need first.`,
      )
  }

  const readPreferences = async (q: Db, viewer: Viewer): Promise<Preferences> => {
    const row = await q
      .selectFrom('preferences')
      .selectAll()
      .where('user_id', '=', viewer.id)
      .executeTakeFirst()
    return row
      ? {
          version: row.version,
          data: JSON.parse(row.data) as PreferencesData,
          updatedAt: row.updated_at,
        }
      : { version: 0, data: {}, updatedAt: null }
  }

  const clientTaken = (q: Db, owner: string, kind: ItemKind, clientId: string) =>
    items(q)
      .where('items.owner', '=', owner)
      .where('items.kind', '=', kind)
      .where('items.client_id', '=', clientId)
      .executeTakeFirst()

  return {
    async list(viewer, kind) {
      let q = items(db).where('items.owner', '=', viewer.id)
      if (kind) q = q.where('items.kind', '=', kind)
      const rows = await q.orderBy('items.created_at', 'desc').orderBy('items.id', 'desc').execute()
      return rows.map((row) =>
        toItem(row, viewer, !LISTED_WITHOUT_DATA.includes(row.kind as ItemKind)),
      )
    },

    async listShared(viewer, kind) {
      let q = items(db)
        .where('items.sharing', '!=', 'private')
        .where('items.owner', '!=', viewer.id)
      q = kind
        ? q.where('items.kind', '=', kind)
        : q.where('items.kind', 'in', [...SHAREABLE_KINDS])
      const rows = await q.orderBy('items.updated_at', 'desc').orderBy('items.id', 'desc').execute()
      return rows.map((row) =>
        toItem(row, viewer, !LISTED_WITHOUT_DATA.includes(row.kind as ItemKind)),
      )
    },

    async get(viewer, id) {
      return toItem(await visible(db, viewer, id), viewer, true)
    },

    async create(viewer, input) {
      const checked = checkItemData(input.kind, input.data)
      return db.transaction().execute(async (trx) => {
        await takeUser(trx, viewer)
        if (input.clientId) {
          const existing = await clientTaken(trx, viewer.id, input.kind, input.clientId)
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
        checkTotal(await bytesKept(trx, viewer.id))
        return { item: toItem(await visible(trx, viewer, id), viewer, true), created: true }
      })
    },

    async update(viewer, id, input) {
      return db.transaction().execute(async (trx) => {
        await takeUser(trx, viewer)
        const row = await visible(trx, viewer, id)
        if (row.owner !== viewer.id && row.sharing !== 'team-edit')
          throw new WorkspaceRefusal(
            403,
            'Shared for reading only',
            `${row.owner_name} shared this ${KIND_WORDS[row.kind as ItemKind].one} for reading; ask them to share it for editing, or save a copy of your own.`,
          )
        const checked = checkItemData(row.kind as ItemKind, input.data)
        if (row.version !== input.version) throw stale(row, viewer, input.version)
        const result = await trx
          .updateTable('items')
          .set({
            name: checked.name,
            data: checked.json,
            bytes: checked.bytes,
            entries: checked.entries,
            version: row.version + 1,
            updated_at: now(),
          })
          .where('id', '=', id)
          .where('version', '=', input.version)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1)
          throw stale(await visible(trx, viewer, id), viewer, input.version)
        // The owner's bound, whoever edits.
        checkTotal(await bytesKept(trx, row.owner))
        return toItem(await visible(trx, viewer, id), viewer, true)
      })
    },

    async share(viewer, id, input) {
      return db.transaction().execute(async (trx) => {
        await takeUser(trx, viewer)
        const row = await visible(trx, viewer, id)
        ownerOnly(row, viewer, 'change who sees it')
        if (!(SHAREABLE_KINDS as readonly string[]).includes(row.kind))
          throw new WorkspaceRefusal(
            400,
            'Cannot be shared',
            `A ${KIND_WORDS[row.kind as ItemKind].one} stays yours; saved tables and collections can be shared with the team.`,
          )
        if (row.version !== input.version) throw stale(row, viewer, input.version)
        const result = await trx
          .updateTable('items')
          .set({ sharing: input.sharing, version: row.version + 1, updated_at: now() })
          .where('id', '=', id)
          .where('version', '=', input.version)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1)
          throw stale(await visible(trx, viewer, id), viewer, input.version)
        return toItem(await visible(trx, viewer, id), viewer, true)
      })
    },

    async remove(viewer, id, version) {
      await db.transaction().execute(async (trx) => {
        await takeUser(trx, viewer)
        const row = await visible(trx, viewer, id)
        ownerOnly(row, viewer, 'delete it')
        if (row.version !== version) throw stale(row, viewer, version)
        await trx.deleteFrom('items').where('id', '=', id).where('version', '=', version).execute()
      })
    },

    preferences: (viewer) => readPreferences(db, viewer),

    async setPreferences(viewer, input) {
      const checked = checkPreferences(input.data)
      return db.transaction().execute(async (trx) => {
        await takeUser(trx, viewer)
        const current = await readPreferences(trx, viewer)
        if (current.version !== input.version)
          throw new WorkspaceRefusal(
            409,
            'Changed since you opened them',
            `Your preferences are at version ${current.version}, and your change was made to version ${input.version}. Nothing was saved.`,
            current,
          )
        const at = now()
        const values = {
          data: checked.json,
          bytes: checked.bytes,
          version: current.version + 1,
          updated_at: at,
        }
        if (current.version === 0)
          await trx
            .insertInto('preferences')
            .values({ user_id: viewer.id, ...values })
            .execute()
        else
          await trx
            .updateTable('preferences')
            .set(values)
            .where('user_id', '=', viewer.id)
            .where('version', '=', input.version)
            .execute()
        checkTotal(await bytesKept(trx, viewer.id))
        return { version: values.version, data: checked.data, updatedAt: at }
      })
    },

    async exportAll(viewer) {
      const [rows, prefs] = await Promise.all([
        items(db)
          .where('items.owner', '=', viewer.id)
          .orderBy('items.created_at', 'asc')
          .orderBy('items.id', 'asc')
          .execute(),
        readPreferences(db, viewer),
      ])
      return {
        format: EXPORT_FORMAT,
        version: 1,
        exportedAt: now(),
        user: { id: viewer.id, name: viewer.name },
        preferences: prefs.version > 0 ? prefs.data : null,
        items: rows.map((row) => ({
          ...toItem(row, viewer, true),
          data: JSON.parse(row.data) as unknown,
        })),
      }
    },

    async importAll(viewer, document) {
      const parsed = importDocumentSchema.safeParse(document)
      if (!parsed.success)
        throw new WorkspaceRefusal(
          400,
          'Not a workspace file',
          `This is not a file of "Download all my data": ${describeIssues(parsed.error.issues, 'file')} Nothing was imported.`,
        )
      const doc = parsed.data
      // Everything is checked before anything is written: one bad item imports nothing.
      const incoming = doc.items.map((item, index) => {
        const where = `items.${index}.data`
        return { ...item, checked: checkItemData(item.kind, item.data, where) }
      })
      const prefs =
        doc.preferences === undefined || doc.preferences === null
          ? undefined
          : checkPreferences(doc.preferences)

      return db.transaction().execute(async (trx) => {
        await takeUser(trx, viewer)
        const taken = new Set(
          (
            await trx
              .selectFrom('items')
              .select(['kind', 'client_id'])
              .where('owner', '=', viewer.id)
              .execute()
          ).map((r) => `${r.kind}\n${r.client_id}`),
        )
        const at = now()
        const rows: ItemsTable[] = []
        for (const item of incoming) {
          const key = `${item.kind}\n${item.clientId}`
          if (taken.has(key)) continue
          taken.add(key)
          const shareable = (SHAREABLE_KINDS as readonly string[]).includes(item.kind)
          rows.push({
            id: newItemId(),
            owner: viewer.id,
            kind: item.kind,
            client_id: item.clientId,
            name: item.checked.name,
            data: item.checked.json,
            bytes: item.checked.bytes,
            entries: item.checked.entries,
            version: 1,
            sharing: shareable ? (item.sharing ?? 'private') : 'private',
            created_at: item.createdAt ? new Date(item.createdAt).toISOString() : at,
            updated_at: at,
          })
        }
        for (let i = 0; i < rows.length; i += INSERT_CHUNK)
          await trx
            .insertInto('items')
            .values(rows.slice(i, i + INSERT_CHUNK))
            .execute()
        for (const kind of new Set(rows.map((r) => r.kind as ItemKind)))
          await keepCount(trx, viewer.id, kind)

        let preferences: ImportResult['preferences'] = 'kept'
        // Preferences already kept with the account win over a browser's.
        if (prefs && (await readPreferences(trx, viewer)).version === 0) {
          await trx
            .insertInto('preferences')
            .values({
              user_id: viewer.id,
              data: prefs.json,
              bytes: prefs.bytes,
              version: 1,
              updated_at: at,
            })
            .execute()
          preferences = 'set'
        }
        checkTotal(await bytesKept(trx, viewer.id))
        return { created: rows.length, unchanged: incoming.length - rows.length, preferences }
      })
    },

    async usage(viewer) {
      const rows = await db
        .selectFrom('items')
        .select(['kind', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('owner', '=', viewer.id)
        .groupBy('kind')
        .execute()
      const counts = Object.fromEntries(
        Object.keys(WORKSPACE_BOUNDS.kinds).map((k) => [k, 0]),
      ) as Record<ItemKind, number>
      for (const row of rows) counts[row.kind as ItemKind] = Number(row.n)
      return { counts, bytes: await bytesKept(db, viewer.id) }
    },
  }
}

function toItem(row: ItemRow, viewer: Viewer, withData: boolean): WorkspaceItem {
  const mine = row.owner === viewer.id
  return {
    id: row.id,
    kind: row.kind as ItemKind,
    clientId: row.client_id,
    name: row.name,
    version: row.version,
    sharing: row.sharing as Sharing,
    owner: { id: row.owner, name: row.owner_name },
    access: mine ? 'owner' : row.sharing === 'team-edit' ? 'edit' : 'read',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(withData ? { data: JSON.parse(row.data) as unknown } : { entries: row.entries }),
  }
}
