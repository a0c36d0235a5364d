import http from 'node:http'
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from './app-server'
import { createAuth } from './auth/auth'
import { cookieFrom, send } from './auth/testing-http'
import { createLimits } from './limits/limits'
import { createResponseCache, storeCacheBackend } from './proxy/response-cache'
import { createRedisStore, type RedisStore } from '../store/redis-store'
import { startRedisServer, type RedisServer } from '../store/testing-redis'
import { writeShells } from '../testing/built-shells'

/**
 * Issue 29, item 7: Redis as a dependency an operator can trust. While Redis is away, what needs
 * no session (files, the sign-in page, health) keeps answering and what does gets 503 with
 * Retry-After; when Redis is back (AOF on, as docs/operations.md asks), sessions and spending
 * go on where they were, and nothing asked meanwhile was spent.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const KEY = 'redis-outage-key-4242'
const PASSWORD = 'correct horse battery staple'
const TABLE = '/api/v1/data/consumer-insights?rows=q1&columns=gender'
const ASSET = '/assets/app-1a2b3c.js'

const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-outage-'))
const dist = path.join(dir, 'dist')
const usersFile = path.join(dir, 'users.json')
mkdirSync(path.join(dist, 'assets'), { recursive: true })
writeShells(dist, '<!doctype html><title>x</title><div id="root"></div>')
writeFileSync(path.join(dist, ASSET), 'console.log("app")')

/** The upstream: answers like the service, and counts its calls. */
let upstreamCalls = 0
const upstream = http.createServer((req, res) => {
  req.resume()
  upstreamCalls++
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end('{"items":[],"total_count":0}')
})

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

let redis: RedisServer
let store: RedisStore
let app: http.Server
let port = 0

beforeAll(async () => {
  const added = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/users.ts', 'add', 'ada', '--password-stdin'],
      { cwd: ROOT, env: { ...process.env, DDS_USERS_FILE: usersFile } },
    )
    child.on('error', reject)
    child.on('close', resolve)
    child.stdin.end(`${PASSWORD}\n`)
  })
  expect(added).toBe(0)
  redis = await startRedisServer({ appendOnly: true })
  store = createRedisStore(redis.url)
  const upstreamPort = await listen(upstream)
  app = createAppServer({
    distDir: dist,
    upstream: { kind: 'remote', baseUrl: `http://127.0.0.1:${upstreamPort}`, apiKey: KEY },
    auth: createAuth({ mode: 'password', store, usersFile }),
    limits: createLimits({ store, rate: 1000 }),
    cache: createResponseCache({ ttlMs: 60_000, backend: storeCacheBackend(store) }),
    readinessChecks: [{ name: 'redis', run: () => store.ping() }],
  })
  port = await listen(app)
})

afterAll(async () => {
  for (const server of [app, upstream]) {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  }
  await store?.close()
  await redis?.stop()
  rmSync(redis.dir, { recursive: true, force: true })
  rmSync(dir, { recursive: true, force: true })
})

const get = (target: string, cookie?: string, headers: Record<string, string> = {}) =>
  send(port, { path: target, headers: { ...(cookie ? { cookie } : {}), ...headers } })
const page = { accept: 'text/html,application/xhtml+xml' }
const creditsUsed = async (cookie: string) =>
  (JSON.parse((await get('/api/usage', cookie)).body) as { credits: { used: number } }).credits.used

describe('while Redis is away, and when it is back', () => {
  it('serves files, sign-in and health; 503 with Retry-After for what needs a session; then goes on', async () => {
    const signedIn = await send(port, {
      method: 'POST',
      path: '/auth/login',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        origin: `http://127.0.0.1:${port}`,
      },
      body: JSON.stringify({ username: 'ada', password: PASSWORD }),
    })
    expect(signedIn.status).toBe(200)
    const cookie = cookieFrom(signedIn, 'dds_session')!.pair
    expect((await get(`${TABLE}&year=2020`, cookie)).status).toBe(200)
    expect(await creditsUsed(cookie)).toBe(10)

    await redis.stop()
    const callsBefore = upstreamCalls
    // The plain shell: it holds nothing of the reader's, and the app in it meets the 503s below.
    const home = await get('/', cookie, page)
    expect(home.status).toBe(200)
    expect(home.body).toContain('<div id="root">')
    expect((await get(ASSET, cookie)).status).toBe(200)
    expect((await get('/sign-in?next=%2F', cookie, page)).status).toBe(200)
    expect((await get('/healthz')).status).toBe(200)
    for (const target of [`${TABLE}&year=2021`, '/api/usage']) {
      const api = await get(target, cookie)
      expect(api.status, target).toBe(503)
      expect(Number(api.headers['retry-after']), target).toBeGreaterThanOrEqual(1)
      expect(api.headers['set-cookie'], target).toBeUndefined()
      expect(JSON.parse(api.body), target).toMatchObject({
        title: 'Sign-in unavailable',
        detail: expect.stringMatching(/session store/),
      })
    }
    expect(upstreamCalls).toBe(callsBefore)
    const ready = await get('/readyz')
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toMatchObject({
      status: 'not ready',
      checks: { redis: { ok: false, error: expect.stringMatching(/^Redis at 127\.0\.0\.1:\d+/) } },
    })

    // The same Redis comes back, reading its append-only file.
    const back = await startRedisServer({
      port: Number(new URL(redis.url).port),
      dir: redis.dir,
      appendOnly: true,
    })
    redis = back
    await expect
      .poll(async () => (await get('/readyz')).status, { timeout: 10_000, interval: 250 })
      .toBe(200)
    // The session and the day's spending are where they were; nothing asked meanwhile was spent.
    expect(await creditsUsed(cookie)).toBe(10)
    expect((await get(`${TABLE}&year=2021`, cookie)).status).toBe(200)
    expect(await creditsUsed(cookie)).toBe(20)
  })
})
