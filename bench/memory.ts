/**
 * Memory under search load: the production server with the embedded service in-process
 * (DDS_BASE_URL empty), 100,000 searches of random words through its /api proxy across the six
 * search endpoints, and the server's resident memory (VmRSS) before and after. Almost every word
 * is new, so any cache keyed by what users type shows up as growth that never comes back.
 *
 * Both readings follow a full garbage collection in the server (bench/lib/gc-on-signal.ts), so
 * the figure is memory retained, not garbage V8 has not collected yet; the readings without one
 * are reported too. Resident memory still varies by ±20 MB from run to run (the C heap and V8's
 * page pool give memory back when they choose), more than a cache that keeps every query word
 * adds in 100,000 searches (about 20 MB), so the heap in use after the collection has a goal of
 * its own: the service's bounded caches hold about 3 MB when full.
 *
 * The proxy's response cache is set to 1 MB: it is bounded by its own setting
 * (DDS_CACHE_MAX_MB, 64 MB by default) and would otherwise fill to it with these answers, which
 * is its design, not growth; at 1 MB it still evicts on nearly every search, so its bound is
 * exercised all the same.
 *
 *   run through `npm run bench` (it passes BENCH_DIST_DIR, a built app); BENCH_MEMORY_SEARCHES
 *   (100000), BENCH_MEMORY_CONCURRENCY (24), BENCH_MEMORY_SECONDS (300, after which it stops
 *   sending) and BENCH_MEMORY_RESPONSE_CACHE_MB (1; empty for the server's default) override
 */
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { collectGarbage, gcPreloadOptions, type HeapFigures } from './lib/gc-on-signal'
import { freePort, startServer } from './lib/processes'
import { printResult } from './lib/result'
import { round } from './stats'

const SEARCHES = Number(process.env.BENCH_MEMORY_SEARCHES ?? 100_000)
const CONCURRENCY = Number(process.env.BENCH_MEMORY_CONCURRENCY ?? 24)
const TIME_LIMIT_S = Number(process.env.BENCH_MEMORY_SECONDS ?? 300)
const RESPONSE_CACHE_MB = process.env.BENCH_MEMORY_RESPONSE_CACHE_MB ?? '1'
const GOAL_MB = 50
// Bounded caches full (about 3 MB in the service, 1 MB of answers) with room for noise; a cache
// keeping every query word grew the heap by 20 MB in this run before it was bounded.
const HEAP_GOAL_MB = 10
// Idle time before each reading, so requests and timers of the load have ended.
const SETTLE_MS = 5000

const SEARCH_PATHS = [
  '/api/v1/studies?q=',
  '/api/v1/marketInsights?q=',
  '/api/v1/infographics?q=',
  '/api/v1/search/statistics?q=',
  '/api/v1/search/consumer-insights?q=',
  '/api/v1/search/market-insights/indicators?q=',
]

const distDir = process.env.BENCH_DIST_DIR
if (!distDir) throw new Error('BENCH_DIST_DIR is not set: run the benchmarks with `npm run bench`')

/** Seeded (mulberry32), so every run sends the same words and runs compare. */
function randomSource(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
const random = randomSource(15)
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
const word = () =>
  Array.from({ length: between(3, 12) }, () => String.fromCharCode(97 + between(0, 25))).join('')
/** One to three random words of 3 to 12 letters. */
const query = () => Array.from({ length: between(1, 3) }, word).join(' ')

/** Resident set size of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]
  if (kb === undefined) throw new Error(`no VmRSS in /proc/${pid}/status`)
  return Number(kb) / 1024
}

const port = await freePort()
const url = `http://127.0.0.1:${port}`
console.log(`starting the production server with the embedded service on ${url}`)
const server = await startServer({
  name: 'production server (embedded service)',
  script: 'server/serve.ts',
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DDS_OUT_DIR: distDir,
    DDS_BASE_URL: '',
    DDS_FIRST_VIEW: '0',
    DDS_CACHE_MAX_MB: RESPONSE_CACHE_MB,
    // One address sending 100,000 searches in a minute or two is far over a user's allowances
    // (10 a second, 1,000 credits a day); lifted, so every search reaches the service.
    DDS_USER_RATE: '100000',
    DDS_USER_DAILY_CREDITS: '100000000',
    DDS_USER_DAILY_CALLS: '100000000',
    DDS_DAILY_CREDITS: '1000000000',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${gcPreloadOptions()}`.trim(),
  },
  url,
  probe: { path: '/api/v1/studies?q=energy' },
})
process.once('SIGINT', () => void server.stop().then(() => process.exit(130)))

interface Reading {
  /** Resident memory as the load left it. */
  idleMb: number
  /** Resident memory after a full collection. */
  collectedMb: number
  heap: HeapFigures
}

