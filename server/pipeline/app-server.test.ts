import http from 'node:http'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from './app-server'
import { captureLog } from './testing/log-capture'
import { writeShells } from '../testing/built-shells'

const KEY = 'configured-key-abc'
/** A stand-in build's shell; each language's names its own build's entry. */
const SHELL =
  '<!doctype html><html lang="en"><head><title>x</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>'
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
  writeShells(dist, SHELL, (page, locale) =>
    page.replace('index-abc123', locale === 'en' ? 'index-abc123' : `${locale}/index-def456`),
  )
  mkdirSync(path.join(dist, 'assets', 'de'), { recursive: true })
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(path.join(dist, 'assets', 'de', 'index-def456.js'), 'console.log(2)')
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

  it('sends every reader the shell of their language’s build, whatever the address', async () => {
    const page = async (url: string, headers: Record<string, string>) => {
      const res = await fetch(`${base}${url}`, { headers })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('vary')).toMatch(/accept-language.*cookie/)
      const text = await res.text()
      const lang = /<html lang="(\w+)" data-locale="(\w+)"/.exec(text)
      expect(lang?.[1]).toBe(lang?.[2])
      expect(res.headers.get('content-language')).toBe(lang?.[1])
      return { lang: lang?.[1], entry: /src="([^"]+)"/.exec(text)?.[1] }
    }
    for (const url of ['/', '/index.html', '/studies?q=energy', '/collections/abc'])
      expect(await page(url, { 'accept-language': 'de-AT,de;q=0.9' })).toEqual({
        lang: 'de',
        entry: '/assets/de/index-def456.js',
      })
    expect(await page('/survey', { 'accept-language': 'fr, en;q=0.5' })).toEqual({
      lang: 'en',
      entry: '/assets/index-abc123.js',
    })
    // The switch's cookie comes first.
    expect(
      await page('/survey', { 'accept-language': 'de-DE', cookie: 'dds-locale=en' }),
    ).toMatchObject({ lang: 'en' })
    // The German build's scripts are cached for good like the English ones.
    const script = await fetch(`${base}/assets/de/index-def456.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('cache-control')).toContain('immutable')
    // A missing file is not answered with a page.
    expect((await fetch(`${base}/assets/de/missing-000000.js`)).status).toBe(404)
    // A shell asked for by its file name is still the reader's language's.
    expect(await page('/index.de.html', { 'accept-language': 'en' })).toMatchObject({ lang: 'en' })
    // Pages are read, not written to.
    const posted = await fetch(`${base}/studies`, { method: 'POST', body: 'x' })
    expect(posted.status).toBe(405)
    expect(posted.headers.get('allow')).toBe('GET, HEAD')
  })

  it('answers the shell compressed, revalidated by its tag, and without a body to HEAD', async () => {
    const first = await fetch(`${base}/statistics`, {
      headers: { 'accept-language': 'de', 'accept-encoding': 'br' },
    })
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(await first.text()).toContain('data-locale="de"')
    const tag = first.headers.get('etag')
    expect(tag).toBeTruthy()
    const again = await fetch(`${base}/statistics`, {
      headers: { 'accept-language': 'de', 'accept-encoding': 'br', 'if-none-match': tag! },
    })
    expect(again.status).toBe(304)
    // The English page is another page: its tag differs.
    const english = await fetch(`${base}/statistics`, {
      headers: { 'accept-language': 'en', 'accept-encoding': 'br', 'if-none-match': tag! },
    })
    expect(english.status).toBe(200)
    // Another encoding is another body, with a tag of its own.
    const plain = await fetch(`${base}/statistics`, {
      headers: { 'accept-language': 'de', 'accept-encoding': 'identity', 'if-none-match': tag! },
    })
    expect(plain.status).toBe(200)
    expect(plain.headers.get('etag')).not.toBe(tag)
    const head = await fetch(`${base}/statistics`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0)
    expect(await head.text()).toBe('')
  })

  it('refuses to start on a build that lacks a language', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'dds-dist-'))
    writeFileSync(path.join(dist, 'index.html'), SHELL)
    try {
      expect(() =>
        createAppServer({
          distDir: dist,
          upstream: { kind: 'remote', baseUrl: upstreamBase, apiKey: KEY },
        }),
      ).toThrow(/No de build .*index\.de\.html.*npm run build/)
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
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
    writeShells(dist, '<!doctype html><div id="root"></div>')
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
