import http, { type IncomingHttpHeaders } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiProxy } from './proxy'

/** A throwaway upstream that records what reaches it and answers as each test asks. */
interface Seen {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}
let seen: Seen[] = []
let behaviour: (req: http.IncomingMessage, res: http.ServerResponse) => void
const upstream = http.createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c.toString()))
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
    behaviour(req, res)
  })
})

function listen(server: http.Server | net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

let upstreamPort = 0
let proxyServer: http.Server
let proxyPort = 0
const KEY = 'secret-test-key-123'

function startProxy(
  baseUrl: string,
  timeoutMs = 2_000,
): Promise<{ server: http.Server; port: number }> {
  const proxy = createApiProxy({ baseUrl, apiKey: KEY, timeoutMs })
  const server = http.createServer((req, res) =>
    proxy.handle(req, res, () => {
      res.statusCode = 299
      res.end('not api')
    }),
  )
  return listen(server).then((port) => ({ server, port }))
}

/** Sends a raw request, so escape attempts reach the proxy exactly as written. */
function raw(
  port: number,
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: init.method ?? 'GET',
        path: target,
        headers: init.headers,
        agent: false,
      },
      (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}

beforeAll(async () => {
  upstreamPort = await listen(upstream)
  ;({ server: proxyServer, port: proxyPort } = await startProxy(`http://127.0.0.1:${upstreamPort}`))
})
afterAll(() => {
  proxyServer.closeAllConnections()
  upstream.closeAllConnections()
  proxyServer.close()
  upstream.close()
})
beforeEach(() => {
  seen = []
  behaviour = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"items":[],"total_count":0}')
  }
})

describe('forwarding', () => {
  it('forwards /api/v1/<path>?<query> to <base>/v1/<path>?<query> with the key, the query as read', async () => {
    const res = await raw(proxyPort, '/api/v1/studies?size=5&q=energy%20prices&page=1')
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ items: [], total_count: 0 })
    expect(seen).toHaveLength(1)
    expect(seen[0]!.url).toBe('/v1/studies?q=energy%20prices&size=5')
    expect(seen[0]!.headers['x-api-key']).toBe(KEY)
    const table = await raw(
      proxyPort,
      '/api/v1/data/consumer-insights?rows=v1%233&filters=b%231,a%232',
    )
    expect(table.status).toBe(200)
    expect(seen[1]!.url).toBe('/v1/data/consumer-insights?rows=v1%233&filters=a%232%2Cb%231')
  })

  it.each([
    ['offset=1e4', 'offset'],
    ['offset=10000.0', 'offset'],
    ['offset=0x2710', 'offset'],
    ['offset=%D9%A1%D9%A0%D9%A0%D9%A0%D9%A0', 'offset'],
    ['offset[]=', 'offset[]'],
    ['page=1e3', 'page'],
    ['_=17', '_'],
    ['zzz=1', 'zzz'],
  ])('refuses %s with 400 naming %s, before anything goes upstream', async (query, parameter) => {
    const res = await raw(proxyPort, `/api/v1/studies?q=x&${query}`)
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toMatchObject({ parameter })
    expect(JSON.parse(res.body).error).toContain(`'${parameter}'`)
    expect(seen).toHaveLength(0)
  })

  it('keeps a path prefix of the base address', async () => {
    const prefixed = await startProxy(`http://127.0.0.1:${upstreamPort}/dds/`)
    await raw(prefixed.port, '/api/v1/infographics?q=x')
    expect(seen[0]!.url).toBe('/dds/v1/infographics?q=x')
    prefixed.server.close()
  })

  it("drops the browser's credentials and forwarding headers", async () => {
    await raw(proxyPort, '/api/v1/studies', {
      headers: {
        'x-api-key': 'browser-key',
        authorization: 'Bearer browser-token',
        cookie: 'session=abc',
        'x-forwarded-for': '10.0.0.1',
        'x-forwarded-host': 'evil.example',
        accept: 'application/json',
      },
    })
    const h = seen[0]!.headers
    expect(h['x-api-key']).toBe(KEY)
    expect(h.authorization).toBeUndefined()
    expect(h.cookie).toBeUndefined()
    expect(h['x-forwarded-for']).toBeUndefined()
    expect(h['x-forwarded-host']).toBeUndefined()
    expect(h.accept).toBe('application/json')
  })

  it('asks for gzip only for a client that takes it, and passes it on as it came', async () => {
    const text = '{"items":[],"total_count":0}'
    behaviour = (req, res) => {
      const gzip = req.headers['accept-encoding'] === 'gzip'
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      })
      res.end(gzip ? zlib.gzipSync(text) : text)
    }
    const plain = await raw(proxyPort, '/api/v1/studies?q=a')
    expect(seen[0]!.headers['accept-encoding']).toBe('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(text)

    const packed = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      http
        .get(
          `http://127.0.0.1:${proxyPort}/api/v1/studies?q=b`,
          { headers: { 'accept-encoding': 'br, gzip;q=0.8' }, agent: false },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
            )
          },
        )
        .on('error', reject)
    })
    expect(seen[1]!.headers['accept-encoding']).toBe('gzip')
    expect(packed.encoding).toBe('gzip')
    expect(zlib.gunzipSync(packed.body).toString()).toBe(text)
  })

  it('relays status, body, content-type and retry-after unchanged, and drops set-cookie', async () => {
    behaviour = (_req, res) => {
      res.writeHead(429, {
        'content-type': 'application/problem+json',
        'retry-after': '7',
        'set-cookie': 'tracker=1',
      })
      res.end('{"title":"Too Many Requests"}')
    }
    const res = await raw(proxyPort, '/api/v1/studies')
    expect(res.status).toBe(429)
    expect(res.headers['content-type']).toBe('application/problem+json')
    expect(res.headers['retry-after']).toBe('7')
    expect(res.headers['set-cookie']).toBeUndefined()
    expect(res.body).toBe('{"title":"Too Many Requests"}')
  })

  it('streams a report file without waiting for the end, as a download', async () => {
    let finish: () => void = () => {}
    behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'inline' })
      res.write('{"part":')
      finish = () => res.end('1}')
    }
    const firstChunk = await new Promise<string>((resolve) => {
      http.get({ host: '127.0.0.1', port: proxyPort, path: '/api/v1/data/report?t=abc' }, (res) => {
        expect(res.headers['content-disposition']).toBe('attachment')
        expect(res.headers['content-type']).toBe('application/pdf')
        res.once('data', (c: Buffer) => {
          resolve(c.toString())
          finish()
          res.resume()
        })
      })
    })
    expect(firstChunk).toBe('{"part":')
  })

  it('forwards a POST body to the research endpoint', async () => {
    const res = await raw(proxyPort, '/api/v1/research-ai/ask', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"question":"EV sales?"}',
    })
    expect(res.status).toBe(200)
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"question":"EV sales?"}' })
    expect(seen[0]!.headers['content-type']).toBe('application/json')
  })

  it('refuses a POST body over the limit', async () => {
    const res = await raw(proxyPort, '/api/v1/research-ai/ask', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(70 * 1024),
    })
    expect(res.status).toBe(413)
    expect(seen).toHaveLength(0)
  })

  it('leaves non-API paths to the next handler', async () => {
    const res = await raw(proxyPort, '/studies?q=x')
    expect(res.status).toBe(299)
    expect(seen).toHaveLength(0)
  })
})

