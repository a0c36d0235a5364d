import { EXPORT_FORMAT } from '../../src/api/schemas/workspace'
import { openWorkspaceDatabase, type DatabaseSettings } from '../../server/workspace/database'
import { createRepository } from '../../server/workspace/repository'
import {
  audience,
  collection,
  research,
  savedSearch,
  savedTable,
} from '../../server/workspace/testing-items'

/**
 * The workspace benchmark's data: `users` users with `perUser` items each, a mix of every kind
 * (a fifth saved tables, a tenth collections of two entries with their answers, the rest
 * audiences, saved searches and research questions), written through the repository's import
 * so each item is checked as the API checks it.
 */
export const userName = (n: number) => `user${n}@bench.example`

export function itemsFor(n: number, perUser: number) {
  return Array.from({ length: perUser }, (_, i) => {
    const slot = i % 10
    const clientId = `u${n}-i${i}`
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()
    if (slot < 2)
      return { kind: 'saved-table', clientId, createdAt: at, data: savedTable(`Table ${i}`) }
    if (slot === 2)
      return { kind: 'collection', clientId, createdAt: at, data: collection(`Report ${i}`, 2) }
    if (slot < 5) return { kind: 'audience', clientId, createdAt: at, data: audience(`Aud ${i}`) }
    if (slot < 8)
      return { kind: 'saved-search', clientId, createdAt: at, data: savedSearch(`Search ${i}`) }
    return { kind: 'research', clientId, createdAt: at, data: research(clientId, `Question ${i}?`) }
  })
}

export async function seedWorkspace(
  settings: DatabaseSettings,
  users: number,
  perUser: number,
): Promise<number> {
  const started = performance.now()
  const db = await openWorkspaceDatabase(settings)
  try {
    const repo = createRepository(db.db)
    // Four users at a time: PostgreSQL takes them on four connections; SQLite one by one.
    let next = 0
    const seedNext = async (): Promise<void> => {
      for (let n = next++; n < users; n = next++) {
        const viewer = { id: userName(n), name: userName(n) }
        await repo.importAll(viewer, {
          format: EXPORT_FORMAT,
          version: 1,
          items: itemsFor(n, perUser),
        })
      }
    }
    await Promise.all(Array.from({ length: 4 }, seedNext))
  } finally {
    await db.close()
  }
  return (performance.now() - started) / 1000
}
