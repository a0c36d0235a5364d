import { spawn } from 'node:child_process'
import http from 'node:http'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPORT_FORMAT, itemListSchema, itemSchema } from '../../src/api/schemas/workspace'
import { createAppServer } from '../pipeline/app-server'
import { createAuth } from '../pipeline/auth/auth'
import { cookieFrom, send, type TestResponse } from '../pipeline/auth/testing-http'
import { createLimits } from '../pipeline/limits/limits'
import { createRequestRate } from '../pipeline/limits/request-rate'
import { createMemoryStore } from '../store/memory-store'
import { openWorkspaceDatabase, type DatabaseSettings, type WorkspaceDatabase } from './database'
import { createRepository } from './repository'
import { createWorkspaceRoutes } from './routes'
import { startPostgresServer, type PostgresServer } from './testing-postgres'
import { audience, collection, research, savedTable } from './testing-items'
import { writeShells } from '../testing/built-shells'

/**
 * Issue 30 through the whole production server, as serve.ts builds it with DDS_AUTH=password:
 * the session stage, the same-origin check, the limits, and `/api/workspace` on the embedded
 * database and on a real PostgreSQL server. The upstream counts its calls: the workspace never
 * reaches it, and spends no credits.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const PASSWORD = 'correct horse battery staple'
const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-ws-api-'))
const dist = path.join(dir, 'dist')
const usersFile = path.join(dir, 'users.json')
mkdirSync(dist)
writeShells(dist, '<!doctype html><title>x</title><div id="root"></div>')

let upstreamCalls = 0
const upstream = http.createServer((req, res) => {
  upstreamCalls++
  req.resume()
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end('{"items":[],"total_count":0}')
})
let upstreamBase = ''
let postgres: PostgresServer | undefined

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

function addUser(name: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/users.ts', 'add', name, '--password-stdin'],
      { cwd: ROOT, env: { ...process.env, DDS_USERS_FILE: usersFile } },
    )
    let err = ''
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(err))))
    child.stdin.end(`${PASSWORD}\n`)
  })
}

beforeAll(async () => {
  const [pgServer, port] = await Promise.all([startPostgresServer(), listen(upstream)])
  postgres = pgServer
  upstreamBase = `http://127.0.0.1:${port}`
  // One after the other: each run rewrites the whole file.
  for (const name of ['alice', 'bob']) await addUser(name)
}, 60_000)

afterAll(async () => {
  upstream.closeAllConnections()
  upstream.close()
  await postgres?.stop()
  rmSync(dir, { recursive: true, force: true })
})

interface App {
  origin: string
  database: WorkspaceDatabase
  close(): Promise<void>
  signIn(user: string): Promise<string>
  call(
    method: string,
    target: string,
    cookie?: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>
  credits(cookie: string): Promise<number>
}

/** One production server with its own sessions; the workspace database is `settings`. */
async function startApp(
  settings: DatabaseSettings,
  options: { rate?: number; mode?: 'password' | 'none' } = {},
): Promise<App> {
  const store = createMemoryStore()
  const database = await openWorkspaceDatabase(settings)
  const auth = createAuth({ mode: options.mode ?? 'password', store, usersFile })
  const server = createAppServer({
    distDir: dist,
    upstream: { kind: 'remote', baseUrl: upstreamBase, apiKey: 'ws-key' },
    auth,
    limits: createLimits({ store, rate: 1000 }),
    workspace: createWorkspaceRoutes({
      repository: createRepository(database.db),
      auth,
      writeRate: createRequestRate(store, options.rate ?? 1000, 'workspace'),
    }),
  })
  const port = await listen(server)
  const origin = `http://127.0.0.1:${port}`
  const call: App['call'] = (method, target, cookie, body, headers = {}) =>
    send(port, {
      method,
      path: target,
      headers: {
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(method === 'GET' ? {} : { origin }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
  return {
    origin,
    database,
    call,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await database.close()
    },
    async signIn(user) {
      const res = await send(port, {
        method: 'POST',
        path: '/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({ username: user, password: PASSWORD }).toString(),
      })
      expect(res.status).toBe(303)
      return cookieFrom(res, 'dds_session')!.pair
    },
    async credits(cookie) {
      const res = await call('GET', '/api/usage', cookie)
      return (JSON.parse(res.body) as { credits: { used: number } }).credits.used
    },
  }
}

const json = (res: TestResponse) => JSON.parse(res.body) as Record<string, unknown>
const item = (res: TestResponse) => itemSchema.parse(JSON.parse(res.body))
const items = (res: TestResponse) => itemListSchema.parse(JSON.parse(res.body)).items

const backends: [string, () => Promise<DatabaseSettings>][] = [
  ['the embedded database', async () => ({ dataDir: mkdtempSync(path.join(dir, 'data-')) })],
  [
    'PostgreSQL (DDS_DATABASE_URL)',
    async () => ({ url: await postgres!.createDatabase(), dataDir: 'unused' }),
  ],
]

describe.each(backends)('/api/workspace on %s', (_name, settingsFor) => {
  let settings: DatabaseSettings
  let app: App
  let alice: string
  let bob: string

  beforeAll(async () => {
    settings = await settingsFor()
    app = await startApp(settings)
    alice = await app.signIn('alice')
    bob = await app.signIn('bob')
  })
  afterAll(async () => {
    await app?.close()
  })

  it('is 401 signed out, and refuses a write from another site with 403', async () => {
    expect((await app.call('GET', '/api/workspace/items')).status).toBe(401)
    const foreign = await app.call(
      'POST',
      '/api/workspace/items',
      alice,
      { kind: 'saved-table', data: savedTable() },
      { origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    expect(items(await app.call('GET', '/api/workspace/items?kind=saved-table', alice))).toEqual([])
  })

  it('keeps two users’ private items apart, and spends no credits doing it', async () => {
    const before = upstreamCalls
    const created = await app.call('POST', '/api/workspace/items', alice, {
      kind: 'collection',
      clientId: 'browser-1',
      data: collection('Alice’s cars'),
    })
    expect(created.status).toBe(201)
    const mine = item(created)
    expect(created.headers.location).toBe(`/api/workspace/items/${mine.id}`)
    await app.call('POST', '/api/workspace/items', bob, { kind: 'audience', data: audience() })

    const aliceSees = items(await app.call('GET', '/api/workspace/items', alice))
    const bobSees = items(await app.call('GET', '/api/workspace/items', bob))
    expect(aliceSees.map((i) => i.name)).toEqual(['Alice’s cars'])
    expect(bobSees.map((i) => i.name)).toEqual(['Young women'])
    expect(aliceSees[0]).toMatchObject({ entries: 1, owner: { name: 'alice' } })

    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { version: 1, data: collection('Bob was here') }],
      ['DELETE', undefined],
    ] as const) {
      const res = await app.call(method, `/api/workspace/items/${mine.id}?version=1`, bob, body)
      expect(res.status).toBe(404)
      expect(json(res)).toMatchObject({ title: 'Not found' })
    }
    expect(upstreamCalls).toBe(before)
    expect(await app.credits(alice)).toBe(0)
  })

  it('shares a collection with the team, opens its link for a colleague, and stops sharing', async () => {
    const { id } = item(
      await app.call('POST', '/api/workspace/items', alice, {
        kind: 'collection',
        data: collection('Team report', 2),
      }),
    )
    expect(items(await app.call('GET', '/api/workspace/shared', bob))).not.toContainEqual(
      expect.objectContaining({ id }),
    )
    const shared = await app.call('PUT', `/api/workspace/items/${id}/sharing`, alice, {
      version: 1,
      sharing: 'team-read',
    })
    expect(item(shared)).toMatchObject({ sharing: 'team-read', version: 2 })

    const listed = items(await app.call('GET', '/api/workspace/shared?kind=collection', bob))
    expect(listed).toContainEqual(
      expect.objectContaining({ id, name: 'Team report', owner: { id: 'alice', name: 'alice' } }),
    )
    // The link: the colleague sees the snapshot's numbers, and nothing asks the service.
    const before = upstreamCalls
    const opened = item(await app.call('GET', `/api/workspace/items/${id}`, bob))
    expect(opened.access).toBe('read')
    expect(opened.data).toEqual(collection('Team report', 2))
    expect(upstreamCalls).toBe(before)
    const edit = await app.call('PUT', `/api/workspace/items/${id}`, bob, {
      version: 2,
      data: collection('Mine now'),
    })
    expect(edit.status).toBe(403)

    await app.call('PUT', `/api/workspace/items/${id}/sharing`, alice, {
      version: 2,
      sharing: 'private',
    })
    expect(items(await app.call('GET', '/api/workspace/shared', bob))).not.toContainEqual(
      expect.objectContaining({ id }),
    )
    expect((await app.call('GET', `/api/workspace/items/${id}`, bob)).status).toBe(404)
  })

  it('answers a stale version with 409 and the current item, never overwriting', async () => {
    const { id } = item(
      await app.call('POST', '/api/workspace/items', alice, {
        kind: 'saved-table',
        data: savedTable('One'),
      }),
    )
    await app.call('PUT', `/api/workspace/items/${id}/sharing`, alice, {
      version: 1,
      sharing: 'team-edit',
    })
    const bobs = await app.call('PUT', `/api/workspace/items/${id}`, bob, {
      version: 2,
      data: savedTable('Bob’s'),
    })
    expect(item(bobs)).toMatchObject({ version: 3, access: 'edit' })
    const stale = await app.call('PUT', `/api/workspace/items/${id}`, alice, {
      version: 2,
      data: savedTable('Alice’s'),
    })
    expect(stale.status).toBe(409)
    expect(json(stale)).toMatchObject({
      title: 'Changed since you opened it',
      current: { version: 3, name: 'Bob’s', data: savedTable('Bob’s') },
    })
    expect(item(await app.call('GET', `/api/workspace/items/${id}`, alice)).name).toBe('Bob’s')
  })

  it('refuses what is out of bounds with 400 or 413 and says why', async () => {
    const invalid = await app.call('POST', '/api/workspace/items', alice, {
      kind: 'audience',
      data: { name: 'x', answers: ['not an answer'], savedAt: '2026-11-20T10:00:00Z' },
    })
    expect(invalid.status).toBe(400)
    expect(json(invalid).detail).toContain('data.answers.0: must be an answer ID')

    const unknownKind = await app.call('GET', '/api/workspace/items?kind=everything', alice)
    expect(unknownKind.status).toBe(400)
    expect(json(unknownKind).detail).toMatch(/kind must be one of saved-table, collection/)

    const atTheBounds = await app.call('POST', '/api/workspace/items', alice, {
      kind: 'research',
      data: research('t', 'q'.repeat(1_000)),
      clientId: 'x'.repeat(400),
    })
    expect(atTheBounds.status).toBe(201)
    const entries = collection('Big', 5).entries.map((e, i) => ({
      ...e,
      answer: { ...e.answer, body: { rows: 'n'.repeat(250_000), i } },
    }))
    const tooLarge = await app.call('POST', '/api/workspace/items', alice, {
      kind: 'collection',
      data: { name: 'Big', entries },
    })
    expect(tooLarge.status).toBe(413)
    expect(json(tooLarge).detail).toMatch(/at most 1 MB/)

    const tooLong = await app.call(
      'POST',
      '/api/workspace/items',
      alice,
      JSON.stringify({ kind: 'collection', data: { name: 'x'.repeat(2_000_000) } }),
    )
    expect(tooLong.status).toBe(413)
    expect(json(tooLong).title).toBe('Too large')

    const notJson = await app.call('POST', '/api/workspace/items', alice, '{"kind":')
    expect(notJson.status).toBe(400)
    expect(json(notJson).title).toBe('Not JSON')
  })

  it('downloads all of a user’s data, and imports it once', async () => {
    await app.call('PUT', '/api/workspace/preferences', alice, {
      version: 0,
      data: { citation: { style: 'chicago', language: 'en' } },
    })
    const exported = await app.call('GET', '/api/workspace/export', alice)
    expect(exported.status).toBe(200)
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="dds-explorer-workspace-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const doc = json(exported)
    expect(doc).toMatchObject({
      format: EXPORT_FORMAT,
      preferences: { citation: { style: 'chicago' } },
    })
    const count = (doc.items as unknown[]).length
    expect(count).toBeGreaterThan(2)

    const again = await app.call('POST', '/api/workspace/import', alice, exported.body)
    expect(json(again)).toEqual({ created: 0, unchanged: count, preferences: 'kept' })
    const intoBob = await app.call('POST', '/api/workspace/import', bob, exported.body)
    expect(json(intoBob)).toMatchObject({ created: count, preferences: 'set' })
    const twice = await app.call('POST', '/api/workspace/import', bob, exported.body)
    expect(json(twice)).toMatchObject({ created: 0, unchanged: count })
  })

  it('keeps everything across a restart of the server', async () => {
    const before = items(await app.call('GET', '/api/workspace/items', alice))
    const sharedBefore = items(await app.call('GET', '/api/workspace/shared', bob))
    await app.close()
    app = await startApp(settings)
    // Sessions were in the old server's memory: sign in again.
    alice = await app.signIn('alice')
    bob = await app.signIn('bob')
    expect(items(await app.call('GET', '/api/workspace/items', alice))).toEqual(before)
    expect(items(await app.call('GET', '/api/workspace/shared', bob))).toEqual(sharedBefore)
    expect(json(await app.call('GET', '/api/workspace/preferences', alice))).toMatchObject({
      version: 1,
    })
  })
})

describe('/api/workspace on a server of its own', () => {
  it('limits a user’s writes to DDS_USER_RATE, and reads are not counted', async () => {
    const app = await startApp({ dataDir: mkdtempSync(path.join(dir, 'rate-')) }, { rate: 1 })
    try {
      const alice = await app.signIn('alice')
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) {
        await app.call('GET', '/api/workspace/items', alice)
        const res = await app.call('POST', '/api/workspace/items', alice, {
          kind: 'research',
          clientId: `t${i}`,
          data: research(`t${i}`),
        })
        statuses.push(res.status)
        if (res.status === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1)
          expect(json(res).title).toBe('Too many requests')
        }
      }
      // 1 a second, bursts of 3: three writes pass in a window, the rest wait.
      expect(statuses).toEqual([201, 201, 201, 429, 429])
    } finally {
      await app.close()
    }
  })

  it('keeps one local account in DDS_AUTH=none, whichever local address asks', async () => {
    const app = await startApp({ dataDir: mkdtempSync(path.join(dir, 'none-')) }, { mode: 'none' })
    try {
      const made = await app.call('POST', '/api/workspace/items', undefined, {
        kind: 'saved-table',
        data: savedTable('Local table'),
      })
      expect(item(made).owner).toEqual({ id: 'local', name: 'local' })
      const port = Number(new URL(app.origin).port)
      const other = await send(port, {
        path: '/api/workspace/items',
        localAddress: '127.0.0.2',
        headers: { accept: 'application/json' },
      })
      expect(items(other).map((i) => i.name)).toEqual(['Local table'])
    } finally {
      await app.close()
    }
  })
})
