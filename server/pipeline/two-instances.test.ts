import { spawn } from 'node:child_process'
import http from 'node:http'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from './app-server'
import { createAuth } from './auth/auth'
import { cookieFrom, send, type TestResponse } from './auth/testing-http'
import { readAccounts, writeAccounts } from './auth/users-file'
import { createLimits } from './limits/limits'
import { createResponseCache, storeCacheBackend } from './proxy/response-cache'
import { createRedisStore, type RedisStore } from '../store/redis-store'
import { startRedisServer, type RedisServer } from '../store/testing-redis'
import { writeShells } from '../testing/built-shells'

/**
 * Issue 14, item 5: two server instances sharing one real Redis act as one. A session made on
 * one works on the other, an allowance spent on one is spent on both, and an answer one of them
 * paid for is a cache hit on the other, with no second upstream call.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const KEY = 'two-instances-key-4242'
const PASSWORD = 'correct horse battery staple'
const TABLE = '/api/v1/data/consumer-insights?rows=q1&columns=gender'

const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-two-'))
const dist = path.join(dir, 'dist')
const usersFile = path.join(dir, 'users.json')
mkdirSync(dist)
writeShells(dist, '<!doctype html><title>x</title><div id="root"></div>')

/** The test upstream both instances call: answers like the service, counts `METHOD /path`. */
const calls = new Map<string, number>()
const called = (what: string) => calls.get(what) ?? 0
const upstream = http.createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    const what = `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`
    calls.set(what, called(what) + 1)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ items: [], total_count: 0, call: called(what) }))
  })
})

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

function usersCommand(args: string[], input = '') {
  return new Promise<{ code: number | null; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/users.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DDS_USERS_FILE: usersFile },
    })
    let err = ''
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, err }))
    child.stdin.end(input)
  })
}

interface Instance {
  port: number
  origin: string
  store: RedisStore
  server: http.Server
  get(target: string, cookie?: string): Promise<TestResponse>
  /** Signs in through the form (303); the session cookie. */
  signIn(user: string, password?: string): Promise<string>
}

/** One instance as serve.ts builds it with DDS_REDIS_URL and DDS_AUTH=password. */
async function startInstance(redisUrl: string): Promise<Instance> {
  const store = createRedisStore(redisUrl)
  const server = createAppServer({
    distDir: dist,
    upstream: { kind: 'remote', baseUrl: upstreamBase, apiKey: KEY },
    auth: createAuth({ mode: 'password', store, usersFile }),
    limits: createLimits({ store, rate: 1000, userDailyCredits: 20 }),
    cache: createResponseCache({ ttlMs: 60_000, backend: storeCacheBackend(store) }),
    readinessChecks: [{ name: 'redis', run: () => store.ping() }],
  })
  const port = await listen(server)
  const origin = `http://127.0.0.1:${port}`
  return {
    port,
    origin,
    store,
    server,
    get: (target, cookie) => send(port, { path: target, headers: cookie ? { cookie } : {} }),
    async signIn(user, password = PASSWORD) {
      const res = await send(port, {
        method: 'POST',
        path: '/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({ username: user, password }).toString(),
      })
      expect(res.status).toBe(303)
      return cookieFrom(res, 'dds_session')!.pair
    },
  }
}

let redis: RedisServer | undefined
let upstreamBase = ''
let a: Instance
let b: Instance

beforeAll(async () => {
  const [server, port, alice] = await Promise.all([
    startRedisServer(),
    listen(upstream),
    usersCommand(['add', 'alice', '--password-stdin'], `${PASSWORD}\n`),
  ])
  redis = server
  upstreamBase = `http://127.0.0.1:${port}`
  expect(alice.code, alice.err).toBe(0)
  const bob = await usersCommand(['add', 'bob', '--password-stdin'], `${PASSWORD}\n`)
  expect(bob.code, bob.err).toBe(0)
  ;[a, b] = await Promise.all([startInstance(redis.url), startInstance(redis.url)])
})

