import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStore, type MemoryStore } from '../../store/memory-store'
import { createAuth } from './auth'
import { OIDC_START_LIMITS } from './oidc'
import { cookieFrom, send, serveStage } from './testing-http'

/**
 * `GET /auth/start` is open to anyone and stores a flow record per call: it is limited per
 * client address, over HTTP as a browser (or a flood) would call it. The provider is only a
 * discovery document here; no one signs in.
 */
describe('DDS_AUTH=oidc: starting sign-ins is limited per address', () => {
  let provider: http.Server
  let store: MemoryStore
  let app: Awaited<ReturnType<typeof serveStage>>
  let issuer: URL

  beforeAll(async () => {
    provider = http.createServer((req, res) => {
      const issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
      if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end()
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      )
    })
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    issuer = new URL(`http://127.0.0.1:${(provider.address() as AddressInfo).port}`)
    store = createMemoryStore()
    const auth = createAuth({
      mode: 'oidc',
      store,
      publicUrl: new URL('http://127.0.0.1:1'),
      oidc: { issuer, clientId: 'dds-explorer' },
      startLimiter: new RateLimiterMemory({ points: 3, duration: 600 }),
    })
    app = await serveStage(() => auth)
  })
  afterAll(async () => {
    await app?.close()
    provider?.closeAllConnections()
    await new Promise((resolve) => provider?.close(resolve))
    await store?.close()
  })

  it('answers 429 with Retry-After and a plain page past the limit, storing nothing more', async () => {
    const start = (localAddress: string) =>
      send(app.port, { path: '/auth/start?next=%2Fsurvey', localAddress })
    for (let i = 0; i < 3; i++) {
      const res = await start('127.0.0.3')
      expect(res.status).toBe(303)
      expect(cookieFrom(res, 'dds_oidc')).toBeDefined()
    }
    const stored = store.size
    expect(stored).toBe(3)

    for (let i = 0; i < 50; i++) {
      const refused = await start('127.0.0.3')
      expect(refused.status).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.headers['content-type']).toMatch(/^text\/plain/)
      expect(refused.body).toMatch(/wait .* and try again/i)
      expect(cookieFrom(refused, 'dds_oidc')).toBeUndefined()
    }
    expect(store.size).toBe(stored)

    // Another address has its own allowance.
    expect((await start('127.0.0.4')).status).toBe(303)
  })

  it('by default allows OIDC_START_LIMITS.points starts per address', async () => {
    const auth = createAuth({
      mode: 'oidc',
      store: createMemoryStore(),
      publicUrl: new URL('http://127.0.0.1:1'),
      oidc: { issuer, clientId: 'dds-explorer' },
    })
    const other = await serveStage(() => auth)
    try {
      for (let i = 0; i < OIDC_START_LIMITS.points; i++)
        expect((await send(other.port, { path: '/auth/start' })).status).toBe(303)
      const refused = await send(other.port, { path: '/auth/start' })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(
        OIDC_START_LIMITS.duration - 60,
      )
    } finally {
      await other.close()
    }
  })
})
