/**
 * The team workspace (issue 30) on both engines: 1,000 users with 200 items each, seeded through
 * the repository, then the production server on that database (DDS_AUTH=header, so the bench
 * names each request's user from loopback) and, for each engine, 4 callers that each list a
 * random user's items of one kind, as each page lists the kind it shows (GET
 * /api/workspace/items?kind=…, the kinds in turn, collections without their data), and save the
 * first of them (PUT with its version), 2,000 of each in all. Goals: list p95 < 20 ms, save
 * p95 < 30 ms. Beside them, all 200 items of a user at once (as "Download all my data" and the
 * move to the account read them), 200 times. For the embedded store also what it adds to a process: start-up to the first
 * answered query and resident memory (bench/lib/workspace-footprint.ts). PostgreSQL is a
 * throw-away cluster (server/workspace/testing-postgres.ts).
 *
 *   run through `npm run bench` (it passes BENCH_DIST_DIR), or alone with
 *   `BENCH_DIST_DIR=dist npx tsx bench/workspace.ts`; BENCH_WORKSPACE_USERS (1000),
 *   BENCH_WORKSPACE_ITEMS (200), BENCH_WORKSPACE_OPS (2000) and BENCH_WORKSPACE_CALLERS (4) override
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startPostgresServer } from '../server/workspace/testing-postgres'
import { freePort, startServer } from './lib/processes'
import { printResult, type SummaryRow } from './lib/result'
import { itemsFor, seedWorkspace, userName } from './lib/workspace-seed'
import { percentile, round } from './stats'

const USERS = Number(process.env.BENCH_WORKSPACE_USERS ?? 1000)
const PER_USER = Number(process.env.BENCH_WORKSPACE_ITEMS ?? 200)
const OPS = Number(process.env.BENCH_WORKSPACE_OPS ?? 2000)
const CALLERS = Number(process.env.BENCH_WORKSPACE_CALLERS ?? 4)
const GOALS = { listP95Ms: 20, saveP95Ms: 30, startMs: 1000, rssMb: 60 }

const KINDS = ['saved-table', 'collection', 'audience', 'saved-search', 'research'] as const
/** What a save writes, per kind: an item of the seed's own shape, checked as the API checks it. */
const SAMPLE_DATA = Object.fromEntries(
  KINDS.map((kind) => [kind, itemsFor(0, 10).find((item) => item.kind === kind)!.data]),
) as Record<(typeof KINDS)[number], unknown>

const distDir = process.env.BENCH_DIST_DIR
if (!distDir) throw new Error('BENCH_DIST_DIR is not set: run the benchmarks with `npm run bench`')

