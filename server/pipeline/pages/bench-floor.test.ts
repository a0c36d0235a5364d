import http from 'node:http'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from '../app-server'
import { loadConfig } from '../config'
import { writeShells } from '../../testing/built-shells'

const KEY = 'floor-test-key'
const HOSTILE = '<script>alert(1)</script> & "Energy" \'s <img src=x onerror=alert(2)>'
const servers: http.Server[] = []
const upstreamCalls: { url: string; key: string | undefined }[] = []

function listen(server: http.Server): Promise<string> {
  servers.push(server)
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
}

let withFloor = ''
let withoutFloor = ''

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'dds-floor-'))
  writeShells(dist, '<!doctype html><div id="root"></div>')
  const upstreamUrl = await listen(
    http.createServer((req, res) => {
      upstreamCalls.push({ url: req.url ?? '', key: req.headers['x-api-key'] as string })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ items: [{ title: HOSTILE }, { title: 'Second' }], total_count: 2 }))
    }),
  )
  const upstream = { kind: 'remote' as const, baseUrl: upstreamUrl, apiKey: KEY }
  withoutFloor = await listen(createAppServer({ distDir: dist, upstream }))
  withFloor = await listen(createAppServer({ distDir: dist, upstream, benchFloor: true }))
})

afterAll(() => {
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
})

describe('bench floor page', () => {
  it('is off unless DDS_BENCH_FLOOR=1', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dds-floor-config-'))
    expect(loadConfig(dir, {}).benchFloor).toBe(false)
    expect(loadConfig(dir, { DDS_BENCH_FLOOR: '0' }).benchFloor).toBe(false)
    expect(loadConfig(dir, { DDS_BENCH_FLOOR: 'true' }).benchFloor).toBe(false)
    expect(loadConfig(dir, { DDS_BENCH_FLOOR: '1' }).benchFloor).toBe(true)
  })

  it('is not served by a server created without it', async () => {
    const before = upstreamCalls.length
    const res = await fetch(`${withoutFloor}/__bench/floor/statistics?q=energy`)
    expect(await res.text()).not.toContain('Second')
    expect(upstreamCalls.length).toBe(before)
  })

  it('fetches the endpoint with the key and writes escaped titles into plain HTML', async () => {
    const res = await fetch(`${withFloor}/__bench/floor/statistics?q=energy`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await res.text()
    expect(html).toContain(
      '<li>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Energy&quot; &#39;s &lt;img src=x onerror=alert(2)&gt;</li>',
    )
    expect(html).toContain('<li>Second</li>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain(KEY)
    expect(upstreamCalls.at(-1)).toEqual({ url: '/v1/search/statistics?q=energy', key: KEY })
  })

  it('answers 404 for an unknown floor page', async () => {
    const res = await fetch(`${withFloor}/__bench/floor/nothing`)
    expect(res.status).toBe(404)
  })
})
