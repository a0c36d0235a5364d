import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiProxy } from './proxy'
import { createResponseCache, memoryCacheBackend } from './response-cache'

/**
 * An upstream that answers the first request on a connection and keeps the connection open,
 * then resets it when a second request arrives on it, as a service does whose idle timeout
 * ran out just as the proxy sent on the kept-alive connection.
 */
function resettingUpstream() {
  const connections: net.Socket[] = []
  let answered = 0
  const server = net.createServer((socket) => {
    connections.push(socket)
    let requests = 0
    socket.on('data', (chunk) => {
      if (!chunk.toString().includes('\r\n\r\n')) return
      requests += 1
      if (requests > 1) {
        socket.resetAndDestroy()
        return
      }
      answered += 1
      const body = JSON.stringify({ items: [], answer: answered })
      socket.write(
        `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`,
      )
    })
    socket.on('error', () => undefined)
  })
  return { server, connections: () => connections.length }
}

const listen = (server: net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

const servers: net.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function setUp(withCache: boolean) {
  const upstream = resettingUpstream()
  const upstreamPort = await listen(upstream.server)
  const proxy = createApiProxy({
    baseUrl: `http://127.0.0.1:${upstreamPort}`,
    apiKey: 'k',
    ...(withCache
      ? { cache: createResponseCache({ ttlMs: 60_000, backend: memoryCacheBackend(1024 * 1024) }) }
      : {}),
  })
  const front = http.createServer((req, res) => proxy.handle(req, res))
  const port = await listen(front)
  servers.push(upstream.server, front)
  return { port, connections: upstream.connections }
}

describe('a kept-alive connection the service resets as a call goes out', () => {
  for (const withCache of [false, true])
    it(`asks again on a new connection (${withCache ? 'through the cache' : 'streamed'})`, async () => {
      const { port, connections } = await setUp(withCache)
      expect(await get(port, '/api/v1/studies?q=a')).toMatchObject({ status: 200 })
      // The second call goes out on the kept connection, which the upstream resets.
      const second = await get(port, '/api/v1/studies?q=b')
      expect(second.status).toBe(200)
      expect(JSON.parse(second.body)).toMatchObject({ answer: 2 })
      expect(connections()).toBe(2)
    })
})