try {
  const pid = server.child.pid
  if (pid === undefined) throw new Error('the server has no process id')
  const read = async (): Promise<Reading> => {
    await sleep(SETTLE_MS)
    const idleMb = rssMb(pid)
    const heap = await collectGarbage(server.child)
    // V8 hands the pages it freed back to the OS from a background thread.
    await sleep(1000)
    return { idleMb, collectedMb: rssMb(pid), heap }
  }
  const describe = (r: Reading) =>
    `${r.collectedMb.toFixed(0)} MB after a full collection (heap in use ${r.heap.heapUsedMb} MB), ` +
    `${r.idleMb.toFixed(0)} MB before it`

  let errors = 0
  let firstError = ''
  async function search(path: string): Promise<void> {
    try {
      const res = await fetch(url + path + encodeURIComponent(query()))
      await res.arrayBuffer()
      if (res.status !== 200) {
        errors++
        firstError ||= `${path}: ${res.status}`
      }
    } catch (err) {
      errors++
      firstError ||= `${path}: ${(err as Error).message}`
    }
  }

  // Warm-up, so lazily built state (compiled code, first-call paths) counts in the baseline.
  for (let round = 0; round < 5; round++) await Promise.all(SEARCH_PATHS.map(search))
  const before = await read()
  console.log(`resident memory after start-up and warm-up: ${describe(before)}`)

  let sent = 0
  const started = performance.now()
  const deadline = started + TIME_LIMIT_S * 1000
  let nextReport = started + 30_000
  const worker = async (): Promise<void> => {
    while (sent < SEARCHES && performance.now() < deadline) {
      const path = SEARCH_PATHS[sent % SEARCH_PATHS.length] as string
      sent++
      await search(path)
      if (performance.now() >= nextReport) {
        nextReport += 30_000
        console.log(`  ${sent} searches, ${rssMb(pid).toFixed(0)} MB`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  const endOfLoadMb = rssMb(pid)
  const after = await read()
  const growth = after.collectedMb - before.collectedMb
  const heapGrowth = after.heap.heapUsedMb - before.heap.heapUsedMb
  const perSecond = sent / seconds
  const complete = sent >= SEARCHES
  console.log(
    `${sent} searches in ${seconds.toFixed(0)} s (${perSecond.toFixed(0)}/s, ${CONCURRENCY} in flight), ` +
      `${errors} errors${firstError ? ` (first: ${firstError})` : ''}; ` +
      `${endOfLoadMb.toFixed(0)} MB resident as the load ended`,
  )
  console.log(`resident memory afterwards: ${describe(after)}`)
  const change = (from: number, to: number) =>
    `${to >= from ? '+' : '−'}${Math.abs(to - from).toFixed(0)} MB (${from.toFixed(0)} → ${to.toFixed(0)} MB)`
  printResult(
    'memory',
    {
      searches: sent,
      concurrency: CONCURRENCY,
      seconds: round(seconds, 1),
      searchesPerSecond: round(perSecond, 1),
      errors,
      firstError,
      responseCacheMb: RESPONSE_CACHE_MB || 'server default',
      before,
      endOfLoadMb: round(endOfLoadMb, 1),
      after,
    },
    [
      {
        figure: `memory after ${SEARCHES.toLocaleString('en')} random-word searches`,
        value:
          change(before.collectedMb, after.collectedMb) +
          (complete ? '' : `, only ${sent.toLocaleString('en')} sent in ${TIME_LIMIT_S} s`),
        goal: `≤ +${GOAL_MB} MB`,
        pass: complete && growth <= GOAL_MB,
      },
      {
        figure: '  heap in use after a full collection',
        value: change(before.heap.heapUsedMb, after.heap.heapUsedMb),
        goal: `≤ +${HEAP_GOAL_MB} MB`,
        pass: complete && heapGrowth <= HEAP_GOAL_MB,
      },
      {
        figure: '  resident memory without a forced collection',
        value: change(before.idleMb, after.idleMb),
        goal: '',
      },
      {
        figure: 'random-word searches through the proxy (embedded service)',
        value: `${Math.round(perSecond)}/s, ${errors} errors`,
        goal: '0 errors',
        pass: errors === 0,
      },
    ],
  )
} finally {
  await server.stop()
}
