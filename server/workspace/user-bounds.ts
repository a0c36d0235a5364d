import { WORKSPACE_BOUNDS, type ItemKind } from '../../src/api/schemas/workspace'
import { KIND_WORDS } from './item-data'
import type { Db } from './item-rows'
import { kb, WorkspaceRefusal } from './refusal'

/**
 * What one user may keep: a count per kind and bytes in all (WORKSPACE_BOUNDS). Checked inside
 * the write's transaction, after the write, so what is checked is what would be committed.
 */

export async function bytesKept(q: Db, owner: string): Promise<number> {
  const [items, prefs] = await Promise.all([
    q
      .selectFrom('items')
      .select((eb) => eb.fn.sum<string | number | null>('bytes').as('total'))
      .where('owner', '=', owner)
      .executeTakeFirst(),
    q.selectFrom('preferences').select('bytes').where('user_id', '=', owner).executeTakeFirst(),
  ])
  // PostgreSQL sums into a bigint, which pg hands over as text.
  return Number(items?.total ?? 0) + (prefs?.bytes ?? 0)
}

export async function keepWithinTotal(q: Db, owner: string, limit: number): Promise<void> {
  const total = await bytesKept(q, owner)
  if (total > limit)
    throw new WorkspaceRefusal(
      413,
      'Your workspace is full',
      `This would keep ${kb(total)}; one person keeps at most ${kb(limit)}. Delete what you no longer need (large collections first), then try again.`,
    )
}

/** Over a kind's count: history drops its oldest, anything else is refused. */
export async function keepCount(q: Db, owner: string, kind: ItemKind): Promise<void> {
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
  const row = await q
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('owner', '=', owner)
    .where('kind', '=', kind)
    .executeTakeFirst()
  const count = Number(row?.n ?? 0)
  if (count > limit)
    throw new WorkspaceRefusal(
      400,
      `Too many ${KIND_WORDS[kind].many}`,
      `You keep ${Math.min(count - 1, limit)} ${KIND_WORDS[kind].many}, the most one person may keep; delete one you no longer need first.`,
    )
}

export async function countsByKind(q: Db, owner: string): Promise<Record<ItemKind, number>> {
  const rows = await q
    .selectFrom('items')
    .select(['kind', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('owner', '=', owner)
    .groupBy('kind')
    .execute()
  const counts = Object.fromEntries(
    Object.keys(WORKSPACE_BOUNDS.kinds).map((k) => [k, 0]),
  ) as Record<ItemKind, number>
  for (const row of rows) counts[row.kind as ItemKind] = Number(row.n)
  return counts
}