/** CPU time (user and system) a process has used, from /proc (clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

interface Footprint {
  startMs: number
  startCpuMs: number
  listP95Ms: number
  saveP95Ms: number
  addedAfterOpenMb: number
  addedAfterLoadMb: number
}

interface Listed {
  items: { id: string; kind: string; version: number }[]
}

async function measure(env: Record<string, string>) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const t = performance.now()
  const server = await startServer({
    name: 'production server',
    script: 'server/serve.ts',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DDS_OUT_DIR: distDir!,
      DDS_AUTH: 'header',
      DDS_USER_RATE: '100000',
      DDS_LOG_LEVEL: 'warn',
      ...env,
    },
    url,
    probe: { path: '/readyz' },
  })
  const readyMs = performance.now() - t
  const cpuBefore = cpuMsOf(server.child.pid)
  const lists: number[] = []
  const saves: number[] = []
  const allLists: number[] = []
  let failed = 0
  /** What failed, by status or error, for the result. */
  const failures: Record<string, number> = {}
  const fail = (why: string) => {
    failed++
    failures[why] = (failures[why] ?? 0) + 1
  }
  let random = 12345
  const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31)
  let cpuMs: number
  try {
    const caller = async () => {
      // Stops early when the server no longer answers, rather than spinning.
      while (lists.length < OPS && failed < 50) {
        const headers = { 'x-forwarded-email': userName(next() % USERS), origin: url }
        // Each page lists the kind it shows (src/api/workspace-queries.ts): the kinds in turn.
        const kind = KINDS[lists.length % KINDS.length]!
        try {
          let start = performance.now()
          const listed = await fetch(`${url}/api/workspace/items?kind=${kind}`, { headers })
          const body = (await listed.json()) as Listed
          lists.push(performance.now() - start)
          const item = body.items?.[0]
          if (!listed.ok || !item || body.items.some((i) => i.kind !== kind)) {
            fail(`list ${listed.status}, ${body.items?.length ?? 0} items`)
            continue
          }
          start = performance.now()
          const saved = await fetch(`${url}/api/workspace/items/${item.id}`, {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ version: item.version, data: SAMPLE_DATA[kind] }),
          })
          await saved.arrayBuffer()
          saves.push(performance.now() - start)
          // 409: two callers picked one user's item at once; it counts all the same.
          if (!saved.ok && saved.status !== 409) fail(`save ${saved.status}`)
        } catch (err) {
          // A connection that failed is counted, and reported once.
          if (failed++ === 0)
            console.error(`  a request failed: ${String((err as Error).cause ?? err)}`)
        }
      }
    }
    // Every item of a user at once, as "Download all my data" and the move to the account
    // read them: reported beside the goal, not under it.
    const allCaller = async () => {
      while (allLists.length < OPS / 10 && failed < 50) {
        const headers = { 'x-forwarded-email': userName(next() % USERS), origin: url }
        const start = performance.now()
        const listed = await fetch(`${url}/api/workspace/items`, { headers })
        const body = (await listed.json()) as Listed
        allLists.push(performance.now() - start)
        if (!listed.ok || body.items?.length !== PER_USER)
          fail(`list all ${listed.status}, ${body.items?.length ?? 0} items`)
      }
    }
    await Promise.all(Array.from({ length: CALLERS }, caller))
    cpuMs = cpuMsOf(server.child.pid) - cpuBefore
    await Promise.all(Array.from({ length: CALLERS }, allCaller))
  } finally {
    await server.stop()
  }
  return {
    readyMs: Math.round(readyMs),
    // The server's CPU time per list-and-save pair: what the work costs, whatever else runs.
    cpuMsPerPair: round(cpuMs / Math.max(1, saves.length), 2),
    listP50Ms: round(percentile(lists, 0.5)),
    listP95Ms: round(percentile(lists, 0.95)),
    saveP50Ms: round(percentile(saves, 0.5)),
    saveP95Ms: round(percentile(saves, 0.95)),
    allListP95Ms: round(percentile(allLists, 0.95)),
    failed,
    failures,
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'dds-bench-ws-'))
const postgres = await startPostgresServer()
try {
  const dataDir = path.join(work, 'data')
  const pgUrl = await postgres.createDatabase()
  console.log(`  seeding ${USERS} users × ${PER_USER} items`)
  const seedS = {
    sqlite: round(await seedWorkspace({ dataDir }, USERS, PER_USER), 1),
    postgres: round(await seedWorkspace({ url: pgUrl, dataDir }, USERS, PER_USER), 1),
  }
  console.log(`  seeded in ${seedS.sqlite} s (SQLite), ${seedS.postgres} s (PostgreSQL)`)
  const sqlite = await measure({ DDS_DATA_DIR: dataDir })
  const pg = await measure({ DDS_DATABASE_URL: pgUrl })
  const footprintOf = (where: string) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--expose-gc',
          '--import',
          'tsx',
          'bench/lib/workspace-footprint.ts',
          where,
          String(USERS),
          '500',
        ],
        { encoding: 'utf8' },
      )
        .trim()
        .split('\n')
        .pop()!,
    ) as Footprint
  const footprint = { sqlite: footprintOf(dataDir), postgres: footprintOf(pgUrl) }
  const engineMb = footprint.sqlite.addedAfterLoadMb - footprint.postgres.addedAfterLoadMb

  const row = (figure: string, value: number, goal: number, unit: string): SummaryRow => ({
    figure,
    value: `${value} ${unit}`,
    goal: `< ${goal} ${unit}`,
    pass: value < goal,
  })
  const summary: SummaryRow[] = [
    row('workspace list p95, embedded (one kind)', sqlite.listP95Ms, GOALS.listP95Ms, 'ms'),
    row('workspace save p95, embedded', sqlite.saveP95Ms, GOALS.saveP95Ms, 'ms'),
    row('workspace list p95, PostgreSQL (one kind)', pg.listP95Ms, GOALS.listP95Ms, 'ms'),
    row('workspace save p95, PostgreSQL', pg.saveP95Ms, GOALS.saveP95Ms, 'ms'),
    {
      figure: 'workspace list p95, all of a user’s items, SQLite / PostgreSQL',
      value: `${sqlite.allListP95Ms} / ${pg.allListP95Ms} ms`,
      goal: '',
    },
    row('embedded store: start-up to first query', footprint.sqlite.startMs, GOALS.startMs, 'ms'),
    {
      figure:
        'embedded store start-up, CPU time; server CPU per list and save (SQLite / PostgreSQL)',
      value: `${footprint.sqlite.startCpuMs} ms; ${sqlite.cpuMsPerPair} / ${pg.cpuMsPerPair} ms`,
      goal: '',
    },
    row('embedded engine: memory added (SQLite − PostgreSQL run)', engineMb, GOALS.rssMb, 'MB'),
    {
      figure: 'workspace memory added, SQLite / PostgreSQL (after open → after 500 rounds)',
      value: `${footprint.sqlite.addedAfterOpenMb} → ${footprint.sqlite.addedAfterLoadMb} / ${footprint.postgres.addedAfterOpenMb} → ${footprint.postgres.addedAfterLoadMb} MB`,
      goal: '',
    },
    {
      figure: 'in-process list / save p95, SQLite; PostgreSQL',
      value: `${footprint.sqlite.listP95Ms} / ${footprint.sqlite.saveP95Ms}; ${footprint.postgres.listP95Ms} / ${footprint.postgres.saveP95Ms} ms`,
      goal: '',
    },
    {
      figure: 'workspace requests failed (embedded / PostgreSQL)',
      value: `${sqlite.failed} / ${pg.failed}`,
      goal: '0',
      pass: sqlite.failed + pg.failed === 0,
    },
  ]
  printResult(
    'workspace',
    { users: USERS, perUser: PER_USER, seedS, sqlite, postgres: pg, footprint },
    summary,
  )
} finally {
  await postgres.stop()
  rmSync(work, { recursive: true, force: true })
}
