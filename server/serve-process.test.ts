import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { mkdtempSync } from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeShells } from './testing/built-shells'

/**
 * The production server as an operator runs it: its own process, JSON lines on standard output,
 * signals. The upstream answers after `?q=delay-<ms>` (never with `?q=hang`): the proxy forwards
 * only parameters the endpoint defines.
 */

const KEY = 'process-test-key-77'
const dist = mkdtempSync(path.join(os.tmpdir(), 'dds-serve-dist-'))
writeShells(dist, '<!doctype html><title>x</title><div id="root"></div>')

const upstream = http.createServer((req, res) => {
  req.resume()
  const url = new URL(req.url ?? '/', 'http://upstream')
  const q = url.searchParams.get('q') ?? ''
  if (q === 'hang') return
  setTimeout(
    () => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ items: [{ title: 'slow but whole' }], total_count: 1 }))
    },
    Number(/^delay-(\d+)$/.exec(q)?.[1] ?? 0),
  )
})
let upstreamBase = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  upstreamBase = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})
afterAll(() => {
  upstream.closeAllConnections()
  upstream.close()
})

interface Running {
  child: ChildProcess
  port: number
  lines: () => Record<string, unknown>[]
  output: () => string
  exited: Promise<number | null>
}

/** Starts the server (`node --import tsx server/serve.ts`, or another command) on a free port. */
async function start(
  env: Record<string, string> = {},
  command: [string, string[]] = [process.execPath, ['--import', 'tsx', 'server/serve.ts']],
): Promise<Running> {
  const child = spawn(command[0], command[1], {
    env: {
      ...process.env,
      PORT: '0',
      DDS_OUT_DIR: dist,
      DDS_FIRST_VIEW: '0',
      DDS_BASE_URL: upstreamBase,
      DDS_API_KEY: KEY,
      DDS_LOG_FORMAT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const lines = () =>
    output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const running = lines().find((l) => typeof l.port === 'number')
    if (running) return { child, port: running.port as number, lines, output: () => output, exited }
    if (child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not start:\n${output}`)
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

describe('the server process', () => {
  it('writes only JSON lines when not on a terminal, with an access line per request', async () => {
    const server = await start()
    const base = `http://127.0.0.1:${server.port}`
    await (await fetch(`${base}/api/v1/data/consumer-insights?rows=q1`)).text()
    await (await fetch(`${base}/healthz`)).text()
    server.child.kill('SIGINT')
    expect(await server.exited).toBe(0)
    const raw = server.output().trim().split('\n')
    for (const line of raw) expect(() => JSON.parse(line) as unknown).not.toThrow()
    const access = server.lines().filter((l) => l.msg === 'request')
    expect(access).toEqual([
      expect.objectContaining({
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        method: 'GET',
        path: '/api/v1/data/consumer-insights?rows=q1',
        status: 200,
        credits: 10,
        ms: expect.any(Number),
        bytes: expect.any(Number),
      }),
      expect.objectContaining({ path: '/healthz', status: 200, reqId: expect.any(String) }),
    ])
    expect(server.output()).not.toContain(KEY)
  })

  // These two wait for a process start (several seconds on a busy machine) and a drain.
  it('drains visibly on SIGTERM: it keeps listening, says draining, refuses new work, finishes what is in flight', async () => {
    const server = await start({ DDS_SHUTDOWN_GRACE_S: '2' })
    const base = `http://127.0.0.1:${server.port}`
    const slow = fetch(`${base}/api/v1/studies?q=delay-1500`).then(async (r) => ({
      status: r.status,
      body: await r.text(),
    }))
    await new Promise((r) => setTimeout(r, 300))
    server.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 200))
    // The listener stays open through the grace period, so a balancer's probe sees why.
    expect(await refusesConnections(server.port)).toBe(false)
    const ready = await fetch(`${base}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'draining' })
    expect((await fetch(`${base}/healthz`)).status).toBe(200)
    const api = await fetch(`${base}/api/v1/studies?q=new`)
    expect(api.status).toBe(503)
    expect(Number(api.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(api.headers.get('connection')).toBe('close')
    expect(await api.json()).toMatchObject({ title: 'Server restarting' })
    const page = await fetch(`${base}/studies`, { headers: { accept: 'text/html' } })
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe(api.headers.get('retry-after'))
    expect(await page.text()).toMatch(/restarting/)

    const answer = await slow
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('slow but whole')
    expect(await server.exited).toBe(0)
    expect(await refusesConnections(server.port)).toBe(true)
    const messages = server.lines().map((l) => l.msg)
    expect(messages).toEqual(
      expect.arrayContaining(['shutting down: finishing requests in flight', 'stopped']),
    )
    expect(messages).not.toContain('grace period over: closing every connection')
  }, 30_000)

  it('stops on SIGINT (Ctrl-C) as soon as the requests in flight are done, within any grace period', async () => {
    const server = await start({ DDS_SHUTDOWN_GRACE_S: '600' })
    const slow = fetch(`http://127.0.0.1:${server.port}/api/v1/studies?q=delay-500`).then((r) =>
      r.text(),
    )
    await new Promise((r) => setTimeout(r, 200))
    server.child.kill('SIGINT')
    expect(await slow).toContain('slow but whole')
    expect(await server.exited).toBe(0)
    expect(server.lines().map((l) => l.msg)).toContain('stopped')
  }, 30_000)

  it('closes what is still open when the grace period is over, and exits 0', async () => {
    const server = await start({ DDS_SHUTDOWN_GRACE_S: '1' })
    const hanging = fetch(`http://127.0.0.1:${server.port}/api/v1/studies?q=hang`).catch(
      () => 'cut',
    )
    await new Promise((r) => setTimeout(r, 200))
    const signalled = performance.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(performance.now() - signalled).toBeGreaterThan(900)
    expect(performance.now() - signalled).toBeLessThan(5_000)
    expect(await hanging).toBe('cut')
    expect(server.lines().map((l) => l.msg)).toContain(
      'grace period over: closing every connection',
    )
  })

  it('gets SIGTERM through `npm run serve`, leaving no server behind', async () => {
    const server = await start({ npm_config_loglevel: 'silent', DDS_SHUTDOWN_GRACE_S: '1' }, [
      'npm',
      ['run', 'serve'],
    ])
    server.child.kill('SIGTERM')
    await server.exited
    expect(await refusesConnections(server.port)).toBe(true)
    expect(server.lines().map((l) => l.msg)).toContain('stopped')
  })

  it('stops at start with a message naming a bad setting', async () => {
    await expect(start({ DDS_SHUTDOWN_GRACE_S: 'soon' })).rejects.toThrow(
      /DDS_SHUTDOWN_GRACE_S must be a number/,
    )
  })
})
