import { spawn } from 'node:child_process'
import http from 'node:http'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAppServer } from './app-server'
import { createAuth } from './auth/auth'
import { cookieFrom, send, type TestResponse } from './auth/testing-http'
import { createLimits, type LimitsOptions } from './limits/limits'
import { createResponseCache, memoryCacheBackend } from './proxy/response-cache'
import { createMemoryStore } from '../store/memory-store'
import { writeShells } from '../testing/built-shells'

/**
 * Issue 14, "Done when", through the whole production server: sign-in (DDS_AUTH=password with
 * accounts the users command wrote), the limits and the response cache, in front of a test
 * upstream that counts every call it receives.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const KEY = 'team-service-key-4242'
const PASSWORD = 'correct horse battery staple'
const TABLE = '/api/v1/data/consumer-insights?rows=q1&columns=gender'

const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-team-'))
const dist = path.join(dir, 'dist')
const usersFile = path.join(dir, 'users.json')
mkdirSync(dist)
writeShells(dist, '<!doctype html><title>DDS Explorer</title><div id="root"></div>')

/** The test upstream: answers like the service, and counts calls by `METHOD /path`. */
const calls = new Map<string, number>()
const called = (what: string) => calls.get(what) ?? 0
const upstream = http.createServer((req, res) => {
  req.resume()
  req.on('end', () => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    const what = `${req.method} ${pathname}`
    calls.set(what, called(what) + 1)
    if (req.headers['x-api-key'] !== KEY) {
      res.writeHead(401, { 'content-type': 'application/json' })
      res.end('{"error":"bad key"}')
      return
    }
    if (req.method === 'POST' && pathname === '/v1/research-ai/ask') {
      res.writeHead(202, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ job_id: `job-${called(what)}`, status: 'pending' }))
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ items: [], total_count: 0, url: req.url }))
  })
})
let upstreamBase = ''
const servers: http.Server[] = [upstream]

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

/** `npm run users -- …` as an operator runs it, the password on standard input. */
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

beforeAll(async () => {
  upstreamBase = `http://127.0.0.1:${await listen(upstream)}`
  // One after the other: each run rewrites the whole file.
  const alice = await usersCommand(['add', 'alice', '--password-stdin'], `${PASSWORD}\n`)
  const root = await usersCommand(['add', 'root', '--admin', '--password-stdin'], PASSWORD)
  expect(alice.code, alice.err).toBe(0)
  expect(root.code, root.err).toBe(0)
})

afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
  rmSync(dir, { recursive: true, force: true })
})

/**
 * One production server as serve.ts builds it with DDS_AUTH=password and an in-memory store:
 * its own sessions, counters and cache, so every test starts from nothing spent.
 */
async function startApp(limits: Omit<LimitsOptions, 'store'> = {}) {
  const store = createMemoryStore()
  const server = createAppServer({
    distDir: dist,
    upstream: { kind: 'remote', baseUrl: upstreamBase, apiKey: KEY },
    auth: createAuth({ mode: 'password', store, usersFile }),
    limits: createLimits({ store, rate: 1000, ...limits }),
    cache: createResponseCache({ ttlMs: 60_000, backend: memoryCacheBackend(1024 * 1024) }),
  })
  servers.push(server)
  const port = await listen(server)
  const origin = `http://127.0.0.1:${port}`

  const get = (target: string, cookie?: string, headers: Record<string, string> = {}) =>
    send(port, { path: target, headers: { ...(cookie ? { cookie } : {}), ...headers } })
  /** The sign-in page's form, posted as a browser posts it from this site. */
  const login = (user: string, next = '/', headers: Record<string, string> = {}) =>
    send(port, {
      method: 'POST',
      path: '/auth/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin,
        ...headers,
      },
      body: new URLSearchParams({ username: user, password: PASSWORD, next }).toString(),
    })
  const signIn = async (user = 'alice') => {
    const res = await login(user)
    expect(res.status).toBe(303)
    return cookieFrom(res, 'dds_session')!.pair
  }
  const ask = (cookie: string, headers: Record<string, string> = { origin }) =>
    send(port, {
      method: 'POST',
      path: '/api/v1/research-ai/ask',
      headers: { cookie, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ question: 'Who buys electric cars?' }),
    })
  const usage = async (cookie: string) => {
    const res = await get('/api/usage', cookie)
    expect(res.status).toBe(200)
    return JSON.parse(res.body) as {
      user: string
      credits: { used: number; limit: number }
      questions: { used: number; limit: number }
    }
  }
  return { port, origin, get, login, signIn, ask, usage }
}

