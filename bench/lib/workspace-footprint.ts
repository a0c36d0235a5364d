/**
 * What the workspace adds to a process, measured in a process of its own: resident memory
 * (after full garbage collections) before its modules are loaded, after the seeded database is
 * opened and migrated, and after `rounds` lists and saves through the repository; the time from
 * loading the modules to the first answered query; and the p50/p95 of those lists and saves
 * without HTTP. Run on the embedded file and on PostgreSQL with the same data, the difference
 * is what the embedded engine itself adds (both carry Kysely, the schemas and the garbage of
 * the same work).
 *
 *   node --expose-gc --import tsx bench/lib/workspace-footprint.ts <data dir | postgres://…> <users> <rounds>
 */
export {}

const [where, usersArg, roundsArg] = process.argv.slice(2)
if (!where) throw new Error('usage: workspace-footprint.ts <data dir | url> <users> <rounds>')
const settings = where.startsWith('postgres') ? { url: where, dataDir: '' } : { dataDir: where }
const users = Number(usersArg ?? 1000)
const rounds = Number(roundsArg ?? 500)

const collect = (globalThis as { gc?: () => void }).gc
if (!collect) throw new Error('run with --expose-gc')
const rssMb = () => {
  collect()
  collect()
  return process.memoryUsage().rss / 2 ** 20
}

// What the server has loaded before it opens the store (its configuration, zod): the module
// loader (tsx) is warm then, as it is in the server, and that is not the store's to count.
await import('../../server/pipeline/config')
const before = rssMb()
const heapBefore = process.memoryUsage()
const started = performance.now()
const cpuBefore = process.cpuUsage()
const { openWorkspaceDatabase } = await import('../../server/workspace/database')
const { createRepository } = await import('../../server/workspace/repository')
const { savedTable } = await import('../../server/workspace/testing-items')
const { userName } = await import('./workspace-seed')
const db = await openWorkspaceDatabase(settings)
const repo = createRepository(db.db)
await repo.list({ id: userName(0), name: userName(0) })
const startMs = performance.now() - started
// CPU time does not grow when other work shares the machine, as the wall-clock time does.
const startCpu = process.cpuUsage(cpuBefore)
const opened = rssMb()

const lists: number[] = []
const saves: number[] = []
for (let r = 0; r < rounds; r++) {
  const id = userName((r * 7919) % users)
  const viewer = { id, name: id }
  let t = performance.now()
  const all = await repo.list(viewer)
  lists.push(performance.now() - t)
  const first = all.find((i) => i.kind === 'saved-table')
  if (!first) continue
  t = performance.now()
  await repo.update(viewer, first.id, { version: first.version, data: savedTable(`Round ${r}`) })
  saves.push(performance.now() - t)
}
const at = (values: number[], p: number) =>
  Math.round(([...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? 0) * 100) /
  100
const loaded = rssMb()
await db.close()

const mem = process.memoryUsage()
const mb = (bytes: number) => Math.round(bytes / 2 ** 20)
console.log(
  JSON.stringify({
    startMs: Math.round(startMs),
    startCpuMs: Math.round((startCpu.user + startCpu.system) / 1000),
    listP50Ms: at(lists, 0.5),
    listP95Ms: at(lists, 0.95),
    saveP50Ms: at(saves, 0.5),
    saveP95Ms: at(saves, 0.95),
    rssBeforeMb: Math.round(before),
    addedAfterOpenMb: Math.round(opened - before),
    addedAfterLoadMb: Math.round(loaded - before),
    // Of which: V8's heap in use, V8's heap reserved (young generation grown by the load's
    // garbage, which a busy server has grown anyway), and the rest (native: engine, its cache).
    heapUsedAddedMb: mb(mem.heapUsed - heapBefore.heapUsed),
    heapReservedAddedMb: mb(mem.heapTotal - heapBefore.heapTotal),
  }),
)
