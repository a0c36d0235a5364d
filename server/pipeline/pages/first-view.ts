import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { pipeline } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib'
import { internalCallHeaders, readerAddress } from '../auth/internal-call'
import { firstViewEntry } from './first-view-paths'
import { silentLogger, type Logger } from '../log'
import { requestFacts } from '../http/request-facts'
import { REQUEST_ID_HEADER, requestLog } from '../request-id'
import { LOCALES, type Locale } from '../../../src/lib/i18n/reader-locale'
import { encodingFor, pageLocale, withLocale, type Encoding } from './locale-shells'

/**
 * Server-written first views (src/server-render/entry-server.tsx, TanStack Router's server
 * rendering, built by `npm run build` next to the client build): the content explorer's pages
 * leave this server with their results already in the HTML, so they paint before any script
 * has loaded. Anything that goes wrong here falls back to the plain shell, which the browser
 * renders as before: a first view can make a page faster, never broken.
 */
export interface FirstViewRenderer {
  paths: ReadonlySet<string>
  render: (
    href: string,
    options: {
      apiOrigin: string
      waitMs: number
      headers: Record<string, string>
      /** The nonce the page's inline scripts carry, allowed by this response's CSP. */
      nonce: string
      /** Fires when the reader has gone: the render then stops waiting for the service. */
      signal: AbortSignal
      /** The reader's interface language, already written into `<html lang>`. */
      locale: string
    },
    // null: this page is not written (the renderer cannot name everything on it); plain shell.
    // `head` replaces the shell's <title> (the router's title and preloads).
  ) => Promise<{ html: string; head?: string } | null>
}

/** The default wait for the service; a slower answer is left to the browser. */
const FIRST_VIEW_WAIT_MS = 1_000

/**
 * First views rendered at once, at most. Each one holds service calls (made with this
 * server's key) and render time; beyond this a flood of page requests gets the plain shell,
 * which asks the service nothing until a browser runs the app.
 */
const FIRST_VIEW_MAX_CONCURRENT = 16

/** The root of index.html: empty, or holding the loading frame between app-shell comments. */
const ROOT = /<div id="root">\s*(?:<!--app-shell-->[\s\S]*?<!--\/app-shell-->\s*)?<\/div>/

/** Loads the server-render bundle of a build, or undefined when the build has none. */
export async function loadFirstViewRenderer(
  distDir: string,
): Promise<FirstViewRenderer | undefined> {
  const entry = firstViewEntry(distDir)
  if (!existsSync(entry)) return undefined
  const loaded = (await import(pathToFileURL(entry).href)) as Record<string, unknown>
  const { FIRST_VIEW_PATHS: paths, renderFirstView: render } = loaded
  if (!(paths instanceof Set) || typeof render !== 'function')
    throw new Error(`${entry} does not export FIRST_VIEW_PATHS and renderFirstView`)
  return { paths: paths as ReadonlySet<string>, render: render as FirstViewRenderer['render'] }
}

