import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiProxy, type Spending } from './proxy'

/** When a reserved call is given back: only when the upstream declined it or was never asked. */

const closers: (() => void)[] = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
})

async function listen(server: http.Server): Promise<number> {
  closers.push(() => {
    server.closeAllConnections()
    server.close()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

async function setup(status: number, options: { concurrency?: number } = {}) {
  let upstreamCalls = 0
  const upstreamPort = await listen(
    http.createServer((req, res) => {
      upstreamCalls++
      req.resume()
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'), 300)
    }),
  )
  const ledger = { reserved: 0, refunded: 0, cancelled: 0 }
  const spending: Spending = {
    admit: () => Promise.resolve(undefined),
    reserve: () => {
      ledger.reserved++
      return Promise.resolve({
        credits: 1,
        refund: () => void ledger.refunded++,
        cancel: () => void ledger.cancelled++,
      })
    },
  }
  const proxy = createApiProxy({
    baseUrl: `http://127.0.0.1:${upstreamPort}`,
    apiKey: 'k',
    spending,
    ...options,
  })
  const port = await listen(http.createServer((req, res) => proxy.handle(req, res)))
  return { port, ledger, calls: () => upstreamCalls }
}

/** Sends a whole research question, then leaves before the answer comes. */
function askAndLeave(port: number): Promise<void> {
  return new Promise((resolve) => {
    const body = '{"question":"EV sales?"}'
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/v1/research-ai/ask HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      )
      setTimeout(() => {
        socket.destroy()
        resolve()
      }, 100)
    })
    socket.on('error', () => {})
  })
}

describe('reserved calls', () => {
  it('stay spent when the client leaves after its request went upstream', async () => {
    const { port, ledger, calls } = await setup(202)
    for (let i = 0; i < 3; i++) await askAndLeave(port)
    await new Promise((r) => setTimeout(r, 400))
    expect(calls()).toBe(3)
    expect(ledger).toEqual({ reserved: 3, refunded: 0, cancelled: 0 })
  })

  it('are given back when the upstream declines them', async () => {
    const { port, ledger } = await setup(503)
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/studies?q=x`)
    expect(res.status).toBe(503)
    expect(ledger).toEqual({ reserved: 1, refunded: 1, cancelled: 0 })
  })

  it('are cancelled whole when the client leaves before its call had a turn', async () => {
    const { port, ledger, calls } = await setup(202, { concurrency: 1 })
    const first = fetch(`http://127.0.0.1:${port}/api/v1/studies?q=first`)
    await new Promise((r) => setTimeout(r, 50))
    const gone = new AbortController()
    const waiting = fetch(`http://127.0.0.1:${port}/api/v1/studies?q=second`, {
      signal: gone.signal,
    }).catch(() => 'left')
    await new Promise((r) => setTimeout(r, 50))
    gone.abort()
    expect(await waiting).toBe('left')
    expect((await first).status).toBe(202)
    await new Promise((r) => setTimeout(r, 100))
    expect(calls()).toBe(1)
    expect(ledger).toEqual({ reserved: 2, refunded: 0, cancelled: 1 })
  })
})
