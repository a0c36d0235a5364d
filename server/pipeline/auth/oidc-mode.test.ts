import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../store/memory-store'
import { createAuth, type AuthStage } from './auth'
import { cookieFrom, send, serveStage } from './testing-http'
import { startTestOidcProvider, type TestOidcProvider } from './testing-oidc-provider'

/**
 * OIDC sign-in end to end against a real provider (oidc-provider, its development login and
 * consent pages) on a loopback port, driven with plain HTTP the way a browser would go.
 */

const CLIENT = { id: 'dds-explorer', secret: 'a-client-secret-for-the-test-provider' }

/** A browser's cookies for one site: by name and path, sent where the path matches. */
class CookieJar {
  private cookies = new Map<string, { value: string; path: string }>()
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim())
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/'
      const expired =
        attributes.some((a) => /^max-age=0$/i.test(a)) ||
        attributes.some((a) => /^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now())
      const key = `${name};${path}`
      if (expired || eq <= 0) this.cookies.delete(key)
      else this.cookies.set(key, { value: pair.slice(eq + 1), path })
    }
  }
  header(url: URL): string {
    return [...this.cookies]
      .filter(
        ([, c]) => url.pathname === c.path || url.pathname.startsWith(c.path.replace(/\/?$/, '/')),
      )
      .map(([key, c]) => `${key.split(';')[0]}=${c.value}`)
      .join('; ')
  }
}