describe('refusals forward nothing', () => {
  const escapes = [
    '/api/v1/../admin',
    '/api/v1/%2e%2e/admin',
    '/api/v1/%2E%2E/%2E%2E/etc/passwd',
    '/api/v1/studies%2f..%2fadmin',
    '/api/v1/studies%2F',
    '/api/v1/studies/..',
    '/api/v1/./studies',
    '/api/v1//evil.example/studies',
    '/api//evil.example/v1/studies',
    '/api/v1/studies\\..\\admin',
    '/api/v2/studies',
    '/api/admin',
    '/api/v1/',
    '/api/v1/studies/extra',
    '/api/v1/%73tudies',
  ]
  for (const target of escapes) {
    it(`refuses ${target}`, async () => {
      const res = await raw(proxyPort, target)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(seen).toHaveLength(0)
    })
  }

  it('refuses an absolute-form target', async () => {
    const res = await raw(proxyPort, `http://127.0.0.1:${upstreamPort}/v1/studies`)
    expect(res.status).toBe(400)
    expect(seen).toHaveLength(0)
  })

  it.each([
    ['POST', '/api/v1/studies'],
    ['PUT', '/api/v1/studies'],
    ['DELETE', '/api/v1/data/reports?id=1'],
    ['GET', '/api/v1/research-ai/ask'],
    ['PATCH', '/api/v1/research-ai/ask'],
  ])('answers 405 to %s %s', async (method, target) => {
    const res = await raw(proxyPort, target, { method, body: method === 'GET' ? undefined : '{}' })
    expect(res.status).toBe(405)
    expect(res.headers.allow).toBe(target.includes('/research-ai/ask') ? 'POST' : 'GET')
    expect(seen).toHaveLength(0)
  })
})

describe('upstream failures', () => {
  it('answers 504 JSON when the upstream hangs', async () => {
    const quick = await startProxy(`http://127.0.0.1:${upstreamPort}`, 300)
    behaviour = () => {}
    const started = Date.now()
    const res = await raw(quick.port, '/api/v1/studies')
    expect(res.status).toBe(504)
    expect(JSON.parse(res.body).error).toMatch(/did not answer/)
    expect(Date.now() - started).toBeLessThan(5_000)
    quick.server.closeAllConnections()
    quick.server.close()
  })

  it('answers 502 JSON naming the cause when the upstream is unreachable', async () => {
    const closed = net.createServer()
    const deadPort = await listen(closed)
    await new Promise((r) => closed.close(r))
    const dead = await startProxy(`http://127.0.0.1:${deadPort}`)
    const res = await raw(dead.port, '/api/v1/studies')
    expect(res.status).toBe(502)
    expect(JSON.parse(res.body).error).toMatch(/ECONNREFUSED/)
    dead.server.close()
  })

  it('never puts the key in a response', async () => {
    behaviour = (req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('upstream error')
    }
    const bodies = await Promise.all([
      raw(proxyPort, '/api/v1/studies'),
      raw(proxyPort, '/api/v1/%2e%2e'),
      raw(proxyPort, '/api/v1/studies', { method: 'POST' }),
    ])
    for (const res of bodies) {
      expect(res.body).not.toContain(KEY)
      expect(JSON.stringify(res.headers)).not.toContain(KEY)
    }
  })
})

