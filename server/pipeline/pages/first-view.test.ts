import http from 'node:http'
import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FIRST_VIEW_PATHS, renderFirstView } from '../../../src/server-render/entry-server'
import { createAppServer } from '../app-server'
import { createAuth } from '../auth/auth'
import { send } from '../auth/testing-http'
import { createFirstViewHandler, type FirstViewRenderer } from './first-view'
import { createMemoryStore } from '../../store/memory-store'
import { captureLog } from '../testing/log-capture'
import { resolveUpstream, type Upstream } from '../proxy/upstream'
import { writeShells } from '../../testing/built-shells'

/**
 * The production server's first views, rendered by the real renderer (from source) against the
 * embedded service through the server's own proxy, plus the fallbacks when anything fails.
 */
const TEMPLATE =
  '<!doctype html><html><head><title>DDS Explorer</title></head><body><div id="root"></div></body></html>'
const realRenderer: FirstViewRenderer = { paths: FIRST_VIEW_PATHS, render: renderFirstView }
const servers: http.Server[] = []
let upstream: Upstream
let dist = ''

function listen(server: http.Server): Promise<string> {
  servers.push(server)
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
}

/** The query keys of the answers the page carries for the browser's cache (router scripts). */
function answersIn(page: string): unknown[] {
  if (!page.includes('$_TSR')) throw new Error('no router state in the page')
  return [...page.matchAll(/queryHash:("(?:[^"\\]|\\.)*")/g)].map(
    ([, hash = '""']) => JSON.parse(JSON.parse(hash) as string) as unknown,
  )
}

/**
 * A bare server around one first-view handler that renders one page at a time, checking each
 * reader with `mayRender`; what it does not write is answered "plain".
 */
function listenOneAtATime(
  mayRender: () => Promise<boolean>,
  renderer: FirstViewRenderer,
): Promise<string> {
  const handler = createFirstViewHandler({
    shells: { en: TEMPLATE, de: TEMPLATE },
    apiKey: '',
    maxConcurrent: 1,
    policy: () => "default-src 'self'",
    mayRender,
    renderer,
  })
  return listen(
    http.createServer((req, res) => {
      if (handler.wants(req)) void handler.handle(req, res, () => res.end('plain'))
      else res.end()
    }),
  )
}

/** Resolves once `check` holds, polling; fails after 3 s. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = performance.now() + 3_000
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`still not so after 3 s: ${String(check)}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The production server with the real renderer, in front of a stand-in for the service. */
const appBefore = (
  service: string,
  options: Partial<Parameters<typeof createAppServer>[0]> = {},
): Promise<string> =>
  listen(
    createAppServer({
      distDir: dist,
      upstream: { kind: 'remote', baseUrl: service, apiKey: 'k' },
      firstView: realRenderer,
      ...options,
    }),
  )

const rootOf = (page: string) => /<div id="root">(.*)<\/div>(?:<script|<\/body>)/s.exec(page)?.[1]
const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]

let app = ''
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'dds-first-view-'))
  writeShells(dist, TEMPLATE)
  upstream = await resolveUpstream({ baseUrl: '', apiKey: '' })
  app = await listen(createAppServer({ distDir: dist, upstream, firstView: realRenderer }))
}, 30_000)

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    server.close()
  }
  await upstream.close()
})