export function createFirstViewHandler(options: {
  /** The built index.html of each language (server/pipeline/pages/locale-shells.ts). */
  shells: Record<Locale, string>
  renderer: FirstViewRenderer
  apiKey: string
  waitMs?: number
  maxConcurrent?: number
  /** True while the upstream is saturated or the server shuts down: the plain shell then. */
  underPressure?: () => boolean
  /**
   * Whether this reader may spend on a first view (signed in, within the allowances); when
   * not, the plain shell, and nothing is asked of the service.
   */
  mayRender?: (req: IncomingMessage) => Promise<boolean>
  /** The interface language kept with the reader's account (the workspace's preferences). */
  accountLocale?: (req: IncomingMessage) => Promise<Locale | undefined>
  /** The address of the reader, to name it on the renderer's own `/api` calls (none mode). */
  clientAddress?: (req: IncomingMessage) => string
  /** Header mode: the header naming the reader, passed on to the renderer's own calls. */
  identityHeader?: string
  /** The Content-Security-Policy of a written page, allowing its scripts' nonce. */
  policy: (nonce: string) => string
  log?: Logger
}) {
  const parts = new Map(LOCALES.map((locale) => [locale, pageParts(options.shells[locale])]))
  const waitMs = options.waitMs ?? FIRST_VIEW_WAIT_MS
  const maxConcurrent = options.maxConcurrent ?? FIRST_VIEW_MAX_CONCURRENT
  const underPressure = options.underPressure ?? (() => false)
  const log = options.log ?? silentLogger
  let rendering = 0
  // Each kind of failure is reported once, not once per request, nor only the first kind.
  const reported = new Set<string>()

  /** True when this request is a page the renderer writes. */
  const wants = (req: IncomingMessage): boolean => {
    // HEAD gets the plain page's headers: rendering (and calling the service) for no body is waste.
    if (req.method !== 'GET') return false
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    return options.renderer.paths.has(pathname)
  }

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    fallback: () => void,
  ): Promise<void> => {
    // A first view is an optimisation: when renders or upstream turns are scarce, the browser
    // renders the page itself from the plain shell, which asks the service nothing here.
    if (rendering >= maxConcurrent || underPressure()) {
      fallback()
      return
    }
    // The slot is taken before any wait, so a burst of requests cannot all pass the check; it
    // is given back however the answer ends.
    rendering++
    try {
      await answer(req, res, fallback)
    } finally {
      rendering--
    }
  }

  const answer = async (
    req: IncomingMessage,
    res: ServerResponse,
    fallback: () => void,
  ): Promise<void> => {
    const allowed = await (options.mayRender?.(req) ?? Promise.resolve(true)).catch(() => false)
    if (!allowed) {
      fallback()
      return
    }
    // A reader who left while being checked gets nothing rendered.
    if (res.destroyed) return
    const nonce = randomBytes(16).toString('base64')
    // The reader's language is decided before anything leaves: the head that goes first carries
    // it, the page loads that language's build, and the browser starts in it
    // (src/lib/i18n/page-locale.ts), never detecting anew.
    const locale = await pageLocale(req, options.accountLocale)
    const { start, plainRest, writtenRest } = parts.get(locale)!
    // The headers and the start of the head leave before the render does: the browser sets the
    // page up (for this opener policy, a fresh process) and reads the stylesheet while the
    // server renders, not after. From here on the answer is this page, written or plain.
    res.setHeader('content-language', locale)
    const encoding = encodingFor(req)
    res.statusCode = 200
    res.setHeader('content-security-policy', options.policy(nonce))
    res.setHeader('content-type', 'text/html; charset=utf-8')
    // Written for this address and this moment: revalidated every time, like index.html.
    res.setHeader('cache-control', 'no-cache')
    // Written in the reader's language too (cookie, else Accept-Language).
    res.setHeader('vary', 'accept-encoding, accept-language, cookie')
    if (encoding) res.setHeader('content-encoding', encoding)
    // A reader who leaves frees the render slot and the service calls at once, not at the
    // end of the wait: abandoned page loads must not hold renders or spend credits.
    const readerGone = new AbortController()
    res.on('close', () => readerGone.abort())
    const body = pageBody(res, encoding, (err) => {
      requestLog(req, log).error({ cause: String(err) }, 'first view could not be compressed')
    })
    body.send(withLocale(start, locale))
    let page: string | undefined
    try {
      const view = await options.renderer.render(req.url ?? '/', {
        apiOrigin: ownOrigin(req),
        waitMs,
        headers: forwardedHeaders(req, options.clientAddress, options.identityHeader),
        nonce,
        signal: readerGone.signal,
        locale,
      })
      if (view) {
        page = writtenRest.replace(ROOT, () => `<div id="root">${view.html}</div>`)
        // The router's title and preloads take the place of the shell's title, or stand at the
        // end of the head when the shell has none.
        if (view.head) page = page.replace(/^(?:<title>[^<]*<\/title>)?/, () => view.head ?? '')
      }
    } catch (err) {
      const message = String(err)
      // A render given up because its reader left is no failure worth an operator's attention.
      if (!readerGone.signal.aborted && !reported.has(message) && reported.size < 100) {
        reported.add(message)
        requestLog(req, log).error({ cause: message }, 'first view failed, serving the plain page')
      }
    }
    if (page === undefined) {
      body.end(plainRest)
      return
    }
    // The answers came through this server's proxy, which already masks an echoed key; this is
    // the same promise kept for the page itself.
    if (options.apiKey) page = page.split(options.apiKey).join('*'.repeat(options.apiKey.length))
    body.end(page)
  }

  return { wants, handle }
}