describe('an upstream that answers with a page', () => {
  it('cannot make it run in the app’s origin: API answers carry a sandboxing CSP and nosniff', async () => {
    behaviour = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' })
      res.end('<html><script>alert(1)</script></html>')
    }
    for (const target of ['/api/v1/studies', '/api/v1/%2e%2e']) {
      const res = await raw(proxyPort, target)
      expect(res.headers['content-security-policy']).toContain('sandbox')
      expect(res.headers['content-security-policy']).toContain("default-src 'none'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
  })
})

describe('an upstream that echoes the key', () => {
  it('masks the key in the body, even when it is split across chunks, and drops headers that carry it', async () => {
    behaviour = (_req, res) => {
      const text = `{"message":"The API key ${KEY} is not valid (${KEY})."}`
      res.writeHead(401, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        'x-echo-key': KEY,
        'x-request-id': 'abc',
      })
      // Cut inside the first key, so no single chunk holds it whole.
      const cut = text.indexOf(KEY) + 5
      res.write(text.slice(0, cut))
      setTimeout(() => res.end(text.slice(cut)), 10)
    }
    const res = await raw(proxyPort, '/api/v1/studies')
    expect(res.status).toBe(401)
    expect(res.body).not.toContain(KEY)
    expect(JSON.parse(res.body).message).toBe(
      `The API key ${'*'.repeat(KEY.length)} is not valid (${'*'.repeat(KEY.length)}).`,
    )
    expect(res.headers['x-echo-key']).toBeUndefined()
    expect(res.headers['x-request-id']).toBe('abc')
  })
})

describe('an upstream that echoes the key in a compressed error body', () => {
  const text = JSON.stringify({ title: 'Unauthorized', detail: `Key ${KEY} was rejected.` })
  const encoders: [string, (b: Buffer) => Buffer][] = [
    ['gzip', (b) => zlib.gzipSync(b)],
    ['br', (b) => zlib.brotliCompressSync(b)],
    ['deflate', (b) => zlib.deflateSync(b)],
    // Some servers send raw deflate under that name.
    ['deflate', (b) => zlib.deflateRawSync(b)],
  ]
  it.each(encoders)('masks it in a %s body and hands it on decoded', async (encoding, encode) => {
    behaviour = (_req, res) => {
      const body = encode(Buffer.from(text))
      res.writeHead(401, {
        'content-type': 'application/problem+json',
        'content-encoding': encoding,
        'content-length': body.length,
        'www-authenticate': 'Bearer',
      })
      res.end(body)
    }
    const res = await raw(proxyPort, '/api/v1/studies', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.status).toBe(401)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-type']).toBe('application/problem+json')
    expect(res.headers['www-authenticate']).toBe('Bearer')
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body))
    expect(res.body).not.toContain(KEY)
    expect(JSON.parse(res.body)).toEqual({
      title: 'Unauthorized',
      detail: `Key ${'*'.repeat(KEY.length)} was rejected.`,
    })
  })

  it('answers with its own message when the body cannot be read, never the raw bytes', async () => {
    behaviour = (_req, res) => {
      res.writeHead(403, { 'content-encoding': 'zstd', 'content-type': 'text/plain' })
      res.end(`${KEY} in an encoding the proxy does not read`)
    }
    const res = await raw(proxyPort, '/api/v1/studies')
    expect(res.status).toBe(403)
    expect(res.body).not.toContain(KEY)
    expect(JSON.parse(res.body)).toMatchObject({ status: 403, error: expect.stringMatching(/403/) })
  })

  it('answers with its own message when a gzip body is corrupt', async () => {
    behaviour = (_req, res) => {
      res.writeHead(500, { 'content-encoding': 'gzip' })
      res.end(Buffer.concat([zlib.gzipSync(KEY).subarray(0, 12), Buffer.from(KEY)]))
    }
    const res = await raw(proxyPort, '/api/v1/studies')
    expect(res.status).toBe(500)
    expect(res.body).not.toContain(KEY)
    expect(JSON.parse(res.body).error).toMatch(/could not be decoded/)
  })
})

describe('caching', () => {
  it('marks every API answer no-store, whatever the upstream said', async () => {
    behaviour = (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=600',
      })
      res.end('{"items":[]}')
    }
    for (const target of ['/api/v1/studies', '/api/v1/%2e%2e', '/api/v1/nothing']) {
      const res = await raw(proxyPort, target)
      expect(res.headers['cache-control']).toBe('no-store')
    }
  })
})

describe('configuration', () => {
  it('rejects a non-http base address', () => {
    expect(() => createApiProxy({ baseUrl: 'file:///etc', apiKey: KEY })).toThrow(/http/)
  })
})