describe('first view', () => {
  it('writes the results of a content page into the HTML, with the answers it used', async () => {
    const direct = (await (await fetch(`${app}/api/v1/search/statistics?q=energy`)).json()) as {
      items: { title: string }[]
    }
    const res = await fetch(`${app}/statistics?q=energy`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    // The router's inline scripts run by this response's nonce, and only they.
    const nonce = nonceOf(res)
    expect(nonce).toMatch(/^[\w+/]{22}==$/)
    const page = await res.text()
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map(([, attrs]) => attrs)
    expect(scripts.length).toBeGreaterThan(0)
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`)
    expect(nonceOf(await fetch(`${app}/statistics?q=energy`))).not.toBe(nonce)
    expect(page).toContain('<title>“energy” – Statistics – DDS Explorer</title>')
    expect(page.match(/<title>/g)).toHaveLength(1)
    const root = rootOf(page) ?? ''
    expect(root).toContain('<h1 class="text-2xl font-semibold">Statistics</h1>')
    // Titles are highlighted, so compare the text without tags.
    const text = root.replace(/<[^>]+>/g, '')
    for (const item of direct.items.slice(0, 3))
      expect(text).toContain(item.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
    const answers = answersIn(page)
    expect(answers).toHaveLength(1)
    expect(answers[0]).toContainEqual({ q: 'energy' })
    // The first teaser images are asked for from the head, before the body is read.
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).toMatch(/<link rel="preload" as="image" href="[^"]+\/teasers\/[^"]+"/)
  })

  it('writes the page in the reader’s language: the switch’s cookie, else Accept-Language', async () => {
    // The built index.html names its language; the server writes the reader's in its place.
    const built = mkdtempSync(path.join(os.tmpdir(), 'dds-first-view-lang-'))
    writeShells(built, TEMPLATE.replace('<html>', '<html lang="en">'))
    const app = await listen(createAppServer({ distDir: built, upstream, firstView: realRenderer }))
    const german = await fetch(`${app}/statistics?q=energy`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    })
    expect(german.headers.get('content-language')).toBe('de')
    expect(german.headers.get('vary')).toContain('accept-language')
    const page = await german.text()
    expect(page).toMatch(/^<!doctype html><html lang="de" data-locale="de">/)
    expect(page).toContain('<title>„energy“ – Statistiken – DDS Explorer</title>')
    const root = rootOf(page) ?? ''
    expect(root).toContain('<h1 class="text-2xl font-semibold">Statistiken</h1>')
    expect(root).toMatch(/Seite 1 von \d/)
    expect(root).toContain('>Statistiken durchsuchen</label>')

    // The cookie outranks the browser, both ways.
    const english = await fetch(`${app}/statistics?q=energy`, {
      headers: { 'accept-language': 'de-DE', cookie: 'dds-locale=en' },
    })
    const englishPage = await english.text()
    expect(englishPage).toMatch(/<html lang="en" data-locale="en">/)
    expect(rootOf(englishPage)).toContain('<h1 class="text-2xl font-semibold">Statistics</h1>')
    const chosen = await fetch(`${app}/`, { headers: { cookie: 'dds-locale=de' } })
    expect(await chosen.text()).toMatch(/<html lang="de" data-locale="de">/)
  })

  it('goes by the browser’s languages when the account’s store does not answer', async () => {
    // A store that hangs (not one that fails) must not hold the page up: it is asked only
    // without the cookie, and waited for a quarter second at most.
    let asked = 0
    const workspace = {
      handles: () => false,
      handle: () => Promise.resolve(),
      accountLocale: () => {
        asked++
        return new Promise<undefined>(() => {})
      },
    }
    const app = await listen(
      createAppServer({ distDir: dist, upstream, firstView: realRenderer, workspace }),
    )
    // Before the bound, this page never came (the test timed out).
    const res = await fetch(`${app}/statistics?q=energy`, { headers: { 'accept-language': 'de' } })
    expect(res.headers.get('content-language')).toBe('de')
    expect(rootOf(await res.text())).toContain(
      '<h1 class="text-2xl font-semibold">Statistiken</h1>',
    )
    expect(asked).toBe(1)
    const withCookie = await fetch(`${app}/`, { headers: { cookie: 'dds-locale=en' } })
    expect(withCookie.headers.get('content-language')).toBe('en')
    await withCookie.text()
    expect(asked).toBe(1)
  })

  it('writes pages side by side each in its own reader’s language', async () => {
    const pages = await Promise.all(
      ['de', 'en', 'de', 'en'].map(async (lang) => {
        const res = await fetch(`${app}/studies?q=energy`, { headers: { 'accept-language': lang } })
        return { lang, root: rootOf(await res.text()) ?? '' }
      }),
    )
    for (const { lang, root } of pages)
      expect(root).toContain(
        `<h1 class="text-2xl font-semibold">${lang === 'de' ? 'Studien' : 'Studies'}</h1>`,
      )
  })

  it('writes the clean page for an address with invalid values, as the browser will show it', async () => {
    const clean = answersIn(await (await fetch(`${app}/statistics?q=energy`)).text())
    const odd = await (await fetch(`${app}/statistics?q=energy&page=abc&sort=oops`)).text()
    expect(answersIn(odd)).toEqual(clean)
    expect(rootOf(odd)).toContain('Statistics')
  })

  it('leaves the pages it does not write to the browser: collections, a research answer', async () => {
    expect(await (await fetch(`${app}/collections`)).text()).toBe(TEMPLATE)
    expect(await (await fetch(`${app}/research/abc`)).text()).toBe(TEMPLATE)
  })

  it('writes a survey table with filters, each named by the service', async () => {
    const filtered = `${app}/survey?rows=v0103_stream_services&filters=v0016_demo_income%235`
    const root = rootOf(await (await fetch(filtered)).text()) ?? ''
    expect(root.replace(/<[^>]+>/g, '')).toContain('Respondents who answered High income')
  })

  it('asks the service nothing for a page it does not write', async () => {
    let calls = 0
    const counting = await listen(
      http.createServer((_req, res) => {
        calls++
        res.writeHead(500).end()
      }),
    )
    const base = await appBefore(counting)
    expect(await (await fetch(`${base}/collections`)).text()).toBe(TEMPLATE)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(calls).toBe(0)
  })

  it('serves the plain shell while upstream calls wait for a turn, asking nothing more', async () => {
    let calls = 0
    const hanging = await listen(
      http.createServer(() => {
        calls++
      }),
    )
    const busy = await appBefore(hanging, {
      upstreamConnections: 1,
    })
    // One call holds the only turn, a second waits for it: the upstream is under pressure.
    const held = new AbortController()
    for (const q of ['a', 'b'])
      void fetch(`${busy}/api/v1/studies?q=${q}`, { signal: held.signal }).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await (await fetch(`${busy}/studies?q=energy`)).text()).toBe(TEMPLATE)
    expect(calls).toBe(1)
    held.abort()
  })

  it('writes a survey table with its questions named from the table’s answer', async () => {
    const page = await (
      await fetch(`${app}/survey?rows=v0103_stream_services&columns=v0013g_demo_generation`)
    ).text()
    const root = rootOf(page) ?? ''
    expect(root).toContain('Remove Video streaming services')
    expect(root).toContain('Remove Generation')
    expect(root).not.toContain('Remove v0103_stream_services')
    expect(root).toContain('<table')
    const keys = answersIn(page).map((key) => JSON.stringify(key))
    expect(keys.some((k) => k.includes('/v1/data/consumer-insights'))).toBe(true)
  })

  it('compresses the page for browsers that accept it', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${app}/studies?q=energy`, { headers: { 'accept-encoding': 'gzip, br' } }, resolve),
    )
    const chunks: Buffer[] = []
    for await (const chunk of res) chunks.push(chunk as Buffer)
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toContain('Studies')
  })

  it('does not wait past its bound for a slow service, and the page still works', async () => {
    const hanging = await listen(http.createServer(() => {}))
    const slow = await appBefore(hanging, {
      firstViewWaitMs: 200,
    })
    const started = performance.now()
    const page = await (await fetch(`${slow}/studies?q=energy`)).text()
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(answersIn(page)).toEqual([])
    expect(rootOf(page)).toContain('Studies')
  })

  it('gives up the render and its service calls when the reader leaves', async () => {
    // A service that never answers, and notes each call it is given up on.
    const calls = { opened: 0, closed: 0 }
    const hanging = await listen(
      http.createServer((req) => {
        calls.opened++
        req.on('close', () => calls.closed++)
      }),
    )
    const base = await appBefore(hanging, {
      // Far longer than the test: only the reader's leaving can end the wait.
      firstViewWaitMs: 60_000,
      firstViewMaxConcurrent: 1,
      log: pino({ level: 'error' }, { write: (line: string) => void errors.push(line) }),
    })
    const errors: string[] = []
    const leaving = new AbortController()
    const res = await fetch(`${base}/studies?q=energy`, { signal: leaving.signal })
    expect(res.status).toBe(200)
    await until(() => calls.opened > 0)
    leaving.abort()
    // The service's call is closed, and the one render slot is free again: the next page is
    // written (the sign-in form asks the service nothing), not the plain shell.
    await until(() => calls.closed === calls.opened)
    await until(async () => (rootOf(await (await fetch(`${base}/sign-in`)).text()) ?? '') !== '')
    // A reader leaving is not a failure of the server's.
    expect(errors).toEqual([])
  })

  it('allows the built stylesheet, inline in every page, by its hash and nothing else', async () => {
    const styled = mkdtempSync(path.join(os.tmpdir(), 'dds-first-view-css-'))
    const css = 'body{color:red}'
    writeShells(styled, TEMPLATE.replace('</head>', `<style>${css}</style></head>`))
    const base = await listen(
      createAppServer({ distDir: styled, upstream, firstView: realRenderer }),
    )
    const hash = createHash('sha256').update(css).digest('base64')
    // A written page and the plain shell alike.
    for (const address of ['/studies?q=energy', '/collections']) {
      const res = await fetch(`${base}${address}`)
      expect(await res.text()).toContain(`<style>${css}</style>`)
      expect(res.headers.get('content-security-policy')).toContain(
        `style-src 'self' 'sha256-${hash}';`,
      )
    }
    // A build without inline style allows none.
    const plain = await fetch(`${app}/collections`)
    expect(plain.headers.get('content-security-policy')).toContain("style-src 'self';")
  })

  it('leaves the app’s module preloads out of a written page, and in the plain shell', async () => {
    const built = mkdtempSync(path.join(os.tmpdir(), 'dds-first-view-preload-'))
    const head =
      '<script type="module" crossorigin src="/assets/index-e.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/start-app-s.js">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/queries-q.js">\n'
    writeShells(built, TEMPLATE.replace('</head>', `${head}</head>`))
    const base = await listen(
      createAppServer({ distDir: built, upstream, firstView: realRenderer }),
    )
    const page = await (await fetch(`${base}/studies?q=energy`)).text()
    expect(rootOf(page)).toContain('Studies')
    expect(page).toContain('src="/assets/index-e.js"')
    expect(page).not.toContain('modulepreload')
    const shell = await (await fetch(`${base}/collections`)).text()
    expect(shell.match(/rel="modulepreload"/g)).toHaveLength(2)
  })
  it('answers with the plain page beyond its limit of first views at once', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const busy = await listen(
      createAppServer({
        distDir: dist,
        upstream,
        firstViewMaxConcurrent: 1,
        firstView: {
          paths: new Set(['/slow']),
          render: async () => {
            await held
            return { html: '<p>written</p>' }
          },
        },
      }),
    )
    const first = fetch(`${busy}/slow`).then((res) => res.text())
    // The first render is under way (its request is in), so the second finds no room.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await (await fetch(`${busy}/slow`)).text()).toBe(TEMPLATE)
    release()
    expect(await first).toContain('<p>written</p>')
    // Room again once the first is done.
    expect(await (await fetch(`${busy}/slow`)).text()).toContain('<p>written</p>')
  })

  it('keeps to its limit when a burst arrives while readers are still being checked', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let started = 0
    const base = await listenOneAtATime(
      // Checking a reader takes a round trip (the store may be Redis).
      () => new Promise((resolve) => setTimeout(() => resolve(true), 50)),
      {
        paths: new Set(['/slow']),
        render: async () => {
          started++
          await held
          return { html: '<p>written</p>' }
        },
      },
    )
    // Three at once: one renders, the others get the plain page without waiting for it.
    const pages = [1, 2, 3].map(() => fetch(`${base}/slow`).then((res) => res.text()))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(started).toBe(1)
    release()
    const texts = await Promise.all(pages)
    expect(texts.filter((text) => text === 'plain')).toHaveLength(2)
    expect(texts.filter((text) => text.includes('<p>written</p>'))).toHaveLength(1)
  })

  it('sends its headers and the head’s start before the render is done, then the page, written or plain', async () => {
    // A head with a stylesheet, as the built index.html has: it needs nothing of the render.
    const styled = mkdtempSync(path.join(os.tmpdir(), 'dds-first-view-styled-'))
    const start = '<!doctype html><html><head><style>p{color:red}</style>'
    const shell = TEMPLATE.replace('<!doctype html><html><head>', start)
    writeShells(styled, shell)
    let renders: Record<string, { release: () => void; held: Promise<void> }> = {}
    const base = await listen(
      createAppServer({
        distDir: styled,
        upstream,
        firstView: {
          paths: new Set(['/written', '/broken', '/declined']),
          render: async (href) => {
            await renders[href]?.held
            if (href === '/broken') throw new Error('render failed after the headers')
            return href === '/declined' ? null : { html: '<p>written</p>' }
          },
        },
      }),
    )
    const original = console.error
    console.error = () => {}
    try {
      for (const encoding of ['br', 'gzip', 'identity'])
        for (const [href, expected] of [
          ['/written', '<p>written</p>'],
          ['/broken', shell],
          ['/declined', shell],
        ] as const) {
          let release = () => {}
          const held = new Promise<void>((resolve) => (release = resolve))
          renders = { [href]: { release, held } }
          // fetch resolves on the headers: while the render is still held, they are already here.
          const res = await Promise.race([
            fetch(`${base}${href}`, { headers: { 'accept-encoding': encoding } }),
            new Promise<never>((_, reject) =>
              setTimeout(
                () => reject(new Error(`${href}: no headers while the render runs`)),
                2_000,
              ),
            ),
          ])
          expect(res.status).toBe(200)
          expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
          expect(res.headers.get('content-encoding')).toBe(
            encoding === 'identity' ? null : encoding,
          )
          expect(nonceOf(res)).toBeTruthy()
          // The head up to its title is here too, decompressed, while the render still waits.
          const reader = (res.body as ReadableStream<Uint8Array>).getReader()
          const decoder = new TextDecoder()
          let early = ''
          while (early.length < start.length) {
            const chunk = await reader.read()
            if (chunk.done) break
            early += decoder.decode(chunk.value, { stream: true })
          }
          expect(early, `${encoding} ${href}`).toBe(start)
          release()
          let page = early
          for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
            page += decoder.decode(chunk.value, { stream: true })
          if (href === '/written') expect(page).toContain(expected)
          else expect(page).toBe(expected)
        }
    } finally {
      console.error = original
    }
  })

  it('puts the router’s head at the end of a shell’s head that has no title', async () => {
    const untitled = mkdtempSync(path.join(os.tmpdir(), 'dds-first-view-untitled-'))
    writeShells(
      untitled,
      '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
    )
    const base = await listen(
      createAppServer({
        distDir: untitled,
        upstream,
        firstView: {
          paths: new Set(['/titled']),
          render: () => Promise.resolve({ html: '<p>written</p>', head: '<title>Written</title>' }),
        },
      }),
    )
    const page = await (await fetch(`${base}/titled`)).text()
    expect(page).toContain('<meta charset="utf-8"><title>Written</title></head>')
  })

  it('renders nothing for a reader who left while being checked, and frees the slot', async () => {
    let allow = () => {}
    const checked = new Promise<void>((resolve) => (allow = resolve))
    let renders = 0
    const base = await listenOneAtATime(
      async () => {
        await checked
        return true
      },
      {
        paths: new Set(['/page']),
        render: () => {
          renders++
          return Promise.resolve({ html: '<p>written</p>' })
        },
      },
    )
    const leaving = new AbortController()
    const gone = fetch(`${base}/page`, { signal: leaving.signal }).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 100))
    leaving.abort()
    await gone
    await new Promise((resolve) => setTimeout(resolve, 100))
    allow()
    // The next reader is written for: the slot came back, and nothing was rendered before.
    const page = await (await fetch(`${base}/page`)).text()
    expect(page).toContain('<p>written</p>')
    expect(renders).toBe(1)
  })

  it('lets a reader leave while the page is rendered, and goes on serving', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const errors: string[] = []
    const base = await listen(
      createAppServer({
        distDir: dist,
        upstream,
        log: pino({ level: 'error' }, { write: (line: string) => void errors.push(line) }),
        // As many as the readers who leave: a slot kept by one would show on the last fetch.
        firstViewMaxConcurrent: 3,
        firstView: {
          paths: new Set(['/slow']),
          render: async () => {
            await held
            return { html: '<p>written</p>' }
          },
        },
      }),
    )
    for (const encoding of ['br', 'gzip', 'identity']) {
      const leaving = new AbortController()
      const res = await fetch(`${base}/slow`, {
        headers: { 'accept-encoding': encoding },
        signal: leaving.signal,
      })
      expect(res.status).toBe(200)
      leaving.abort()
    }
    // The renders finish after the server has seen their readers go.
    await new Promise((resolve) => setTimeout(resolve, 200))
    release()
    const page = await (await fetch(`${base}/slow`)).text()
    expect(page).toContain('<p>written</p>')
    expect(errors).toEqual([])
  })

  it('serves the plain page when rendering fails, and masks the key in what it writes', async () => {
    const failing = await listen(
      createAppServer({
        distDir: dist,
        upstream: { kind: 'remote', baseUrl: 'http://127.0.0.1:9', apiKey: 'secret-key-123' },
        firstView: {
          paths: new Set(['/broken', '/echo']),
          render: (href) =>
            href === '/broken'
              ? Promise.reject(new Error('render failed'))
              : Promise.resolve({ html: '<p>secret-key-123</p>' }),
        },
      }),
    )
    const original = console.error
    console.error = () => {}
    try {
      expect(await (await fetch(`${failing}/broken`)).text()).toBe(TEMPLATE)
    } finally {
      console.error = original
    }
    const echoed = await (await fetch(`${failing}/echo`)).text()
    expect(echoed).toContain('<p>**************</p>')
    expect(echoed).not.toContain('secret-key-123')
  })

  it('replaces the loading frame of the shell, and writes `$` patterns in the page as they are', async () => {
    const framed = mkdtempSync(path.join(os.tmpdir(), 'dds-first-view-frame-'))
    const frame =
      '<div id="root"><!--app-shell--><div data-app-shell><p>Loading…</p></div><!--/app-shell--></div>'
    writeShells(framed, TEMPLATE.replace('<div id="root"></div>', frame))
    const base = await listen(
      createAppServer({
        distDir: framed,
        upstream,
        firstView: {
          paths: new Set(['/dollars']),
          render: () =>
            Promise.resolve({ html: "<p>costs $& and $' and $1</p>", head: '<title>$&</title>' }),
        },
      }),
    )
    const page = await (await fetch(`${base}/dollars`)).text()
    expect(page).toContain('<div id="root"><p>costs $& and $\' and $1</p></div></body>')
    expect(page).toContain('<head><title>$&</title></head>')
    expect(page).not.toContain('Loading…')
    const shell = await (await fetch(`${base}/collections`)).text()
    expect(shell).toContain(frame)
  })
})

