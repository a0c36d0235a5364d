import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../store/memory-store'
import { createAuth } from './auth'
import { internalCallHeaders } from './internal-call'
import { hashPassword } from './passwords'
import { cookieFrom, send, serveStage } from './testing-http'
import { writeAccounts } from './users-file'

describe('DDS_AUTH=header', () => {
  let app: Awaited<ReturnType<typeof serveStage>>
  beforeAll(async () => {
    const auth = createAuth({
      mode: 'header',
      store: createMemoryStore(),
      trustedProxies: ['127.0.0.1/32'],
      admins: ['Boss@example.org'],
    })
    app = await serveStage(() => auth)
  })
  afterAll(() => app?.close())

  it('believes the header from a trusted proxy', async () => {
    const res = await send(app.port, {
      path: '/api/v1/studies',
      headers: { 'x-forwarded-email': 'ann@example.org' },
      localAddress: '127.0.0.1',
    })
    expect(res.status).toBe(200)
    expect(res.headers['x-test-user']).toBe('ann@example.org')
    const me = await send(app.port, {
      path: '/auth/me',
      headers: { 'x-forwarded-email': 'boss@example.org' },
      localAddress: '127.0.0.1',
    })
    expect(JSON.parse(me.body)).toEqual({
      user: 'boss@example.org',
      admin: true,
      mode: 'header',
      signedIn: true,
    })
  })

  it('ignores the header from anyone else: the request is signed out', async () => {
    const untrusted = {
      headers: { 'x-forwarded-email': 'boss@example.org', accept: 'text/html' },
      localAddress: '127.0.0.2',
    }
    const api = await send(app.port, { path: '/api/v1/studies', ...untrusted })
    expect(api.status).toBe(401)
    expect(JSON.parse(api.body)).toMatchObject({ title: 'Sign-in required' })
    expect((await send(app.port, { path: '/auth/me', ...untrusted })).status).toBe(401)
    const page = await send(app.port, { path: '/survey/x', ...untrusted })
    expect(page.status).toBe(401)
    expect(page.body).toMatch(/sign-in proxy/)
    // From the trusted proxy, without the header: also signed out.
    const bare = await send(app.port, { path: '/api/v1/studies', localAddress: '127.0.0.1' })
    expect(bare.status).toBe(401)
  })
})

describe('DDS_AUTH=none', () => {
  let app: Awaited<ReturnType<typeof serveStage>>
  beforeAll(async () => {
    const auth = createAuth({ mode: 'none', store: createMemoryStore() })
    app = await serveStage(() => auth)
  })
  afterAll(() => app?.close())

  it('names every request by its client address', async () => {
    const me = await send(app.port, { path: '/auth/me' })
    expect(JSON.parse(me.body)).toEqual({
      user: 'ip:127.0.0.1',
      admin: false,
      mode: 'none',
      signedIn: false,
    })
    const page = await send(app.port, { path: '/survey/x', headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
  })

  it('believes no X-Forwarded-For from a local client, loopback included', async () => {
    for (const forwarded of ['203.0.113.9', '203.0.113.9, 198.51.100.7', '127.0.0.9']) {
      const res = await send(app.port, {
        path: '/api/v1/studies',
        headers: { 'x-forwarded-for': forwarded },
      })
      expect(res.headers['x-test-user']).toBe('ip:127.0.0.1')
    }
    // Nor with a made-up renderer mark.
    const forged = await send(app.port, {
      path: '/api/v1/studies',
      headers: { 'x-dds-first-view': 'guess', 'x-forwarded-for': '203.0.113.9' },
    })
    expect(forged.headers['x-test-user']).toBe('ip:127.0.0.1')
  })

  it('lets the first-view renderer’s own calls name their reader', async () => {
    const res = await send(app.port, {
      path: '/api/v1/studies',
      headers: internalCallHeaders('198.51.100.7'),
    })
    expect(res.headers['x-test-user']).toBe('ip:198.51.100.7')
  })

  it('believes X-Forwarded-For from the proxies named for it (forwardedForProxies)', async () => {
    const auth = createAuth({
      mode: 'none',
      store: createMemoryStore(),
      forwardedForProxies: ['127.0.0.1'],
    })
    const proxied = await serveStage(() => auth)
    try {
      const via = (localAddress: string) =>
        send(proxied.port, {
          path: '/api/v1/studies',
          headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
          localAddress,
        })
      expect((await via('127.0.0.1')).headers['x-test-user']).toBe('ip:198.51.100.7')
      expect((await via('127.0.0.2')).headers['x-test-user']).toBe('ip:127.0.0.2')
    } finally {
      await proxied.close()
    }
  })

  it('still refuses state-changing requests from other sites', async () => {
    const post = (headers: Record<string, string>) =>
      send(app.port, { method: 'POST', path: '/api/v1/research-ai/ask', headers, body: '{}' })
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403)
    expect((await post({ origin: `http://127.0.0.1:${app.port}` })).status).toBe(200)
    // Sign-in routes of other modes do not exist here.
    const login = await send(app.port, {
      method: 'POST',
      path: '/auth/login',
      headers: { origin: `http://127.0.0.1:${app.port}` },
    })
    expect(login.status).toBe(404)
  })
})

describe('behind https (DDS_PUBLIC_URL)', () => {
  let dir: string
  let app: Awaited<ReturnType<typeof serveStage>>
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dds-auth-'))
    const usersFile = path.join(dir, 'users.json')
    await writeAccounts(
      usersFile,
      new Map([
        [
          'dana',
          {
            hash: await hashPassword('a long enough password'),
            admin: false,
            createdAt: new Date().toISOString(),
          },
        ],
      ]),
    )
    const auth = createAuth({
      mode: 'password',
      store: createMemoryStore(),
      usersFile,
      publicUrl: new URL('https://dds.example.org'),
    })
    app = await serveStage(() => auth)
  })
  afterAll(async () => {
    await app?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('marks the session cookie Secure and takes the https origin as its own', async () => {
    const login = (origin: string) =>
      send(app.port, {
        method: 'POST',
        path: '/auth/login',
        headers: {
          host: 'dds.example.org',
          origin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'username=dana&password=a+long+enough+password&next=%2Fsurvey',
      })
    expect((await login('http://dds.example.org')).status).toBe(403)
    const res = await login('https://dds.example.org')
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/survey')
    expect(cookieFrom(res, 'dds_session')!.line).toMatch(/; Secure/)
  })
})