describe('DDS_AUTH=oidc against a local oidc-provider', () => {
  let provider: TestOidcProvider
  let issuer: URL
  let app: Awaited<ReturnType<typeof serveStage>>
  let auth: AuthStage
  let publicUrl: URL

  beforeAll(async () => {
    // The app first: the provider must know its redirect address.
    app = await serveStage(() => auth)
    publicUrl = new URL(`http://127.0.0.1:${app.port}`)

    provider = await startTestOidcProvider({
      client: { ...CLIENT, redirectUris: [new URL('/auth/callback', publicUrl).href] },
    })
    issuer = provider.issuer

    auth = createAuth({
      mode: 'oidc',
      store: createMemoryStore(),
      publicUrl,
      oidc: { issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret },
      admins: ['boss@example.org'],
    })
  })
  afterAll(async () => {
    await app?.close()
    await provider?.close()
  })

  /** Follows the provider's pages from the authorization URL until it sends the browser back. */
  async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new CookieJar()
    let url = new URL(authorizationUrl)
    let method = 'GET'
    let body: string | undefined
    for (let step = 0; step < 12; step++) {
      const res = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: jar.header(url),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      })
      jar.take(res)
      const location = res.headers.get('location')
      if (location) {
        const next = new URL(location, url)
        if (next.origin !== issuer.origin) return next
        url = next
        method = 'GET'
        body = undefined
        continue
      }
      const html = await res.text()
      expect(res.status, html).toBe(200)
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1]
      expect(action, html).toBeDefined()
      url = new URL(action!.replace(/&amp;/g, '&'), url)
      method = 'POST'
      body =
        prompt === 'login'
          ? new URLSearchParams({ prompt, login, password: 'anything' }).toString()
          : new URLSearchParams({ prompt: prompt ?? 'consent' }).toString()
    }
    throw new Error('the provider never sent the browser back')
  }

  it('a signed-out page load goes to /auth/start, keeping the address', async () => {
    const res = await send(app.port, { path: '/survey/ab?q=1', headers: { accept: 'text/html' } })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/auth/start?next=${encodeURIComponent('/survey/ab?q=1')}`)
    const api = await send(app.port, { path: '/api/v1/studies' })
    expect(JSON.parse(api.body).sign_in).toBe(
      `/auth/start?next=${encodeURIComponent('/api/v1/studies')}`,
    )
  })

  it('signs in with the authorization code and PKCE, and lands on the page asked for', async () => {
    const start = await send(app.port, { path: '/auth/start?next=%2Fsurvey%2Fab%3Fq%3D1' })
    expect(start.status).toBe(303)
    const to = new URL(start.headers.location!)
    expect(to.origin).toBe(issuer.origin)
    expect(to.searchParams.get('code_challenge_method')).toBe('S256')
    expect(to.searchParams.get('redirect_uri')).toBe(`${publicUrl.origin}/auth/callback`)
    const flow = cookieFrom(start, 'dds_oidc')!
    expect(flow.line).toMatch(/Path=\/auth\/callback; HttpOnly; SameSite=Lax/)

    const back = await signInAtProvider(to.href, 'boss')
    expect(back.pathname).toBe('/auth/callback')
    const done = await send(app.port, {
      path: back.pathname + back.search,
      headers: { cookie: flow.pair },
    })
    expect(done.status).toBe(303)
    expect(done.headers.location).toBe('/survey/ab?q=1')
    const session = cookieFrom(done, 'dds_session')!
    expect(session.line).toMatch(/HttpOnly; SameSite=Lax/)

    const me = await send(app.port, { path: '/auth/me', headers: { cookie: session.pair } })
    expect(JSON.parse(me.body)).toEqual({
      user: 'boss@example.org',
      admin: true,
      mode: 'oidc',
      signedIn: true,
    })
    const api = await send(app.port, { path: '/api/v1/studies', headers: { cookie: session.pair } })
    expect(api.status).toBe(200)

    // The provider's answer is good once: replayed, it signs no one in.
    const replay = await send(app.port, {
      path: back.pathname + back.search,
      headers: { cookie: flow.pair },
    })
    expect(replay.status).toBe(303)
    expect(replay.headers.location).toBe('/sign-in?error=failed')
    expect(cookieFrom(replay, 'dds_session')).toBeUndefined()
  })

  it('refuses an answer from the provider that this browser did not ask for', async () => {
    // An attacker's own code, delivered to the victim's browser (login CSRF): no flow cookie.
    const start = await send(app.port, { path: '/auth/start?next=/' })
    const back = await signInAtProvider(start.headers.location!, 'mallory')
    const res = await send(app.port, { path: back.pathname + back.search })
    expect(res.headers.location).toBe('/sign-in?error=failed')
    expect(cookieFrom(res, 'dds_session')).toBeUndefined()
    // Another browser's flow cookie with this answer: the state does not match.
    const other = await send(app.port, { path: '/auth/start?next=/' })
    const mismatched = await send(app.port, {
      path: back.pathname + back.search,
      headers: { cookie: cookieFrom(other, 'dds_oidc')!.pair },
    })
    expect(mismatched.headers.location).toBe('/sign-in?error=failed')
  })

  it('a user not in DDS_ADMINS is not an admin; an open `next` goes home', async () => {
    const start = await send(app.port, { path: '/auth/start?next=%2F%2Fevil.example' })
    const back = await signInAtProvider(start.headers.location!, 'ann')
    const done = await send(app.port, {
      path: back.pathname + back.search,
      headers: { cookie: cookieFrom(start, 'dds_oidc')!.pair },
    })
    expect(done.headers.location).toBe('/')
    const me = await send(app.port, {
      path: '/auth/me',
      headers: { cookie: cookieFrom(done, 'dds_session')!.pair },
    })
    expect(JSON.parse(me.body)).toMatchObject({ user: 'ann@example.org', admin: false })
  })

  it('never speaks plain http to a provider that is not on this machine', async () => {
    const remote = createAuth({
      mode: 'oidc',
      store: createMemoryStore(),
      publicUrl,
      oidc: { issuer: new URL('http://192.0.2.1/'), clientId: CLIENT.id },
    })
    const other = await serveStage(() => remote)
    try {
      const res = await send(other.port, { path: '/auth/start?next=/' })
      expect(res.status).toBe(503)
      expect(JSON.parse(res.body)).toMatchObject({ title: 'Sign-in unavailable' })
    } finally {
      await other.close()
    }
  })
})
