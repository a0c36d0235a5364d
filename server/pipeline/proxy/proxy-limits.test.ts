import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiProxy, type ProxyOptions } from './proxy'

/** Slow and many clients: what one client does must not make another wait. */

const KEY = 'limits-test-key'
const closers: (() => void)[] = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

/** A test upstream: records arrivals, answers after `delayMs` (never, when undefined). */
async function startUpstream(delayMs: number | undefined) {
  const arrivals: { url: string; at: number }[] = []
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      arrivals.push({ url: req.url ?? '', at: performance.now() })
      if (delayMs === undefined) return
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"items":[]}')
      }, delayMs)
    })
  })
  const port = await listen(server)
  closers.push(() => {
    server.closeAllConnections()
    server.close()
  })
  return { base: `http://127.0.0.1:${port}`, arrivals }
}

async function startProxy(options: Omit<ProxyOptions, 'apiKey'>) {
  const proxy = createApiProxy({ apiKey: KEY, ...options })
  const server = http.createServer((req, res) => proxy.handle(req, res))
  const port = await listen(server)
  closers.push(() => {
    server.closeAllConnections()
    server.close()
    proxy.close()
  })
  return port
}

async function timedGet(port: number, path = '/api/v1/studies?q=x') {
  const started = performance.now()
  const res = await fetch(`http://127.0.0.1:${port}${path}`)
  await res.arrayBuffer()
  return { status: res.status, ms: performance.now() - started, headers: res.headers }
}

/** Opens a POST that declares a body and sends it one byte at a time, every `everyMs`. */
function tricklingPost(port: number, everyMs: number): () => void {
  const socket = net.connect(port, '127.0.0.1')
  socket.on('error', () => {})
  socket.write(
    'POST /api/v1/research-ai/ask HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
  )
  const timer = setInterval(() => socket.write(' '), everyMs)
  const stop = () => {
    clearInterval(timer)
    socket.destroy()
  }
  closers.push(stop)
  return stop
}

describe('slow request bodies', () => {
  it('do not delay another client’s API call, even with every upstream turn they could take', async () => {
    const upstream = await startUpstream(5)
    // Four turns and forty trickling clients: had the bodies been streamed upstream as they
    // came, the trickles would hold every turn and the GET would wait for a body timeout.
    const port = await startProxy({ baseUrl: upstream.base, concurrency: 4, bodyTimeoutMs: 5_000 })
    for (let i = 0; i < 40; i++) tricklingPost(port, 200)
    await new Promise((r) => setTimeout(r, 300))
    const results = await Promise.all([timedGet(port), timedGet(port), timedGet(port)])
    for (const r of results) {
      expect(r.status).toBe(200)
      expect(r.ms).toBeLessThan(1_000)
    }
    expect(upstream.arrivals.every((a) => !a.url.includes('research-ai'))).toBe(true)
  })

  it('are answered 408 when the whole body has not arrived in time, and never forwarded', async () => {
    const upstream = await startUpstream(5)
    const port = await startProxy({ baseUrl: upstream.base, bodyTimeoutMs: 300 })
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      let text = ''
      socket.on('data', (c: Buffer) => (text += c.toString()))
      socket.on('close', () => resolve(text))
      socket.on('error', () => resolve(text))
      socket.write(
        'POST /api/v1/research-ai/ask HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n' +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"q',
      )
      // Bytes keep coming, slower than the body limit allows for the whole body.
      const timer = setInterval(() => socket.write(' '), 100)
      socket.on('close', () => clearInterval(timer))
      closers.push(() => socket.destroy())
    })
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(answer).toContain('did not arrive')
    expect(upstream.arrivals).toHaveLength(0)
  })

  it('forwards a body that arrives in pieces within the time', async () => {
    const upstream = await startUpstream(5)
    const port = await startProxy({ baseUrl: upstream.base, bodyTimeoutMs: 2_000 })
    const body = '{"question":"EV sales in Germany?"}'
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/research-ai/ask',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 10))
      setTimeout(() => req.end(body.slice(10)), 100)
    })
    expect(status).toBe(200)
    expect(upstream.arrivals).toHaveLength(1)
  })
})

describe('the upstream queue', () => {
  it('answers 503 with Retry-After at once when every turn is taken and the queue is full', async () => {
    const upstream = await startUpstream(undefined)
    const port = await startProxy({
      baseUrl: upstream.base,
      concurrency: 1,
      maxQueue: 1,
      timeoutMs: 5_000,
    })
    const held = [fetch(`http://127.0.0.1:${port}/api/v1/studies?q=a1`).catch(() => undefined)]
    await new Promise((r) => setTimeout(r, 100))
    held.push(fetch(`http://127.0.0.1:${port}/api/v1/studies?q=a2`).catch(() => undefined))
    await new Promise((r) => setTimeout(r, 100))
    const refused = await timedGet(port)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(refused.ms).toBeLessThan(200)
    expect(upstream.arrivals).toHaveLength(1)
  })

  it('counts the upstream time limit from when a call starts, not while it waits its turn', async () => {
    const upstream = await startUpstream(300)
    const port = await startProxy({ baseUrl: upstream.base, concurrency: 1, timeoutMs: 500 })
    // Three calls one after another take 900 ms in all; each gets its own 500 ms.
    const results = await Promise.all([timedGet(port), timedGet(port), timedGet(port)])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    expect(Math.max(...results.map((r) => r.ms))).toBeGreaterThan(800)
  })

  it('drops a waiting call whose client went away, so it never reaches the upstream', async () => {
    const upstream = await startUpstream(400)
    const port = await startProxy({ baseUrl: upstream.base, concurrency: 1 })
    const first = timedGet(port, '/api/v1/studies?q=first')
    await new Promise((r) => setTimeout(r, 50))
    const gone = new AbortController()
    const second = fetch(`http://127.0.0.1:${port}/api/v1/studies?q=gone`, {
      signal: gone.signal,
    }).catch(() => 'aborted')
    await new Promise((r) => setTimeout(r, 50))
    gone.abort()
    expect(await second).toBe('aborted')
    expect((await first).status).toBe(200)
    await new Promise((r) => setTimeout(r, 100))
    expect(upstream.arrivals.map((a) => a.url)).toEqual(['/v1/studies?q=first'])
  })

  it('answers 503 to a call that waited too long for a turn', async () => {
    const upstream = await startUpstream(undefined)
    const port = await startProxy({
      baseUrl: upstream.base,
      concurrency: 1,
      maxQueueWaitMs: 200,
      timeoutMs: 5_000,
    })
    void fetch(`http://127.0.0.1:${port}/api/v1/studies?q=held`).catch(() => undefined)
    await new Promise((r) => setTimeout(r, 50))
    const waited = await timedGet(port)
    expect(waited.status).toBe(503)
    expect(waited.ms).toBeGreaterThan(150)
    expect(waited.ms).toBeLessThan(1_000)
  })
})
