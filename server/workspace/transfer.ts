import type { Insertable } from 'kysely'
import {
  EXPORT_FORMAT,
  SHAREABLE_KINDS,
  importDocumentSchema,
  type ItemKind,
  type PreferencesData,
  type WorkspaceItem,
} from '../../src/api/schemas/workspace'
import { newItemId } from './ids'
import { checkItemData, checkPreferences, describeIssues } from './item-data'
import { selectItems, takeUser, toItem, type Db, type Viewer } from './item-rows'
import { readPreferences, writePreferences } from './preferences'
import { WorkspaceRefusal } from './refusal'
import type { ItemsTable } from './schema'
import { keepCount, keepWithinTotal } from './user-bounds'

/**
 * "Download all my data" and its way back in. Import is all or nothing, and dedupes on each
 * item's kind and clientId, so the same file (or a browser's saved work, posted again after a
 * retry) never creates anything twice.
 */

export interface ExportDocument {
  format: typeof EXPORT_FORMAT
  version: 1
  exportedAt: string
  user: { id: string; name: string }
  preferences: PreferencesData | null
  items: WorkspaceItem[]
}

export interface ImportResult {
  created: number
  unchanged: number
  preferences: 'set' | 'kept'
}

const INSERT_CHUNK = 100

export async function exportAll(q: Db, viewer: Viewer, at: string): Promise<ExportDocument> {
  const [rows, prefs] = await Promise.all([
    selectItems(q)
      .where('items.owner', '=', viewer.id)
      .orderBy('items.created_at', 'asc')
      .orderBy('items.id', 'asc')
      .execute(),
    readPreferences(q, viewer),
  ])
  return {
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: at,
    user: { id: viewer.id, name: viewer.name },
    preferences: prefs.version > 0 ? prefs.data : null,
    items: rows.map((row) => toItem(row, viewer, true)),
  }
}

/** Checks everything in `document`, then writes it in one transaction of `q`. */
export function checkImport(document: unknown) {
  const parsed = importDocumentSchema.safeParse(document)
  if (!parsed.success)
    throw new WorkspaceRefusal(
      400,
      'Not a workspace file',
      `This is not a file of "Download all my data": ${describeIssues(parsed.error.issues, 'file')} Nothing was imported.`,
    )
  const doc = parsed.data
  return {
    items: doc.items.map((item, index) => ({
      ...item,
      checked: checkItemData(item.kind, item.data, `items.${index}.data`),
    })),
    preferences:
      doc.preferences === undefined || doc.preferences === null
        ? undefined
        : checkPreferences(doc.preferences),
  }
}

export async function writeImport(
  trx: Db,
  viewer: Viewer,
  incoming: ReturnType<typeof checkImport>,
  options: { at: string; totalBytes: number },
): Promise<ImportResult> {
  const { at } = options
  await takeUser(trx, viewer, at)
  const existing = await trx
    .selectFrom('items')
    .select(['kind', 'client_id'])
    .where('owner', '=', viewer.id)
    .execute()
  const taken = new Set(existing.map((r) => `${r.kind}\n${r.client_id}`))
  const rows: Insertable<ItemsTable>[] = []
  for (const item of incoming.items) {
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
  if (incoming.preferences && (await readPreferences(trx, viewer)).version === 0) {
    await writePreferences(trx, viewer, 0, incoming.preferences, at)
    preferences = 'set'
  }
  await keepWithinTotal(trx, viewer.id, options.totalBytes)
  return { created: rows.length, unchanged: incoming.items.length - rows.length, preferences }
}