const json = (res: TestResponse) => JSON.parse(res.body) as Record<string, unknown>

/** A limit's refusal: 429, Retry-After, and the body every refusal has. */
function expectRefusal(res: TestResponse, status = 429) {
  expect(res.status).toBe(status)
  expect(res.headers['content-type']).toMatch(/json/)
  const body = json(res)
  expect(Object.keys(body).sort()).toEqual(['detail', 'limit', 'resets_at', 'title', 'used'])
  expect(body.title).toEqual(expect.any(String))
  expect(body.detail).toEqual(expect.any(String))
  if (status === 429) {
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Date.parse(String(body.resets_at))).toBeGreaterThan(Date.now())
  }
  return body
}

describe('DDS_AUTH=password with a user added by the users command', () => {
  it('/api/v1/studies is 401 without a session and reaches no upstream; signed in it is 200', async () => {
    const app = await startApp()
    const before = called('GET /v1/studies')
    const signedOut = await app.get('/api/v1/studies?q=cars')
    expect(signedOut.status).toBe(401)
    expect(json(signedOut)).toMatchObject({ title: 'Sign-in required' })
    expect(called('GET /v1/studies')).toBe(before)

    // A wrong password signs no one in.
    const wrong = await send(app.port, {
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.origin },
      body: new URLSearchParams({ username: 'alice', password: 'not the password' }).toString(),
    })
    expect(cookieFrom(wrong, 'dds_session')).toBeUndefined()
    expect(called('GET /v1/studies')).toBe(before)

    const cookie = await app.signIn()
    const signedIn = await app.get('/api/v1/studies?q=cars', cookie)
    expect(signedIn.status).toBe(200)
    expect(json(signedIn)).toMatchObject({ items: [], total_count: 0 })
    expect(called('GET /v1/studies')).toBe(before + 1)
  })

  it('refuses a POST from a foreign Origin with 403 and does not forward it', async () => {
    const app = await startApp()
    const cookie = await app.signIn()
    const before = called('POST /v1/research-ai/ask')
    const foreign = await app.ask(cookie, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(json(foreign)).toMatchObject({ title: 'Cross-site request refused' })
    const crossSite = await app.ask(cookie, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect(called('POST /v1/research-ai/ask')).toBe(before)
    // The app's own page asking the same is forwarded.
    const own = await app.ask(cookie)
    expect(own.status).toBe(202)
    expect(called('POST /v1/research-ai/ask')).toBe(before + 1)
    // Signing in from another site is refused too (login CSRF).
    const login = await app.login('alice', '/', { origin: 'https://evil.example' })
    expect(login.status).toBe(403)
    expect(cookieFrom(login, 'dds_session')).toBeUndefined()
  })

  it('a shared link opened signed out lands on exactly that address after sign-in', async () => {
    const app = await startApp()
    const shared = '/survey?rows=x&columns=y'
    const page = { accept: 'text/html,application/xhtml+xml' }
    const opened = await app.get(shared, undefined, page)
    expect(opened.status).toBe(303)
    const signInAt = String(opened.headers.location)
    expect(signInAt).toBe(`/sign-in?next=${encodeURIComponent(shared)}`)
    // The sign-in page loads signed out, and its form posts `next` as the address bar has it.
    const signInPage = await app.get(signInAt, undefined, page)
    expect(signInPage.status).toBe(200)
    expect(signInPage.body).toContain('<div id="root">')
    const next = new URL(signInAt, app.origin).searchParams.get('next')!
    expect(next).toBe(shared)

    const res = await app.login('alice', next)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(shared)
    const cookie = cookieFrom(res, 'dds_session')!.pair
    const landed = await app.get(shared, cookie, page)
    expect(landed.status).toBe(200)
    expect(landed.body).toContain('<div id="root">')
  })
})

describe('sign-in redirects and failures', () => {
  it('a link to a path in any script (/日本) lands on that page of this site after sign-in', async () => {
    const app = await startApp()
    const page = { accept: 'text/html,application/xhtml+xml' }
    const res = await app.login('alice', '/日本?q=東京')
    expect(res.status).toBe(303)
    // A Location header holds only ASCII: the path is sent percent-encoded, as a browser sends it.
    expect(res.headers.location).toBe(
      `/${encodeURIComponent('日本')}?q=${encodeURIComponent('東京')}`,
    )
    const cookie = cookieFrom(res, 'dds_session')!.pair
    const landed = await app.get(String(res.headers.location), cookie, page)
    expect(landed.status).toBe(200)
    expect(landed.body).toContain('<div id="root">')
  })

  it('no 5xx carries a Set-Cookie, not even a session renewed on the way to a failing upstream', async () => {
    // Only the clock moves (timers and sockets stay real), so the session is due for renewal.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const closed = http.createServer()
      const closedPort = await listen(closed)
      await new Promise((resolve) => closed.close(resolve))
      const store = createMemoryStore()
      const server = createAppServer({
        distDir: dist,
        upstream: { kind: 'remote', baseUrl: `http://127.0.0.1:${closedPort}`, apiKey: KEY },
        auth: createAuth({ mode: 'password', store, usersFile }),
        limits: createLimits({ store, rate: 1000 }),
      })
      servers.push(server)
      const port = await listen(server)
      const origin = `http://127.0.0.1:${port}`
      const signedIn = await send(port, {
        method: 'POST',
        path: '/auth/login',
        headers: { 'content-type': 'application/json', accept: 'application/json', origin },
        body: JSON.stringify({ username: 'alice', password: PASSWORD }),
      })
      const cookie = cookieFrom(signedIn, 'dds_session')!.pair
      vi.setSystemTime(Date.now() + 11 * 60_000)
      const failed = await send(port, { path: '/api/v1/studies?q=x', headers: { cookie } })
      expect(failed.status).toBe(502)
      expect(failed.headers['set-cookie']).toBeUndefined()
      // The session itself was renewed and goes on.
      const renewed = await send(port, { path: '/auth/me', headers: { cookie } })
      expect(renewed.status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('spending limits and the response cache', () => {
  it('stops a client looping on a data table at its allowance: at most allowance / 10 upstream calls, then 429', async () => {
    const app = await startApp({ userDailyCredits: 100 })
    const cookie = await app.signIn()
    const before = called('GET /v1/data/consumer-insights')
    const statuses: number[] = []
    let refused: TestResponse | undefined
    for (let year = 2000; year < 2015; year++) {
      const res = await app.get(`${TABLE}&year=${year}`, cookie)
      statuses.push(res.status)
      if (res.status === 200) expect(res.headers['x-cache']).toBe('miss')
      if (res.status === 429) refused ??= res
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(5).fill(429)])
    expect(called('GET /v1/data/consumer-insights')).toBe(before + 10)

    const body = expectRefusal(refused!)
    expect(body).toMatchObject({ title: 'Daily credits used up', limit: 100, used: 100 })
    expect(body.detail).toMatch(/You have used 100 of 100 credits today; this resets at 00:00 UTC/)
    const midnight = new Date()
    midnight.setUTCHours(24, 0, 0, 0)
    expect(body.resets_at).toBe(midnight.toISOString())
    expect((await app.usage(cookie)).credits).toEqual({ used: 100, limit: 100 })

    // An answer already paid for is still served, from the cache, and costs nothing.
    const again = await app.get(`${TABLE}&year=2003`, cookie)
    expect(again.status).toBe(200)
    expect(again.headers['x-cache']).toBe('hit')
    expect(called('GET /v1/data/consumer-insights')).toBe(before + 10)
    expect((await app.usage(cookie)).credits).toEqual({ used: 100, limit: 100 })
  })

  it('a repeated query is a cache hit (x-cache: hit) that spends none of the allowance', async () => {
    const app = await startApp({ userDailyCredits: 100 })
    const cookie = await app.signIn()
    const before = called('GET /v1/data/consumer-insights')
    const first = await app.get(`${TABLE}&year=1999`, cookie)
    expect(first.status).toBe(200)
    expect(first.headers['x-cache']).toBe('miss')
    expect((await app.usage(cookie)).credits.used).toBe(10)
    // The same query, parameters in another order: the same answer, kept.
    for (const target of [`${TABLE}&year=1999`, `${TABLE.replace('?', '?year=1999&')}`]) {
      const res = await app.get(target, cookie)
      expect(res.status).toBe(200)
      expect(res.headers['x-cache']).toBe('hit')
      expect(res.body).toBe(first.body)
    }
    expect(called('GET /v1/data/consumer-insights')).toBe(before + 1)
    expect((await app.usage(cookie)).credits.used).toBe(10)
  })

  it('many concurrent distinct table requests still spend no more than the allowance', async () => {
    const app = await startApp({ userDailyCredits: 100 })
    const cookie = await app.signIn()
    const before = called('GET /v1/data/consumer-insights')
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => app.get(`${TABLE}&year=${1900 + i}`, cookie)),
    )
    const ok = answers.filter((r) => r.status === 200).length
    expect(ok).toBe(10)
    expect(answers.filter((r) => r.status === 429).length).toBe(20)
    expect(called('GET /v1/data/consumer-insights')).toBe(before + 10)
    expect((await app.usage(cookie)).credits).toEqual({ used: 100, limit: 100 })
  })

  it('stops free searches at the daily calls with 429 before they reach the upstream', async () => {
    const app = await startApp({ userDailyCalls: 3 })
    const cookie = await app.signIn()
    const before = called('GET /v1/search/consumer-insights')
    for (const q of ['tv', 'radio', 'cars'])
      expect((await app.get(`/api/v1/search/consumer-insights?q=${q}`, cookie)).status).toBe(200)
    // The same search again is a cache hit: no call, so not counted.
    expect((await app.get('/api/v1/search/consumer-insights?q=tv', cookie)).status).toBe(200)
    const refused = await app.get('/api/v1/search/consumer-insights?q=bikes', cookie)
    expect(expectRefusal(refused)).toMatchObject({
      title: 'Daily calls to the service used up',
      limit: 3,
      used: 3,
    })
    expect(called('GET /v1/search/consumer-insights')).toBe(before + 3)
  })

  it('refuses paging past DDS_MAX_DEPTH with 400 and a clear message, without forwarding', async () => {
    const app = await startApp({ maxDepth: 1000 })
    const cookie = await app.signIn()
    const before = called('GET /v1/studies')
    const deep = await app.get('/api/v1/studies?page=200&size=10', cookie)
    const body = expectRefusal(deep, 400)
    expect(deep.headers['retry-after']).toBeUndefined()
    expect(body).toMatchObject({
      title: 'Too far into the results',
      limit: 1000,
      used: 2000,
      resets_at: null,
    })
    expect(body.detail).toMatch(/up to number 2,000; paging stops at 1,000\. Narrow the search/)
    // By offset, and with `limit` for `size`: the same depth rule.
    const byOffset = await app.get('/api/v1/studies?offset=995&limit=10', cookie)
    expect(byOffset.status).toBe(400)
    expect(called('GET /v1/studies')).toBe(before)
    // Exactly at the deepest position is still answered.
    const last = await app.get('/api/v1/studies?page=100&size=10', cookie)
    expect(last.status).toBe(200)
    expect(called('GET /v1/studies')).toBe(before + 1)
  })

  it('refuses the 21st research question of the day with 429 before it reaches the upstream', async () => {
    const app = await startApp({ userDailyQuestions: 20 })
    const cookie = await app.signIn()
    const before = called('POST /v1/research-ai/ask')
    for (let i = 0; i < 20; i++) expect((await app.ask(cookie)).status).toBe(202)
    expect(called('POST /v1/research-ai/ask')).toBe(before + 20)
    const refused = await app.ask(cookie)
    const body = expectRefusal(refused)
    expect(body).toMatchObject({ title: 'Daily research questions used up', limit: 20, used: 20 })
    expect(body.detail).toMatch(/You have asked 20 of 20 research questions today/)
    expect(called('POST /v1/research-ai/ask')).toBe(before + 20)
    expect((await app.usage(cookie)).questions).toEqual({ used: 20, limit: 20 })
  })

  it('with rate 2 (burst 6), the 7th immediate request is 429 with Retry-After', async () => {
    const app = await startApp({ rate: 2 })
    const cookie = await app.signIn()
    const before = called('GET /v1/studies')
    const statuses: number[] = []
    let refused: TestResponse | undefined
    for (let i = 0; i < 7; i++) {
      const res = await app.get(`/api/v1/studies?q=rate${i}`, cookie)
      statuses.push(res.status)
      if (res.status === 429) refused = res
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429])
    const body = expectRefusal(refused!)
    expect(body).toMatchObject({ title: 'Too many requests', limit: 6 })
    expect(Number(refused!.headers['retry-after'])).toBeLessThanOrEqual(3)
    expect(called('GET /v1/studies')).toBe(before + 6)
  })
})

describe('seeing what was spent', () => {
  it('GET /api/usage reports the user’s credits; /api/admin/usage is for admins only, per user and endpoint', async () => {
    const app = await startApp({ userDailyCredits: 500 })
    expect((await app.get('/api/usage')).status).toBe(401)
    const alice = await app.signIn('alice')
    // Each paid answer names the credits used so far today (the header's meter follows it).
    const spentSoFar: unknown[] = []
    for (const year of [2020, 2021]) {
      const table = await app.get(`${TABLE}&year=${year}`, alice)
      expect(table.status).toBe(200)
      spentSoFar.push(table.headers['x-dds-credits-used'])
    }
    const kept = await app.get(`${TABLE}&year=2020`, alice)
    expect(kept.headers['x-cache']).toBe('hit')
    expect(kept.headers['x-dds-credits-used']).toBeUndefined()
    const studies = await app.get('/api/v1/studies?q=usage', alice)
    expect(studies.status).toBe(200)
    spentSoFar.push(studies.headers['x-dds-credits-used'])
    expect(spentSoFar).toEqual(['10', '20', '21'])
    expect((await app.get('/api/v1/studies?page=500', alice)).status).toBe(400)

    const mine = await app.usage(alice)
    expect(mine).toMatchObject({
      user: 'alice',
      admin: false,
      signedIn: true,
      mode: 'password',
      calls: { used: 3, limit: 5_000 },
      credits: { used: 21, limit: 500 },
      questions: { used: 0, limit: 20 },
      team: { used: 21 },
    })

    const forbidden = await app.get('/api/admin/usage', alice)
    expect(forbidden.status).toBe(403)
    expect(json(forbidden)).toMatchObject({ title: 'Admins only' })

    const root = await app.signIn('root')
    const report = await app.get('/api/admin/usage', root)
    expect(report.status).toBe(200)
    const { days, limits } = JSON.parse(report.body) as {
      days: { day: string; credits: number; users: Record<string, unknown>[] }[]
      limits: Record<string, number>
    }
    // What each person may spend a day, shown beside what they did spend.
    expect(limits).toEqual({ calls: 5_000, credits: 500, questions: 20, teamCredits: 20_000 })
    expect(days).toHaveLength(31)
    expect(days[0]).toMatchObject({ day: new Date().toISOString().slice(0, 10), credits: 21 })
    expect(days[0]!.users.find((u) => u.user === 'alice')).toMatchObject({
      user: 'alice',
      requests: 5,
      calls: 3,
      credits: 21,
      creditsByEndpoint: { '/v1/data/consumer-insights': 20, '/v1/studies': 1 },
      questions: 0,
      refused: { depth: 1 },
    })
  })
})