describe('first view in none mode', () => {
  it('names the reader on the renderer’s own calls, and a reader cannot rename itself', async () => {
    // A renderer that writes who the session stage says its calls are from.
    const whoami: FirstViewRenderer = {
      paths: new Set(['/whoami']),
      render: async (_href, { apiOrigin, headers }) => {
        const me = (await (await fetch(`${apiOrigin}/auth/me`, { headers })).json()) as {
          user: string
        }
        return { html: `<p>${me.user}</p>` }
      },
    }
    const base = await listen(
      createAppServer({
        distDir: dist,
        upstream,
        firstView: whoami,
        auth: createAuth({ mode: 'none', store: createMemoryStore() }),
      }),
    )
    const port = Number(new URL(base).port)
    const page = (localAddress: string, headers: Record<string, string> = {}) =>
      send(port, { path: '/whoami', localAddress, headers }).then((r) => rootOf(r.body))

    expect(await page('127.0.0.2')).toBe('<p>ip:127.0.0.2</p>')
    // X-Forwarded-For from a local client names no one, on the page as on its calls.
    expect(await page('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '<p>ip:127.0.0.2</p>',
    )
    expect(await page('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '<p>ip:127.0.0.1</p>',
    )
    const direct = await send(port, {
      path: '/auth/me',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(JSON.parse(direct.body)).toMatchObject({ user: 'ip:127.0.0.1' })
  })
})

describe('first view and request ids', () => {
  it('its own /api calls and its failures carry the page’s request id, whoever the proxies are', async () => {
    const { log, lines } = captureLog()
    const renderer: FirstViewRenderer = {
      paths: new Set(['/calls', '/broken']),
      render: async (href, { apiOrigin, headers }) => {
        if (href === '/broken') throw new Error('render failed')
        await (await fetch(`${apiOrigin}/api/v1/studies?q=ids`, { headers })).arrayBuffer()
        return { html: '<p>written</p>' }
      },
    }
    // Loopback is no trusted proxy here: the calls' id is believed for the renderer's secret.
    const base = await listen(
      createAppServer({
        distDir: dist,
        upstream,
        firstView: renderer,
        log,
        trustedProxies: ['10.0.0.0/8'],
      }),
    )
    const res = await fetch(`${base}/calls`, { headers: { 'x-request-id': 'made-up-by-a-client' } })
    expect(await res.text()).toContain('<p>written</p>')
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await vi.waitFor(() =>
      expect(
        lines()
          .filter((l) => l.msg === 'request')
          .map((l) => [l.path, l.reqId]),
      ).toEqual([
        ['/api/v1/studies?q=ids', id],
        ['/calls', id],
      ]),
    )
    const broken = await fetch(`${base}/broken`)
    expect(await broken.text()).toBe(TEMPLATE)
    await vi.waitFor(() =>
      expect(
        lines().find((l) => l.msg === 'first view failed, serving the plain page'),
      ).toMatchObject({
        level: 50,
        reqId: broken.headers.get('x-request-id'),
      }),
    )
  })
})
