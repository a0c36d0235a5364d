/**
 * List-search latency of the embedded service over its default catalogue: each request runs
 * through the whole app (auth, validation, search, paging, serialisation) in-process, so the
 * figure is the service's own cost without the network. Prints one JSON line last.
 *
 *   npx tsx bench/service-search.ts
 */
import { createService } from '../server/service/app'
import { percentile, round } from './stats'

const ROUNDS = 40
const QUERIES = [
  '/v1/studies',
  '/v1/studies?q=energy',
  '/v1/studies?q=smartphone%20market%20germany&sort=1',
  '/v1/marketInsights?q=ecommerce&platform=en-de',
  '/v1/infographics?q=streaming&date_from=2010-01-01',
  '/v1/search/statistics?q=electric%20vehicles&offset=20',
  '/v1/search/statistics?q=Umsatz%20Deutschland',
  '/v1/studies?q=smartphnoe',
  '/v1/search/market-insights/indicators?q=electric%20cars',
  '/v1/search/consumer-insights?q=streaming',
]

const started = performance.now()
const { app, startupMs } = createService()
const createMs = performance.now() - started
const headers = { 'x-api-key': 'demo-advanced' }

// Warm-up: the first calls pay for lazy compilation, not for search.
for (const path of QUERIES) await app.request(path, { headers })

const times: number[] = []
const perQuery: Record<string, number[]> = {}
// Interleaved rounds, so a burst of load on the machine spreads over every query alike.
for (let round = 0; round < ROUNDS; round++) {
  for (const path of QUERIES) {
    const t = performance.now()
    const res = await app.request(path, { headers })
    await res.arrayBuffer()
    const ms = performance.now() - t
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
    times.push(ms)
    ;(perQuery[path] ??= []).push(ms)
  }
}

const result = {
  bench: 'service-search',
  startupMs: round(startupMs, 0),
  createMs: round(createMs, 0),
  requests: times.length,
  p50Ms: round(percentile(times, 0.5)),
  p95Ms: round(percentile(times, 0.95)),
  perQuery: Object.fromEntries(
    Object.entries(perQuery).map(([path, t]) => [
      path,
      { p50Ms: round(percentile(t, 0.5)), p95Ms: round(percentile(t, 0.95)) },
    ]),
  ),
}
console.log(`service start-up ${result.startupMs} ms`)
for (const [path, r] of Object.entries(result.perQuery))
  console.log(`${path.padEnd(62)} p50 ${r.p50Ms} ms  p95 ${r.p95Ms} ms`)
console.log(`all list/search requests: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`)
console.log(JSON.stringify(result))
