import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiProxy } from './proxy'
import { requestFacts } from '../http/request-facts'
import { createResponseCache, memoryCacheBackend } from './response-cache'

const closers: (() => void)[] = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

async function listen(server: http.Server): Promise<string> {
  closers.push(() => {
    server.closeAllConnections()
    server.close()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** An upstream counting its calls; answers gzip, after `delayMs`, with `status`. */
async function countingUpstream(options: { delayMs?: number; status?: () => number } = {}) {
  const calls: string[] = []
  const base = await listen(
    http.createServer((req, res) => {
      calls.push(req.url ?? '')
      req.resume()
      setTimeout(() => {
        const status = options.status?.() ?? 200
        const body = zlib.gzipSync(JSON.stringify({ items: [{ n: calls.length }], status }))
        res.writeHead(status, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'cache-control': 'public, max-age=3600',
        })
        res.end(body)
      }, options.delayMs ?? 0)
    }),
  )
  return { base, calls }
}

async function proxyWithCache(upstreamBase: string, ttlMs = 60_000) {
  const facts: Record<string, unknown>[] = []
  const proxy = createApiProxy({
    baseUrl: upstreamBase,
    apiKey: 'cache-key-123',
    cache: createResponseCache({ ttlMs, backend: memoryCacheBackend(1024 * 1024) }),
  })
  const base = await listen(
    http.createServer((req, res) => {
      res.once('finish', () => facts.push({ ...requestFacts(req) }))
      proxy.handle(req, res)
    }),
  )
  return { base, facts }
}

describe('the response cache in the proxy', () => {
  it('pays once: a repeat is a hit, marked, free, with the same body', async () => {
    const upstream = await countingUpstream()
    const { base, facts } = await proxyWithCache(upstream.base)
    const first = await fetch(`${base}/api/v1/data/consumer-insights?rows=q1`)
    const second = await fetch(`${base}/api/v1/data/consumer-insights?rows=q1&`)
    expect(first.headers.get('x-cache')).toBe('miss')
    expect(second.headers.get('x-cache')).toBe('hit')
    expect(second.headers.get('cache-control')).toBe('no-store')
    expect(await second.json()).toEqual(await first.json())
    expect(upstream.calls).toEqual(['/v1/data/consumer-insights?rows=q1'])
    expect(facts).toEqual([
      { cache: 'miss', credits: 10 },
      { cache: 'hit', credits: 0 },
    ])
  })

  it('joins identical requests in flight into one upstream call', async () => {
    const upstream = await countingUpstream({ delayMs: 200 })
    const { base } = await proxyWithCache(upstream.base)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${base}/api/v1/studies?q=solar&page=1`)),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200))
    expect(answers.filter((r) => r.headers.get('x-cache') === 'miss')).toHaveLength(1)
    expect(upstream.calls).toHaveLength(1)
  })

  it('never keeps an error', async () => {
    let status = 503
    const upstream = await countingUpstream({ status: () => status })
    const { base } = await proxyWithCache(upstream.base)
    expect((await fetch(`${base}/api/v1/studies?q=x`)).status).toBe(503)
    status = 200
    expect((await fetch(`${base}/api/v1/studies?q=x`)).status).toBe(200)
    expect((await fetch(`${base}/api/v1/studies?q=x`)).headers.get('x-cache')).toBe('hit')
    expect(upstream.calls).toHaveLength(2)
  })

  it('forgets an answer after its time', async () => {
    const upstream = await countingUpstream()
    const { base } = await proxyWithCache(upstream.base, 100)
    await (await fetch(`${base}/api/v1/studies?q=x`)).text()
    await new Promise((r) => setTimeout(r, 150))
    expect((await fetch(`${base}/api/v1/studies?q=x`)).headers.get('x-cache')).toBe('miss')
    expect(upstream.calls).toHaveLength(2)
  })

  it('never keeps a research answer, which changes as its job runs', async () => {
    const upstream = await countingUpstream()
    const { base } = await proxyWithCache(upstream.base)
    for (let i = 0; i < 2; i++)
      await (await fetch(`${base}/api/v1/research-ai/answer?research_token=t`)).text()
    expect(upstream.calls).toHaveLength(2)
  })

  it('hands a kept gzip answer decoded to a client that does not take gzip', async () => {
    const upstream = await countingUpstream()
    const { base } = await proxyWithCache(upstream.base)
    await (await fetch(`${base}/api/v1/studies?q=x`)).text()
    const plain = await new Promise<{ encoding?: string; body: string }>((resolve) => {
      http.get(
        `${base}/api/v1/studies?q=x`,
        { headers: { 'accept-encoding': 'identity' } },
        (res) => {
          let body = ''
          res.on('data', (c: Buffer) => (body += c.toString()))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body }))
        },
      )
    })
    expect(plain.encoding).toBeUndefined()
    expect(JSON.parse(plain.body)).toEqual({ items: [{ n: 1 }], status: 200 })
  })
})

describe('memoryCacheBackend', () => {
  it('keeps at most its bytes, the least recently used going first', async () => {
    const backend = memoryCacheBackend(100)
    const answer = (n: number) => ({ status: 200, headers: {}, body: Buffer.alloc(40, n) })
    // Each entry counts its body, key and headers: 40 + 2 + 4 bytes here.
    await backend.set('a', answer(1), 60_000)
    await backend.set('b', answer(2), 60_000)
    await backend.get('a')
    await backend.set('c', answer(3), 60_000)
    expect(await backend.get('b')).toBeUndefined()
    expect((await backend.get('a'))?.body[0]).toBe(1)
    expect((await backend.get('c'))?.body[0]).toBe(3)
    await backend.set('huge', { status: 200, headers: {}, body: Buffer.alloc(95) }, 60_000)
    expect(await backend.get('huge')).toBeUndefined()
  })
})
