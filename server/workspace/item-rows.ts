import type { Kysely, Selectable, Transaction } from 'kysely'
import type { ItemKind, Sharing, WorkspaceItem } from '../../src/api/schemas/workspace'
import { KIND_WORDS } from './item-data'
import { notFound, WorkspaceRefusal } from './refusal'
import type { ItemsTable, WorkspaceTables } from './schema'

/** The rows behind items, and the rules of who may see and change one. */

export interface Viewer {
  /** The identity's user id (`local` in none mode). */
  id: string
  /** What colleagues see as the owner's name. */
  name: string
}

export type Db = Kysely<WorkspaceTables> | Transaction<WorkspaceTables>
export type ItemRow = Selectable<ItemsTable> & { owner_name: string }

/** Items with their owner's name. */
export const selectItems = (q: Db) =>
  q
    .selectFrom('items')
    .innerJoin('users', 'users.id', 'items.owner')
    .selectAll('items')
    .select('users.name as owner_name')

/** The viewer's row, made or renamed; in PostgreSQL it stays locked until commit. */
export const takeUser = (q: Db, viewer: Viewer, at: string) =>
  q
    .insertInto('users')
    .values({ id: viewer.id, name: viewer.name, created_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: viewer.name }))
    .execute()

/** An item the viewer may see (their own, or shared with the team), or 404. */
export async function visibleItem(q: Db, viewer: Viewer, id: string): Promise<ItemRow> {
  const row = await selectItems(q)
    .where('items.id', '=', id)
    .where((eb) => eb.or([eb('items.owner', '=', viewer.id), eb('items.sharing', '!=', 'private')]))
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}

const words = (row: ItemRow) => KIND_WORDS[row.kind as ItemKind].one

export function ownerOnly(row: ItemRow, viewer: Viewer, what: string): void {
  if (row.owner !== viewer.id)
    throw new WorkspaceRefusal(
      403,
      'Only its owner can do that',
      `${row.owner_name} shared this ${words(row)} with the team; only they can ${what}.`,
    )
}

export function mayEdit(row: ItemRow, viewer: Viewer): void {
  if (row.owner !== viewer.id && row.sharing !== 'team-edit')
    throw new WorkspaceRefusal(
      403,
      'Shared for reading only',
      `${row.owner_name} shared this ${words(row)} for reading; ask them to share it for editing, or save a copy of your own.`,
    )
}

/** 409, with the item as it is now. */
export const stale = (row: ItemRow, viewer: Viewer, version: number) =>
  new WorkspaceRefusal(
    409,
    'Changed since you opened it',
    `This ${words(row)} is at version ${row.version}, and your change was made to version ${version}. Nothing was saved: look at it as it is now, then make your change again.`,
    toItem(row, viewer, true),
  )

/** Kinds whose lists leave `data` out: a collection may be a megabyte. */
const LISTED_WITHOUT_DATA: readonly string[] = ['collection']

/** An item as a list shows it. */
export const listedItem = (row: ItemRow, viewer: Viewer) =>
  toItem(row, viewer, !LISTED_WITHOUT_DATA.includes(row.kind))

export function toItem(row: ItemRow, viewer: Viewer, withData: boolean): WorkspaceItem {
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
