import type { PreferencesData } from '../../src/api/schemas/workspace'
import type { Db, Viewer } from './item-rows'
import { WorkspaceRefusal } from './refusal'

/** A user's preferences: one small document with a version, `0` before the first save. */

export interface Preferences {
  version: number
  data: PreferencesData
  updatedAt: string | null
}

export async function readPreferences(q: Db, viewer: Viewer): Promise<Preferences> {
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

/** Saves `checked` over the preferences at `version` (0: none yet), or 409 with what they are. */
export async function writePreferences(
  q: Db,
  viewer: Viewer,
  version: number,
  checked: { data: PreferencesData; json: string; bytes: number },
  at: string,
): Promise<Preferences> {
  const current = await readPreferences(q, viewer)
  if (current.version !== version)
    throw new WorkspaceRefusal(
      409,
      'Changed since you opened them',
      `Your preferences are at version ${current.version}, and your change was made to version ${version}. Nothing was saved.`,
      current,
    )
  const values = { data: checked.json, bytes: checked.bytes, version: version + 1, updated_at: at }
  if (version === 0)
    await q
      .insertInto('preferences')
      .values({ user_id: viewer.id, ...values })
      .execute()
  else
    await q
      .updateTable('preferences')
      .set(values)
      .where('user_id', '=', viewer.id)
      .where('version', '=', version)
      .execute()
  return { version: values.version, data: checked.data, updatedAt: at }
}
