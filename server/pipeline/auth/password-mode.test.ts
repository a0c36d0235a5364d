import { spawn } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../../store/memory-store'
import { createAuth, type AuthStage } from './auth'
import { LOGIN_THROTTLE } from './login-throttle'
import { cookieFrom, send, serveStage, type TestResponse } from './testing-http'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const PASSWORD = 'correct horse battery staple'

/** `npm run users -- …` as an operator runs it, the password on standard input. */
function usersCommand(args: string[], env: Record<string, string>, input = '') {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/users.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.stderr.on('data', (c: Buffer) => (err += c.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, out, err }))
    child.stdin.end(input)
  })
}

describe('DDS_AUTH=password', () => {
  let dir: string
  let usersFile: string
  let app: Awaited<ReturnType<typeof serveStage>>
  let auth: AuthStage
  const origin = () => `http://127.0.0.1:${app.port}`
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
    method: 'POST',
    path: '/auth/login',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      origin: origin(),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
  const signIn = async (next = '/') => {
    const res = await send(app.port, form({ username: 'alice', password: PASSWORD, next }))
    expect(res.status).toBe(303)
    return cookieFrom(res, 'dds_session')!.pair
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dds-auth-'))
    usersFile = path.join(dir, 'users.json')
    const env = { DDS_USERS_FILE: usersFile }
    const added = await usersCommand(['add', 'alice', '--password-stdin'], env, `${PASSWORD}\n`)
    expect(added.code, added.err).toBe(0)
    const admin = await usersCommand(['add', 'Root', '--admin', '--password-stdin'], env, PASSWORD)
    expect(admin.code, admin.err).toBe(0)
    auth = createAuth({ mode: 'password', store: createMemoryStore(), usersFile })
    app = await serveStage(() => auth)
  })
  afterAll(async () => {
    await app?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('the users command writes a 0600 file, lists names and flags, never hashes, and refuses short passwords', async () => {
    expect((await stat(usersFile)).mode & 0o777).toBe(0o600)
    const env = { DDS_USERS_FILE: usersFile }
    const listed = await usersCommand(['list'], env)
    expect(listed.out).toBe('alice\nroot\tadmin\n')
    expect(listed.out).not.toContain('scrypt')
    const short = await usersCommand(['add', 'bob', '--password-stdin'], env, 'too short\n')
    expect(short.code).toBe(1)
    expect(short.err).toMatch(/at least 12/)
    const empty = await usersCommand(['add', 'bob', '--password-stdin'], env, '\n')
    expect(empty.code).toBe(1)
    expect((await usersCommand(['list'], env)).out).not.toContain('bob')
  })

  it('refuses /api without a session with 401 JSON naming the way to sign in, and passes nothing on', async () => {
    const before = app.passed.length
    const res = await send(app.port, { path: '/api/v1/studies?q=ev' })
    expect(res.status).toBe(401)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(JSON.parse(res.body)).toMatchObject({
      title: 'Sign-in required',
      sign_in: `/sign-in?next=${encodeURIComponent('/api/v1/studies?q=ev')}`,
    })
    expect(app.passed.length).toBe(before)
  })

  it('sends a signed-out page load to sign-in, keeping the address, and serves the sign-in page and files', async () => {
    const res = await send(app.port, {
      path: '/survey/ab-12?q=cars',
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/sign-in?next=${encodeURIComponent('/survey/ab-12?q=cars')}`)
    for (const open of ['/sign-in?next=%2F', '/assets/app.js', '/favicon.svg'])
      expect((await send(app.port, { path: open, headers: { accept: 'text/html' } })).status).toBe(
        200,
      )
  })

  it('signs in with the form: an HttpOnly, SameSite=Lax session cookie and back to the page asked for', async () => {
    const res = await send(
      app.port,
      form({ username: 'Alice', password: PASSWORD, next: '/survey/ab-12?q=cars' }),
    )
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/survey/ab-12?q=cars')
    const cookie = cookieFrom(res, 'dds_session')!
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie.line).toMatch(/; Path=\/(;|$)/)
    expect(cookie.line).toMatch(/; HttpOnly/)
    expect(cookie.line).toMatch(/; SameSite=Lax/)
    expect(cookie.line).not.toMatch(/Secure/)
    expect(cookie.line).toMatch(/Max-Age=43200/)

    const api = await send(app.port, { path: '/api/v1/studies', headers: { cookie: cookie.pair } })
    expect(api.status).toBe(200)
    expect(api.headers['x-test-user']).toBe('alice')
    const me = await send(app.port, { path: '/auth/me', headers: { cookie: cookie.pair } })
    expect(JSON.parse(me.body)).toEqual({
      user: 'alice',
      admin: false,
      mode: 'password',
      signedIn: true,
    })
  })

  it('marks the cookie Secure behind a TLS-terminating proxy on this machine, as the browser came over https', async () => {
    const host = `127.0.0.1:${app.port}`
    const viaProxy = (forwardedOrigin: string) =>
      send(
        app.port,
        form(
          { username: 'alice', password: PASSWORD, next: '/' },
          { host, origin: forwardedOrigin, 'x-forwarded-proto': 'https' },
        ),
      )
    // The page the form came from was https, so an http origin is another site's.
    expect((await viaProxy(`http://${host}`)).status).toBe(403)
    const res = await viaProxy(`https://${host}`)
    expect(res.status).toBe(303)
    expect(cookieFrom(res, 'dds_session')!.line).toMatch(/; Secure/)
  })
  it('signs in with JSON, and tells admins apart', async () => {
    const res = await send(app.port, {
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: origin() },
      body: JSON.stringify({ username: 'root', password: PASSWORD }),
    })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ user: 'root', admin: true })
    expect(cookieFrom(res, 'dds_session')).toBeDefined()
  })

  it('a wrong password: 401 JSON for script, back to the form with error=invalid for a browser', async () => {
    const json = await send(app.port, {
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: origin() },
      body: JSON.stringify({ username: 'root', password: 'not the password' }),
    })
    expect(json.status).toBe(401)
    expect(JSON.parse(json.body)).toMatchObject({ title: 'Sign-in failed' })
    expect(cookieFrom(json, 'dds_session')).toBeUndefined()
    const page = await send(
      app.port,
      form({ username: 'nobody', password: 'whatever it is', next: '/x?y=1' }),
    )
    expect(page.status).toBe(303)
    expect(page.headers.location).toBe(
      `/sign-in?error=invalid&next=${encodeURIComponent('/x?y=1')}`,
    )
  })

  it('sends `next` elsewhere than this site to the home page', async () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      const res = await send(app.port, form({ username: 'alice', password: PASSWORD, next }))
      expect(res.headers.location, next).toBe('/')
    }
  })

  it('signing out ends the session in the store, not just in the browser', async () => {
    const cookie = await signIn()
    const out = await send(app.port, {
      method: 'POST',
      path: '/auth/logout',
      headers: { cookie, origin: origin(), accept: 'text/html' },
    })
    expect(out.status).toBe(303)
    expect(out.headers.location).toBe('/sign-in')
    expect(cookieFrom(out, 'dds_session')!.line).toMatch(/Max-Age=0/)
    // The old cookie, replayed, is no one's.
    expect((await send(app.port, { path: '/api/v1/studies', headers: { cookie } })).status).toBe(
      401,
    )
    const json = await signIn()
    const out2 = await send(app.port, {
      method: 'POST',
      path: '/auth/logout',
      headers: { cookie: json, origin: origin(), accept: 'application/json' },
    })
    expect(out2.status).toBe(204)
  })

  it('a removed account is signed out at its next request', async () => {
    const env = { DDS_USERS_FILE: usersFile }
    expect((await usersCommand(['add', 'carol', '--password-stdin'], env, PASSWORD)).code).toBe(0)
    const res = await send(app.port, form({ username: 'carol', password: PASSWORD }))
    const cookie = cookieFrom(res, 'dds_session')!.pair
    expect((await send(app.port, { path: '/api/v1/x', headers: { cookie } })).status).toBe(200)
    expect((await usersCommand(['remove', 'carol'], env)).code).toBe(0)
    // The server looks at the file at most once a second: move its clock on rather than wait.
    const now = performance.now.bind(performance)
    vi.spyOn(performance, 'now').mockImplementation(() => now() + 1_100)
    const after = await send(app.port, { path: '/api/v1/x', headers: { cookie } }).finally(() =>
      vi.restoreAllMocks(),
    )
    expect(after.status).toBe(401)
  })

  it('refuses a state-changing request from another site (403) and accepts the app’s own', async () => {
    const cookie = await signIn()
    const post = (headers: Record<string, string>) =>
      send(app.port, {
        method: 'POST',
        path: '/api/v1/research-ai/ask',
        headers: { cookie, 'content-type': 'application/json', ...headers },
        body: '{}',
      })
    const foreign = await post({ origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(JSON.parse(foreign.body)).toMatchObject({ title: 'Cross-site request refused' })
    expect((await post({ origin: 'null' })).status).toBe(403)
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await post({})).status).toBe(403)
    expect((await post({ origin: origin() })).status).toBe(200)
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    // Sign-in itself: a login CSRF would sign the victim into the attacker's account.
    const login = await send(
      app.port,
      form({ username: 'alice', password: PASSWORD }, { origin: 'https://evil.example' }),
    )
    expect(login.status).toBe(403)
  })

  it('six wrong passwords from one address do not keep the owner out from another address', async () => {
    // A server of its own, so no earlier test's tries count here.
    const fresh = createAuth({ mode: 'password', store: createMemoryStore(), usersFile })
    const other = await serveStage(() => fresh)
    try {
      // The stage's peer is loopback, a trusted proxy by default: X-Forwarded-For names the client.
      const attempt = (username: string, password: string, from: string) =>
        send(other.port, {
          method: 'POST',
          path: '/auth/login',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            origin: `http://127.0.0.1:${other.port}`,
            'x-forwarded-for': from,
          },
          body: JSON.stringify({ username, password }),
        })
      const guesses = []
      for (let i = 0; i < 6; i++)
        guesses.push(await attempt('root', `wrong guess ${i}`, '198.51.100.66'))
      const owner = await attempt('root', PASSWORD, '203.0.113.10')
      expect(owner.status).toBe(200)
      expect(cookieFrom(owner, 'dds_session')).toBeDefined()

      // The guesser is slowed: its quick tries are told "wrong", later ones (each arriving
      // within the growing wait the one before set, on any but a stalled machine) to wait.
      const statuses = guesses.map((r) => r.status)
      expect(statuses.slice(0, LOGIN_THROTTLE.pair.free)).toEqual([401, 401, 401])
      expect(statuses).toContain(429)
      const slowed = guesses.find((r) => r.status === 429)!
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(cookieFrom(slowed, 'dds_session')).toBeUndefined()
      expect(JSON.parse(slowed.body)).toMatchObject({
        title: 'Too many sign-in attempts',
        detail: expect.stringMatching(
          /^Too many failed sign-ins from here\. Wait \d+ seconds?, then try again\.$/,
        ),
      })

      // An unknown name is told the same, word for word (but for the seconds to wait).
      const unknown = []
      for (let i = 0; i < 6; i++)
        unknown.push(await attempt('nobody', `wrong guess ${i}`, '198.51.100.67'))
      const words = (r: TestResponse) => r.body.replace(/\d+/g, 'N')
      expect(words(unknown[0]!)).toBe(words(guesses[0]!))
      expect(words(unknown.find((r) => r.status === 429)!)).toBe(words(slowed))
    } finally {
      await other.close()
    }
  })

  it('slows one address trying many names, the right password for a real one included', async () => {
    const store = createMemoryStore()
    const fresh = createAuth({ mode: 'password', store, usersFile })
    const other = await serveStage(() => fresh)
    try {
      const attempt = (username: string, password: string) =>
        send(other.port, {
          method: 'POST',
          path: '/auth/login',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: `http://127.0.0.1:${other.port}`,
          },
          body: new URLSearchParams({ username, password, next: '/a' }).toString(),
        })
      const locations: string[] = []
      for (let i = 0; i < LOGIN_THROTTLE.address.free; i++)
        locations.push(String((await attempt(`guess${i}`, 'nope nope nope')).headers.location))
      expect(new Set(locations)).toEqual(new Set(['/sign-in?error=invalid&next=%2Fa']))
      const blocked = await attempt('alice', PASSWORD)
      expect(blocked.status).toBe(303)
      expect(blocked.headers.location).toMatch(
        /^\/sign-in\?error=throttled&retry_after=\d+&next=%2Fa$/,
      )
    } finally {
      await other.close()
    }
  })
})
