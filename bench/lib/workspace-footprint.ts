/**
 * What opening the embedded store adds to a process, measured in a process of its own: resident
 * memory (after full garbage collections) before the store's modules are loaded, after the
 * seeded database is opened and migrated, and after `rounds` lists and saves through the
 * repository; and the time from loading the modules to the first answered query.
 *
 *   node --expose-gc --import tsx bench/lib/workspace-footprint.ts <data dir> <users> <rounds>
 */
export {}

const [dataDir, usersArg, roundsArg] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: workspace-footprint.ts <data dir> <users> <rounds>')
const users = Number(usersArg ?? 1000)
const rounds = Number(roundsArg ?? 500)

const collect = (globalThis as { gc?: () => void }).gc
if (!collect) throw new Error('run with --expose-gc')
const rssMb = () => {
  collect()
  collect()
  return process.memoryUsage().rss / 2 ** 20
}

const before = rssMb()
const started = performance.now()
const { openWorkspaceDatabase } = await import('../../server/workspace/database')
const { createRepository } = await import('../../server/workspace/repository')
const { savedTable } = await import('../../server/workspace/testing-items')
const { userName } = await import('./workspace-seed')
const db = await openWorkspaceDatabase({ dataDir })
const repo = createRepository(db.db)
await repo.list({ id: userName(0), name: userName(0) })
const startMs = performance.now() - started
const opened = rssMb()

for (let r = 0; r < rounds; r++) {
  const id = userName((r * 7919) % users)
  const viewer = { id, name: id }
  const [first] = await repo.list(viewer, 'saved-table')
  if (first)
    await repo.update(viewer, first.id, { version: first.version, data: savedTable(`Round ${r}`) })
}
const loaded = rssMb()
await db.close()

console.log(
  JSON.stringify({
    startMs: Math.round(startMs),
    rssBeforeMb: Math.round(before),
    addedAfterOpenMb: Math.round(opened - before),
    addedAfterLoadMb: Math.round(loaded - before),
  }),
)
