/**
 * Team proxy: the production server as a team runs it — password sign-in, per-user and team
 * limits on, the response cache on (its default TTL) — against the standalone service it
 * forwards to. Requests per second and latency at 50 connections (autocannon), interleaved
 * direct, misses, hits… so all three see the same machine:
 *
 * - direct: `/v1/studies?q=energy` straight to the service, with the key;
 * - misses: `/api/v1/studies?q=energy+x<unique>` through the server with the session cookie;
 *   the extra word makes every request's cache key distinct (the proxy forwards only the
 *   parameters an endpoint defines, so the search text is what varies), so each one passes the
 *   session, the limits (rate, credits reserved) and a cache miss before it goes upstream;
 * - hits: `/api/v1/studies?q=energy` through the server with the cookie, answered by the cache.
 *
 * All three send `Accept-Encoding` as the app's browsers do: the service then answers gzip, and
 * the cache (which asks the service for gzip) keeps and passes that on as it came. A client that
 * takes no encoding (a script, curl without --compressed) costs more through the cache: the
 * service still compresses each miss and the server unpacks every answer again; direct and
 * misses without the header are measured too, for that figure.
 *
 * It starts its own production server (limits set high enough that they count but never refuse)
 * and makes its one user with the `npm run users` command, then signs in through
 * `POST /auth/login` as the sign-in page does. Reports medians, and the ratios to direct.
 *
 *   run through `npm run bench`; BENCH_PROXY_ROUNDS (3), BENCH_PROXY_SECONDS (10) and
 *   BENCH_TEAM_LOG_LEVEL (the server's default, info: one access-log line a request) override
 */
import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { benchTarget } from './lib/env'
import { freePort, startServer } from './lib/processes'
import { ms, printResult } from './lib/result'
import { median, round } from './stats'

const ROUNDS = Number(process.env.BENCH_PROXY_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_PROXY_SECONDS ?? 10)
const LOG_LEVEL = process.env.BENCH_TEAM_LOG_LEVEL ?? ''
const CONNECTIONS = 50
const MISS_GOAL = 0.8
const HIT_GOAL = 1
const PATH = '/v1/studies?q=energy'
/** What the app's browsers send: the service answers gzip, which the cache keeps and passes on. */
const BROWSER = ['-H', 'accept-encoding=gzip, deflate, br']
const USER = 'bench'
const PASSWORD = 'bench-password-not-secret'

interface Cannon {
  requests: { average: number }
  '2xx': number
  latency: { p50: number; p99: number }
  errors: number
  timeouts: number
  non2xx: number
}
interface Sample {
  /** Successful answers (counted whole, unlike requests.total, which omits the last part-second). */
  answered: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
}
type Kind = 'direct' | 'misses' | 'hits' | 'directPlain' | 'missesPlain'

const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js')
const run = promisify(execFile)
const { serviceUrl, serviceKey, distDir } = benchTarget()

async function cannon(url: string, args: string[]): Promise<Sample> {
  const { stdout } = await run(
    process.execPath,
    [cli, '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-n', ...args, url],
    { maxBuffer: 16 * 1024 * 1024, timeout: (SECONDS + 30) * 1000 },
  )
  const r = JSON.parse(stdout) as Cannon
  return {
    answered: r['2xx'],
    requestsPerSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-bench-team-'))
const usersFile = path.join(dir, 'users.json')
execFileSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/users.ts', 'add', USER, '--password-stdin'],
  {
    env: { ...process.env, DDS_USERS_FILE: usersFile },
    input: `${PASSWORD}\n`,
    stdio: ['pipe', 'ignore', 'inherit'],
  },
)

const port = await freePort()
const appUrl = `http://127.0.0.1:${port}`
console.log(`starting the production server with sign-in, limits and cache on ${appUrl}`)
const server = await startServer({
  name: 'production server (team settings)',
  script: 'server/serve.ts',
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DDS_OUT_DIR: distDir,
    DDS_BASE_URL: serviceUrl,
    DDS_API_KEY: serviceKey,
    DDS_AUTH: 'password',
    DDS_USERS_FILE: usersFile,
    // On, and counted on every request, but high enough that one user at full speed for the
    // whole run is never refused.
    DDS_USER_RATE: '100000',
    DDS_USER_DAILY_CREDITS: '100000000',
    DDS_USER_DAILY_CALLS: '100000000',
    DDS_DAILY_CREDITS: '1000000000',
    // Cache on with its default TTL (600 s) and size.
    DDS_CACHE_TTL_S: '',
    DDS_CACHE_MAX_MB: '',
    DDS_REDIS_URL: '',
    DDS_LOG_LEVEL: LOG_LEVEL,
  },
  url: appUrl,
  probe: { path: '/healthz' },
})
process.once('SIGINT', () => void server.stop().then(() => process.exit(130)))