/**
 * A language's shell in the parts a page is sent in. What of the page does not depend on the
 * render (the head up to its title: the inline stylesheet above all) leaves with the headers,
 * so the browser reads it while the server renders. The plain shell starts the same way, so a
 * failed render can still finish it.
 */
function pageParts(shell: string): { start: string; plainRest: string; writtenRest: string } {
  const template = withoutModulePreloads(shell)
  if (!ROOT.test(template))
    throw new Error('index.html has no <div id="root"> this server can fill')
  const start = template.slice(0, headSplit(template))
  if (!shell.startsWith(start))
    throw new Error('index.html has no head this server can send ahead of the page')
  return { start, plainRest: shell.slice(start.length), writtenRest: template.slice(start.length) }
}

/**
 * A written page loads the app only after it has painted (src/main.tsx); preloading the app's
 * modules from the HTML would start those downloads while the page is still being drawn.
 */
function withoutModulePreloads(page: string): string {
  return page.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
}

// What the proxy would forward of the browser's own request anyway, and who is asking: the
// renderer's `/api` calls come back to this server (never further), which spends them from the
// reader's own allowance, as the browser's calls would be. The proxy never forwards cookies.
const FORWARDED = ['user-agent', 'accept-language', 'cookie'] as const

function forwardedHeaders(
  req: IncomingMessage,
  clientAddress?: (req: IncomingMessage) => string,
  identityHeader?: string,
): Record<string, string> {
  const headers: Record<string, string> = {}
  // In header mode the auth proxy's header is who is asking; the renderer's calls come from
  // this machine, which the session stage believes only when loopback is a trusted proxy.
  for (const name of identityHeader ? [...FORWARDED, identityHeader] : FORWARDED) {
    const value = req.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  // The reader as the session stage named it (none mode), else as the proxies say; marked with
  // this process's secret, the only way a call from this machine may name an address there.
  const reader = readerAddress(req) ?? clientAddress?.(req)
  if (reader) Object.assign(headers, internalCallHeaders(reader))
  // The page's id on its calls, so what they log (an upstream failure) joins the page's line.
  const id = requestFacts(req).reqId
  if (id) headers[REQUEST_ID_HEADER] = id
  return headers
}

/** The address of this server as seen from itself, for the renderer's `/api` calls. */
function ownOrigin(req: IncomingMessage): string {
  const local = req.socket.address() as AddressInfo
  const host = local.family === 'IPv6' ? `[${local.address}]` : local.address
  return `http://${host}:${local.port}`
}

/** Where the head's start ends: at the shell's title, which the router's head replaces. */
function headSplit(page: string): number {
  const title = page.indexOf('<title>')
  const headEnd = page.indexOf('</head>')
  return title >= 0 && (headEnd < 0 || title < headEnd) ? title : Math.max(headEnd, 0)
}

/**
 * The page's body in two parts: `send` goes out at once (compressed and flushed), `end` finishes
 * the page. Compression streams on the thread pool: a page compressed on the event loop would
 * hold up every proxied call. Should the compressor fail mid-page, the answer cannot be mended
 * (its headers and start are out): the connection is closed, and the browser says so.
 */
function pageBody(
  res: ServerResponse,
  encoding: Encoding,
  onError: (err: Error) => void,
): { send: (text: string) => void; end: (text: string) => void } {
  if (!encoding)
    return {
      send: (text) => void res.write(text),
      end: (text) => void res.end(text),
    }
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 })
  // The pipeline closes each side with the other: a reader who has left takes nothing more
  // (writes to a closed stream are dropped), and a compressor that fails closes the answer.
  pipeline(compressor, res, (err) => {
    if (err && !res.destroyed) onError(err)
    if (err) res.destroy()
  })
  return {
    send: (text) => {
      compressor.write(text)
      compressor.flush(encoding === 'br' ? zlib.BROTLI_OPERATION_FLUSH : zlib.Z_SYNC_FLUSH)
    },
    end: (text) => void compressor.end(text),
  }
}
