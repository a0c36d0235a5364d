import http from 'node:http'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from './app-server'
import { captureLog } from './testing/log-capture'

const KEY = 'configured-key-abc'
let upstream: http.Server
let app: http.Server
let base = ''
let upstreamBase = ''
const seen: http.IncomingHttpHeaders[] = []

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'dds-dist-'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  upstream = http.createServer((req, res) => {
    seen.push(req.headers)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"items":[],"total_count":0,"total_pages":0}')
  })
  const upstreamPort = await listen(upstream)
  upstreamBase = `http://127.0.0.1:${upstreamPort}`
  app = createAppServer({
    distDir: dist,
    upstream: { kind: 'remote', baseUrl: `http://127.0.0.1:${upstreamPort}`, apiKey: KEY },
  })
  base = `http://127.0.0.1:${await listen(app)}`
})
afterAll(() => {
  app.closeAllConnections()
  upstream.closeAllConnections()
  app.close()
  upstream.close()
})

describe('production server', () => {
  it('serves pages with a strict CSP and no long cache on index.html', async () => {
    const res = await fetch(`${base}/studies?q=energy`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('id="root"')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBeTruthy()
    expect(res.headers.get('cache-control')).toBe('no-cache')
    // Images: the app itself and the service's hosts (any https for a remote service), no data:.
    const img = /img-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []
    expect(img).toEqual(expect.arrayContaining(["'self'", new URL(upstreamBase).origin]))
    expect(img).not.toContain('data:')
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
  })

  it('caches hashed assets for good', async () => {
    const res = await fetch(`${base}/assets/index-abc123.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
  })

  it('proxies the API to the configured service with its key, never the client’s', async () => {
    const res = await fetch(`${base}/api/v1/studies?q=x`, {
      headers: { cookie: 'sid=1', authorization: 'Bearer browser', 'x-api-key': 'browser' },
    })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toContain(KEY)
    const last = seen[seen.length - 1]!
    expect(last['x-api-key']).toBe(KEY)
    expect(last.cookie).toBeUndefined()
    expect(last.authorization).toBeUndefined()
    for (const [, value] of res.headers) expect(value).not.toContain(KEY)
  })

  it('survives a built file removed while it runs, and goes on serving', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'dds-dist-gone-'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    mkdirSync(path.join(dist, 'assets'))
    writeFileSync(path.join(dist, 'assets', 'gone-abc123.js'), 'console.log(1)')
    const { log, lines } = captureLog()
    const server = createAppServer({
      distDir: dist,
      upstream: { kind: 'remote', baseUrl: upstreamBase, apiKey: KEY },
      log,
    })
    const at = `http://127.0.0.1:${await listen(server)}`
    rmSync(path.join(dist, 'assets', 'gone-abc123.js'))
    await expect(fetch(`${at}/assets/gone-abc123.js`).then((r) => r.text())).rejects.toThrow()
    const errors = lines().filter((l) => l.level === 50)
    expect(errors).toHaveLength(1)
    expect(String(errors[0]?.msg)).toContain('could not be read')
    expect((await fetch(`${at}/`)).status).toBe(200)
    server.closeAllConnections()
    server.close()
  })

  it('refuses to start without a build', () => {
    expect(() =>
      createAppServer({
        distDir: path.join(os.tmpdir(), 'no-such-dist-dir'),
        upstream: { kind: 'remote', baseUrl: 'http://127.0.0.1:1', apiKey: KEY },
      }),
    ).toThrow(/npm run build/)
  })
})
