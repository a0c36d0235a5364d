/**
 * Figure 6, proxy: requests per second and p99 latency at 50 connections (autocannon) through
 * the production server's proxy (`/api/v1/studies?q=energy`) versus straight to the standalone
 * service it forwards to (`/v1/studies?q=energy` with the key), interleaved direct, proxy,
 * direct, proxy… so both see the same machine. Reports medians and the ratio proxy / direct.
 *
 *   run through `npm run bench`; BENCH_PROXY_ROUNDS (3) and BENCH_PROXY_SECONDS (10) override
 */
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { benchTarget } from './lib/env'
import { ms, printResult } from './lib/result'
import { median, round } from './stats'

const ROUNDS = Number(process.env.BENCH_PROXY_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_PROXY_SECONDS ?? 10)
const CONNECTIONS = 50
const GOAL = 0.5
const PATH = '/v1/studies?q=energy'

interface Cannon {
  requests: { average: number }
  latency: { p50: number; p99: number }
  errors: number
  timeouts: number
  non2xx: number
}
interface Sample {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
}

const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js')
const run = promisify(execFile)
const { appUrl, serviceUrl, serviceKey } = benchTarget()

async function cannon(url: string, headers: string[]): Promise<Sample> {
  const { stdout } = await run(
    process.execPath,
    [cli, '-c', String(CONNECTIONS), '-d', String(SECONDS), '-j', '-n', ...headers, url],
    { maxBuffer: 16 * 1024 * 1024, timeout: (SECONDS + 30) * 1000 },
  )
  const r = JSON.parse(stdout) as Cannon
  return {
    requestsPerSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  }
}

const samples: Record<'direct' | 'proxy', Sample[]> = { direct: [], proxy: [] }
for (let round = 0; round < ROUNDS; round++) {
  samples.direct.push(await cannon(serviceUrl + PATH, ['-H', `x-api-key=${serviceKey}`]))
  samples.proxy.push(await cannon(`${appUrl}/api${PATH}`, []))
  const [d, p] = [samples.direct.at(-1)!, samples.proxy.at(-1)!]
  console.log(
    `round ${round + 1}: direct ${Math.round(d.requestsPerSecond)} req/s p99 ${d.p99Ms} ms, ` +
      `proxy ${Math.round(p.requestsPerSecond)} req/s p99 ${p.p99Ms} ms`,
  )
}

const summarise = (s: Sample[]) => ({
  requestsPerSecond: round(median(s.map((x) => x.requestsPerSecond)), 1),
  p99Ms: median(s.map((x) => x.p99Ms)),
  errors: s.reduce((total, x) => total + x.errors, 0),
})
const direct = summarise(samples.direct)
const proxy = summarise(samples.proxy)
const ratio = proxy.requestsPerSecond / direct.requestsPerSecond
printResult(
  'proxy',
  {
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    direct,
    proxy,
    ratio: round(ratio, 3),
    samples,
  },
  [
    {
      figure: 'direct to service: req/s, p99',
      value: `${Math.round(direct.requestsPerSecond)}/s, ${ms(direct.p99Ms)}`,
      goal: '',
    },
    {
      figure: 'through proxy: req/s, p99',
      value: `${Math.round(proxy.requestsPerSecond)}/s, ${ms(proxy.p99Ms)}`,
      goal: '',
    },
    {
      figure: 'proxy errors (all rounds)',
      value: String(proxy.errors + direct.errors),
      goal: '0',
      pass: proxy.errors + direct.errors === 0,
    },
    {
      figure: 'proxy / direct throughput',
      value: ratio.toFixed(2),
      goal: `≥ ${GOAL}`,
      pass: ratio >= GOAL,
    },
  ],
)
