/**
 * Slow clients: the p99 latency of a normal API call (`/api/v1/studies?q=energy`, 4 at a time)
 * through the production server while 300 other connections each trickle a POST body to the
 * research endpoint, one byte every 5 s (each is cut by the server's body limit and opened
 * again, so 300 stay open). Measured first without them, for comparison.
 *
 *   run through `npm run bench`; BENCH_SLOW_SECONDS (20) overrides how long it measures
 */
import http from 'node:http'
import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { benchTarget } from './lib/env'
import { ms, printResult } from './lib/result'
import { percentile } from './stats'

const SLOW_CONNECTIONS = 300
const TRICKLE_EVERY_MS = 5_000
const SECONDS = Number(process.env.BENCH_SLOW_SECONDS ?? 20)
const CALLERS = 4
const GOAL_MS = 1_000
const { appUrl } = benchTarget()
const app = new URL(appUrl)

/** Keeps `count` connections trickling a body until `stop` is called. */
function trickle(count: number) {
  let stopped = false
  let opened = 0
  const sockets = new Set<net.Socket>()
  const open = () => {
    if (stopped) return
    const socket = net.connect(Number(app.port), app.hostname)
    opened++
    sockets.add(socket)
    socket.on('error', () => {})
    socket.on('data', () => {})
    socket.write(
      `POST /api/v1/research-ai/ask HTTP/1.1\r\nHost: ${app.host}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
    )
    const timer = setInterval(() => socket.write(' '), TRICKLE_EVERY_MS)
    socket.once('close', () => {
      clearInterval(timer)
      sockets.delete(socket)
      open()
    })
  }
  for (let i = 0; i < count; i++) open()
  return {
    open: () => sockets.size,
    opened: () => opened,
    stop: () => {
      stopped = true
      for (const socket of sockets) socket.destroy()
    },
  }
}

/** `CALLERS` loops of GETs for `seconds`; latencies in ms, and how many failed. */
async function measure(seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CALLERS })
  const latencies: number[] = []
  let failed = 0
  const until = performance.now() + seconds * 1000
  const get = () => {
    const started = performance.now()
    return new Promise<number>((resolve) => {
      const req = http.get(
        `${appUrl}/api/v1/studies?q=energy`,
        { agent, timeout: 30_000 },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('timeout', () => req.destroy())
      req.on('error', () => resolve(0))
    }).then((status) => {
      if (status === 200) latencies.push(performance.now() - started)
      else failed++
    })
  }
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (performance.now() < until) await get()
    }),
  )
  agent.destroy()
  return { latencies, failed }
}

const summarise = (r: { latencies: number[]; failed: number }) => ({
  calls: r.latencies.length,
  failed: r.failed,
  p50Ms: Math.round(percentile(r.latencies, 0.5)),
  p99Ms: Math.round(percentile(r.latencies, 0.99)),
  maxMs: Math.round(Math.max(...r.latencies)),
})

const quiet = summarise(await measure(5))
console.log(
  `without slow clients: p50 ${quiet.p50Ms} ms, p99 ${quiet.p99Ms} ms (${quiet.calls} calls)`,
)
const slow = trickle(SLOW_CONNECTIONS)
await sleep(2_000)
const openAtStart = slow.open()
const loaded = summarise(await measure(SECONDS))
const openAtEnd = slow.open()
slow.stop()
console.log(
  `with ${openAtStart}→${openAtEnd} slow connections open (${slow.opened()} opened in all): ` +
    `p50 ${loaded.p50Ms} ms, p99 ${loaded.p99Ms} ms, max ${loaded.maxMs} ms, ${loaded.failed} failed`,
)
const pass = loaded.p99Ms < GOAL_MS && loaded.failed === 0 && openAtStart >= SLOW_CONNECTIONS * 0.9
printResult(
  'slow-clients',
  { slowConnections: SLOW_CONNECTIONS, seconds: SECONDS, openAtStart, openAtEnd, quiet, loaded },
  [
    {
      figure: `API p99 with ${SLOW_CONNECTIONS} slow-body clients (quiet p99)`,
      value: `${ms(loaded.p99Ms)} (${ms(quiet.p99Ms)}), ${loaded.failed} failed`,
      goal: `< ${ms(GOAL_MS)}, 0 failed`,
      pass,
    },
  ],
)