afterAll(async () => {
  for (const server of [a?.server, b?.server, upstream]) {
    if (!server) continue
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  await Promise.all([a?.store.close(), b?.store.close()])
  await redis?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('two instances sharing one Redis', () => {
  it('both are ready with Redis behind them', async () => {
    for (const instance of [a, b]) {
      const res = await instance.get('/readyz')
      expect(res.status).toBe(200)
      expect(JSON.parse(res.body)).toMatchObject({ checks: { redis: { ok: true } } })
    }
  })

  it('a session made on A works on B, and signing out on B ends it on A', async () => {
    expect((await b.get('/api/v1/studies?q=session')).status).toBe(401)
    const cookie = await a.signIn('alice')
    const me = await b.get('/auth/me', cookie)
    expect(me.status).toBe(200)
    expect(JSON.parse(me.body)).toMatchObject({ user: 'alice', signedIn: true })
    expect((await b.get('/api/v1/studies?q=session', cookie)).status).toBe(200)

    const out = await send(b.port, {
      method: 'POST',
      path: '/auth/logout',
      headers: { cookie, origin: b.origin, accept: 'application/json' },
    })
    expect(out.status).toBe(204)
    expect((await a.get('/api/v1/studies?q=session', cookie)).status).toBe(401)
  })

  it('a password change ends the account’s sessions on both instances: the old cookie gets 401', async () => {
    const added = await usersCommand(['add', 'carol', '--password-stdin'], `${PASSWORD}\n`)
    expect(added.code, added.err).toBe(0)
    const onA = await a.signIn('carol')
    const onB = await b.signIn('carol')
    expect((await b.get('/api/usage', onA)).status).toBe(200)
    expect((await a.get('/api/usage', onB)).status).toBe(200)

    const changed = await usersCommand(
      ['add', 'carol', '--password-stdin'],
      'a new password for carol\n',
    )
    expect(changed.code, changed.err).toBe(0)
    // Each instance reads the accounts file again at most once a second.
    for (const [instance, cookie] of [
      [a, onA],
      [a, onB],
      [b, onA],
      [b, onB],
    ] as const)
      await expect
        .poll(async () => (await instance.get('/api/usage', cookie)).status, { timeout: 5_000 })
        .toBe(401)
    // The new password signs in as before.
    const renewed = await a.signIn('carol', 'a new password for carol')
    expect((await b.get('/api/usage', renewed)).status).toBe(200)
  })

  it('a session opened on A just after a password change holds on B at once', async () => {
    // Two accounts; the second only lends its password's hash, so the change below is one quick
    // write of the file instead of a command that takes longer than B's second.
    for (const [name, password] of [
      ['dana', PASSWORD],
      ['dana-next', 'dana changed it'],
    ] as const)
      expect((await usersCommand(['add', name, '--password-stdin'], `${password}\n`)).code).toBe(0)
    // B reads the accounts file now, so it does not look at it again within the next second.
    expect((await b.get('/api/usage', await b.signIn('dana'))).status).toBe(200)
    const accounts = await readAccounts(usersFile)
    accounts.set('dana', { ...accounts.get('dana')!, hash: accounts.get('dana-next')!.hash })
    await writeAccounts(usersFile, accounts)
    const fresh = await a.signIn('dana', 'dana changed it')
    expect((await b.get('/api/usage', fresh)).status).toBe(200)
    // Nor did B end it: A still knows it.
    expect((await a.get('/api/usage', fresh)).status).toBe(200)
  })

  it('an allowance spent on A is spent on B: two 10-credit tables on A, the third on B is 429', async () => {
    const onA = await a.signIn('bob')
    const onB = await b.signIn('bob')
    const before = called('GET /v1/data/consumer-insights')
    for (const year of [2001, 2002]) {
      const res = await a.get(`${TABLE}&year=${year}`, onA)
      expect(res.status).toBe(200)
      expect(res.headers['x-cache']).toBe('miss')
    }
    const third = await b.get(`${TABLE}&year=2003`, onB)
    expect(third.status).toBe(429)
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(JSON.parse(third.body)).toMatchObject({
      title: 'Daily credits used up',
      limit: 20,
      used: 20,
    })
    expect(called('GET /v1/data/consumer-insights')).toBe(before + 2)
    for (const [instance, cookie] of [
      [a, onA],
      [b, onB],
    ] as const) {
      const usage = JSON.parse((await instance.get('/api/usage', cookie)).body) as {
        credits: { used: number; limit: number }
      }
      expect(usage.credits).toEqual({ used: 20, limit: 20 })
    }
  })

  it('a response cached by A is a hit on B, with no second upstream call and no credits spent', async () => {
    const onA = await a.signIn('alice')
    const onB = await b.signIn('alice')
    const before = called('GET /v1/studies')
    const first = await a.get('/api/v1/studies?q=cars&page=2', onA)
    expect(first.status).toBe(200)
    expect(first.headers['x-cache']).toBe('miss')
    expect(called('GET /v1/studies')).toBe(before + 1)
    const usedBefore = (
      JSON.parse((await b.get('/api/usage', onB)).body) as { credits: { used: number } }
    ).credits.used
    // The same query, parameters in another order and a default made explicit.
    for (const target of [
      '/api/v1/studies?q=cars&page=2',
      '/api/v1/studies?page=2&size=10&q=cars',
    ]) {
      const res = await b.get(target, onB)
      expect(res.status).toBe(200)
      expect(res.headers['x-cache']).toBe('hit')
      expect(res.body).toBe(first.body)
    }
    expect(called('GET /v1/studies')).toBe(before + 1)
    const usedAfter = (
      JSON.parse((await b.get('/api/usage', onB)).body) as { credits: { used: number } }
    ).credits.used
    expect(usedAfter).toBe(usedBefore)
  })
})
