import http from 'node:http'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAppServer } from './app-server'
import { captureLog } from './testing/log-capture'
import { createLifecycle } from './lifecycle'
import { writeShells } from '../testing/built-shells'

/** What an operator relies on: health, the host allow-list, HSTS, access lines. */

const KEY = 'operations-key-4242'
const dist = mkdtempSync(path.join(os.tmpdir(), 'dds-ops-dist-'))
writeShells(dist, '<!doctype html><title>x</title><div id="root"></div>')

let upstreamDown = false
const upstream = http.createServer((req, res) => {
  req.resume()
  if (upstreamDown) {
    res.writeHead(503, { 'content-type': 'text/plain' })
    res.end('maintenance')
    return
  }
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end('{"items":[],"total_count":0}')
})
const servers: http.Server[] = [upstream]
let upstreamBase = ''

function listen(server: http.Server): Promise<string> {
  servers.push(server)
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
}

/** A request with a Host header of our choosing (fetch does not let one set it). */
function get(
  base: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: target, headers, agent: false },
      (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** An address where nothing listens. */
async function closedPortBase(): Promise<string> {
  const closed = http.createServer()
  const base = await new Promise<string>((resolve) =>
    closed.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(closed.address() as AddressInfo).port}`),
    ),
  )
  await new Promise((r) => closed.close(r))
  return base
}

beforeAll(async () => {
  upstreamBase = await listen(upstream)
})
afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
})

function app(options: Partial<Parameters<typeof createAppServer>[0]> = {}) {
  return createAppServer({
    distDir: dist,
    upstream: { kind: 'remote', baseUrl: upstreamBase, apiKey: KEY },
    ...options,
  })
}

describe('health', () => {
  it('/healthz answers JSON, never the app’s page', async () => {
    const base = await listen(app())
    const res = await get(base, '/healthz')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' })
    expect((await get(base, '/healthz?verbose')).status).toBe(200)
  })

  it('/readyz is 503 while the upstream is down and 200 when it is back', async () => {
    const { log, lines } = captureLog()
    const base = await listen(app({ log }))
    upstreamDown = true
    const down = await get(base, '/readyz')
    expect(down.status).toBe(503)
    expect(JSON.parse(down.body)).toMatchObject({
      status: 'not ready',
      checks: { upstream: { ok: false, error: 'answered 503' } },
    })
    upstreamDown = false
    // A readiness answer is reused for two seconds, so probes cannot multiply upstream calls.
    // Only the clock moves on (timers and I/O stay real), instead of the test waiting 2 s.
    vi.useFakeTimers({ toFake: ['Date'] })
    expect((await get(base, '/readyz')).status).toBe(503)
    vi.setSystemTime(Date.now() + 2_100)
    const up = await get(base, '/readyz').finally(() => vi.useRealTimers())
    expect(up.status).toBe(200)
    expect(JSON.parse(up.body)).toMatchObject({
      status: 'ready',
      checks: { upstream: { ok: true } },
    })
    expect(lines().map((l) => l.msg)).toEqual(expect.arrayContaining(['not ready', 'ready']))
  })

  it('/readyz names an unreachable upstream', async () => {
    const base = await listen(
      app({ upstream: { kind: 'remote', baseUrl: await closedPortBase(), apiKey: KEY } }),
    )
    const res = await get(base, '/readyz')
    expect(res.status).toBe(503)
    expect(JSON.parse(res.body).checks.upstream.error).toMatch(/not reachable \(ECONNREFUSED\)/)
  })

  it('answers for any host name, so a load balancer can probe by address', async () => {
    const base = await listen(app())
    expect((await get(base, '/healthz', { host: '10.1.2.3:8080' })).status).toBe(200)
  })
})

describe('draining', () => {
  it('once shutdown has begun: readiness says draining, new pages and API calls get 503, files still load', async () => {
    const lifecycle = createLifecycle()
    const base = await listen(app({ lifecycle }))
    expect((await get(base, '/api/v1/studies')).status).toBe(200)
    lifecycle.beginDrain()
    const ready = await get(base, '/readyz')
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' })
    expect((await get(base, '/healthz')).status).toBe(200)
    for (const [target, headers] of [
      ['/api/v1/studies?q=x', {}],
      ['/auth/me', {}],
      ['/studies', { accept: 'text/html,application/xhtml+xml' }],
      ['/', { accept: 'text/html' }],
    ] as const) {
      const res = await get(base, target, headers)
      expect(res.status, target).toBe(503)
      expect(res.headers['retry-after'], target).toBe('5')
      expect(res.headers.connection, target).toBe('close')
    }
    // A page already loading still gets its files (here the shell, asked for without text/html).
    expect((await get(base, '/index.html')).status).toBe(200)
  })
})

describe('host allow-list', () => {
  it('answers loopback names from this machine, and refuses other names with 421', async () => {
    const base = await listen(app())
    for (const host of ['localhost:1', '127.0.0.1', '[::1]:8080', 'app.localhost']) {
      expect((await get(base, '/', { host })).status).toBe(200)
    }
    for (const host of ['evil.example', 'evil.example:80', 'localhost.evil.example', 'a b']) {
      const res = await get(base, '/api/v1/studies', { host })
      expect(res.status).toBe(421)
      expect(res.body).toMatch(/does not answer for the host name/)
    }
  })

  it('answers the configured names', async () => {
    const base = await listen(app({ allowedHosts: ['dds.example.org'] }))
    expect((await get(base, '/', { host: 'DDS.example.org:443' })).status).toBe(200)
    expect((await get(base, '/', { host: 'other.example.org' })).status).toBe(421)
  })
})

describe('Strict-Transport-Security', () => {
  it('is sent when the public address is https', async () => {
    const base = await listen(app({ publicUrl: new URL('https://dds.example.org') }))
    expect((await get(base, '/')).headers['strict-transport-security']).toBe('max-age=31536000')
    expect((await get(base, '/api/v1/studies')).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    )
  })

  it('is sent when a trusted proxy says the browser used https, and only then', async () => {
    const trusted = await listen(app())
    expect(
      (await get(trusted, '/', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toBe('max-age=31536000')
    expect((await get(trusted, '/')).headers['strict-transport-security']).toBeUndefined()
    const untrusted = await listen(app({ trustedProxies: ['10.0.0.0/8'] }))
    expect(
      (await get(untrusted, '/', { 'x-forwarded-proto': 'https' })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined()
  })
})

describe('access log', () => {
  it('writes one JSON line per request with method, path, status, duration, bytes and credits', async () => {
    const { log, lines, raw } = captureLog({ secrets: [KEY] })
    const base = await listen(app({ log }))
    // Over one kept-alive connection, as a browser asks: `get` closes its connection the moment
    // it has the last byte, which on a busy machine can come before the server has finished
    // (that line then says the client went away).
    const read = async (path: string, headers: Record<string, string> = {}) =>
      void (await (await fetch(base + path, { headers })).arrayBuffer())
    await read('/api/v1/search/statistics?q=energy&size=2', { cookie: 'session=s3cret' })
    await read('/api/v1/studies?q=solar')
    await read('/')
    // The line is written when the response finishes, which may be after the client has it.
    const access = await vi.waitFor(() => {
      const written = lines().filter((l) => l.msg === 'request')
      expect(written).toHaveLength(3)
      return written
    })
    expect(access[0]).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/v1/search/statistics?q=energy&size=2',
      status: 200,
      credits: 1,
    })
    expect(access[1]).toMatchObject({ path: '/api/v1/studies?q=solar', credits: 1 })
    expect(access[2]).toMatchObject({ path: '/', status: 200 })
    expect(access[2]?.credits).toBeUndefined()
    for (const line of access) {
      expect(typeof line.time).toBe('string')
      expect(line.ms).toEqual(expect.any(Number))
      expect(line.bytes).toBeGreaterThan(0)
    }
    expect(raw()).not.toContain('s3cret')
    expect(raw()).not.toContain(KEY)
  })

  it('gives every request an id, on its answer and its access line; a trusted proxy’s is kept', async () => {
    const { log, lines } = captureLog()
    const base = await listen(app({ log }))
    const asked: { status: number; id: string | undefined }[] = []
    for (const [target, headers] of [
      ['/api/v1/studies?q=ids', {}],
      ['/healthz', {}],
      ['/', { 'x-request-id': 'lb-7f3a9c' }],
      ['/', { 'x-request-id': 'not a valid id' }],
      ['/', { 'x-request-id': 'x'.repeat(200) }],
      ['/nowhere', { host: 'evil.example' }],
    ] as const) {
      const res = await get(base, target, headers)
      asked.push({ status: res.status, id: res.headers['x-request-id'] as string | undefined })
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    expect(asked.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 421])
    expect(asked[2]?.id).toBe('lb-7f3a9c')
    for (const i of [0, 1, 3, 4, 5]) expect(asked[i]?.id).toMatch(uuid)
    expect(new Set(asked.map((a) => a.id)).size).toBe(asked.length)
    // An access line each, written as each answer finishes, in any order (on a busy machine
    // `get` may hang up before the server has finished: that line says the client went away).
    const access = await vi.waitFor(
      () => {
        const written = lines().filter((l) => typeof l.method === 'string')
        expect(written).toHaveLength(asked.length)
        return written
      },
      { timeout: 5_000 },
    )
    expect(access.map((l) => l.reqId).sort()).toEqual(asked.map((a) => a.id).sort())

    // From a peer that is not a trusted proxy, a given id is not believed.
    const untrusted = await listen(app({ log, trustedProxies: ['10.0.0.0/8'] }))
    const res = await get(untrusted, '/', { 'x-request-id': 'lb-7f3a9c' })
    expect(res.headers['x-request-id']).toMatch(uuid)
  })

  it('writes one info line, without a stack, for a client that leaves mid-request', async () => {
    const { log, lines } = captureLog({ level: 'debug' })
    const hanging = http.createServer(() => {})
    const hangingBase = await listen(hanging)
    const base = await listen(
      app({ log, upstream: { kind: 'remote', baseUrl: hangingBase, apiKey: KEY } }),
    )
    const gone = new AbortController()
    const request = fetch(`${base}/api/v1/studies?q=x`, { signal: gone.signal }).catch(() => 0)
    await new Promise((r) => setTimeout(r, 100))
    gone.abort()
    await request
    await new Promise((r) => setTimeout(r, 100))
    expect(lines()).toHaveLength(1)
    expect(lines()[0]).toMatchObject({ level: 30, msg: 'client went away', aborted: true })
    expect(JSON.stringify(lines())).not.toContain('stack')
  })

  it('writes one warning naming the cause of an upstream failure', async () => {
    const { log, lines } = captureLog()
    const base = await listen(
      app({ log, upstream: { kind: 'remote', baseUrl: await closedPortBase(), apiKey: KEY } }),
    )
    expect((await get(base, '/api/v1/studies')).status).toBe(502)
    await vi.waitFor(() =>
      expect(lines().filter((l) => l.level === 40)).toEqual([
        expect.objectContaining({ msg: 'upstream call failed', cause: 'ECONNREFUSED' }),
      ]),
    )
  })
})