try {
  // Signed out, the API is closed.
  const signedOut = await fetch(`${appUrl}/api${PATH}`)
  await signedOut.arrayBuffer()
  if (signedOut.status !== 401)
    throw new Error(`/api without a session answered ${signedOut.status}, not 401`)

  const login = await fetch(`${appUrl}/auth/login`, {
    method: 'POST',
    headers: { origin: appUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: USER, password: PASSWORD, next: '/' }).toString(),
    redirect: 'manual',
  })
  await login.arrayBuffer()
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('dds_session='))
  if (!cookie) throw new Error(`sign-in answered ${login.status} without a session cookie`)

  /** One request through the server with the session: its status and x-cache. */
  const probe = async (query: string) => {
    const res = await fetch(`${appUrl}/api/v1/studies${query}`, { headers: { cookie } })
    await res.arrayBuffer()
    return `${res.status} ${res.headers.get('x-cache') ?? '-'}`
  }
  // Another word is a distinct key each time; the plain query is a miss once, then a hit.
  const checks = [
    ['?q=energy+xcheck1', '200 miss'],
    ['?q=energy+xcheck2', '200 miss'],
    ['?q=energy', '200 miss'],
    ['?q=energy', '200 hit'],
  ] as const
  for (const [query, expected] of checks) {
    const got = await probe(query)
    if (got !== expected) throw new Error(`${query} answered "${got}", not "${expected}"`)
  }

  const withCookie = ['-H', `cookie=${cookie}`]
  // Not at the end of the address: autocannon's argument parser reads a trailing `]` as the end
  // of a sub-argument group.
  const missUrl = `${appUrl}/api/v1/studies?q=energy+x[<id>]&size=10`
  const RUNS: Record<Kind, { url: string; args: string[] }> = {
    direct: { url: serviceUrl + PATH, args: ['-H', `x-api-key=${serviceKey}`, ...BROWSER] },
    misses: { url: missUrl, args: ['--idReplacement', ...withCookie, ...BROWSER] },
    hits: { url: `${appUrl}/api${PATH}`, args: [...withCookie, ...BROWSER] },
    directPlain: { url: serviceUrl + PATH, args: ['-H', `x-api-key=${serviceKey}`] },
    missesPlain: { url: missUrl, args: ['--idReplacement', ...withCookie] },
  }
  const kinds = Object.keys(RUNS) as Kind[]
  const samples = Object.fromEntries(kinds.map((k) => [k, [] as Sample[]])) as Record<
    Kind,
    Sample[]
  >
  for (let r = 0; r < ROUNDS; r++) {
    for (const kind of kinds) samples[kind].push(await cannon(RUNS[kind].url, RUNS[kind].args))
    const line = (kind: Kind) => {
      const s = samples[kind].at(-1)!
      return `${kind} ${Math.round(s.requestsPerSecond)} req/s p50 ${s.p50Ms} ms p99 ${s.p99Ms} ms${s.errors ? ` (${s.errors} errors)` : ''}`
    }
    console.log(`round ${r + 1}: ${kinds.map(line).join(', ')}`)
  }

  // Every miss is paid (1 credit a statistics search) and every hit is free, so today's credits
  // tell whether the misses were misses and the hits hits: the misses answered 200, plus the
  // three checks above, plus what was in flight when a run stopped (paid, not counted; about one
  // a connection, twice that allowed). A charged hit would show: there are several times more.
  const usageRes = await fetch(`${appUrl}/api/usage`, { headers: { cookie } })
  const usage = (await usageRes.json()) as { credits?: { used?: number } }
  const creditsSpent = usage.credits?.used ?? Number.NaN
  const missRequests = [...samples.misses, ...samples.missesPlain].reduce(
    (total, x) => total + x.answered,
    0,
  )
  const creditsExpected = {
    min: missRequests,
    max: missRequests + 3 + 2 * 2 * ROUNDS * CONNECTIONS,
  }
  const creditsAsExpected =
    creditsSpent >= creditsExpected.min && creditsSpent <= creditsExpected.max
  console.log(
    `credits spent today: ${creditsSpent} for ${missRequests} miss requests ` +
      `(${samples.hits.reduce((total, x) => total + x.answered, 0)} hit requests)`,
  )

  const summarise = (s: Sample[]) => ({
    requestsPerSecond: round(median(s.map((x) => x.requestsPerSecond)), 1),
    p50Ms: median(s.map((x) => x.p50Ms)),
    p99Ms: median(s.map((x) => x.p99Ms)),
    errors: s.reduce((total, x) => total + x.errors, 0),
  })
  const direct = summarise(samples.direct)
  const misses = summarise(samples.misses)
  const hits = summarise(samples.hits)
  const directPlain = summarise(samples.directPlain)
  const missesPlain = summarise(samples.missesPlain)
  const plainRatio = missesPlain.requestsPerSecond / directPlain.requestsPerSecond
  const missRatio = misses.requestsPerSecond / direct.requestsPerSecond
  const hitRatio = hits.requestsPerSecond / direct.requestsPerSecond
  const errors = [direct, misses, hits, directPlain, missesPlain].reduce(
    (total, x) => total + x.errors,
    0,
  )
  const figures = (s: ReturnType<typeof summarise>) =>
    `${Math.round(s.requestsPerSecond)}/s, p50 ${ms(s.p50Ms)}, p99 ${ms(s.p99Ms)}`
  printResult(
    'team-proxy',
    {
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      logLevel: LOG_LEVEL || 'server default (info)',
      direct,
      misses,
      hits,
      directPlain,
      missesPlain,
      creditsSpent,
      missRequests,
      missRatio: round(missRatio, 3),
      hitRatio: round(hitRatio, 3),
      plainRatio: round(plainRatio, 3),
      samples,
    },
    [
      { figure: 'team server: direct to service', value: figures(direct), goal: '' },
      { figure: '  signed in, limits, cache misses', value: figures(misses), goal: '' },
      { figure: '  signed in, limits, cache hits', value: figures(hits), goal: '' },
      {
        figure: '  misses / direct throughput',
        value: missRatio.toFixed(2),
        goal: `≥ ${MISS_GOAL}`,
        pass: missRatio >= MISS_GOAL,
      },
      {
        figure: '  hits / direct throughput',
        value: hitRatio.toFixed(2),
        goal: `> ${HIT_GOAL}`,
        pass: hitRatio > HIT_GOAL,
      },
      { figure: '  cache hit p50 latency', value: ms(hits.p50Ms), goal: '' },
      {
        figure: '  no Accept-Encoding: direct, misses',
        value: `${figures(directPlain)}; ${figures(missesPlain)}`,
        goal: '',
      },
      { figure: '  no Accept-Encoding: misses / direct', value: plainRatio.toFixed(2), goal: '' },
      {
        figure: '  credits spent / miss requests (misses paid, hits free)',
        value: `${creditsSpent} / ${missRequests}`,
        goal: 'equal (+ in flight)',
        pass: creditsAsExpected,
      },
      {
        figure: '  errors and non-2xx (all rounds)',
        value: String(errors),
        goal: '0',
        pass: errors === 0,
      },
    ],
  )
} finally {
  await server.stop()
  rmSync(dir, { recursive: true, force: true })
}
