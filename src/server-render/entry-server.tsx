import { AsyncLocalStorage } from 'node:async_hooks'
import { renderToString } from 'react-dom/server'
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, RouterContextProvider } from '@tanstack/react-router'
import {
  createRequestHandler,
  renderSsrHtmlResponse,
  RouterServer,
} from '@tanstack/react-router/ssr/server'
import { setApiTransport } from '../api/http'
import { createQueryClient } from '../api/query-client'
import { EARLY_CLICKS_SCRIPT } from '../lib/early-clicks-script'
import { setHtmlParser } from '../lib/html-tree'
import { setLocaleSource } from '../lib/i18n/locale'
import { BASE_LOCALE, isLocale, readerLocale, type Locale } from '../lib/i18n/reader-locale'
import { createAppRouter } from '../router'
import { parse5Html } from './parse5-html'

/**
 * The production server's first view, written by TanStack Router's own server rendering with
 * its Query integration (the answers travel in the router's nonce'd scripts, and the browser's
 * RouterClient takes them over: src/start-app.tsx). What stays here, and why the router does
 * not do it:
 * - which pages are written (FIRST_VIEW_PATHS; server/pipeline/pages/first-view.ts decides when not to);
 * - `/api` calls go to this server's own proxy on behalf of the reader (AsyncLocalStorage): the
 *   server holds the key and spends from the reader's allowance, and there is no page origin;
 * - a bound on the wait for the service (`settle`): the route loaders start their queries
 *   without waiting, so a slow answer is left out and the browser asks for it itself;
 * - an address the router redirects to its clean form is written as that clean form, so the
 *   browser can still say what it changed (src/lib/opened-notices.ts keeps
 *   what validation found, address-notices.tsx shows it);
 * - the head tags are rendered on their own, for index.html's head, with the preloads React
 *   found: the router renders into #root, not the whole document, so the plain shell and the
 *   written page share one file (server/pipeline/pages/first-view.ts puts them together);
 * - parse5 as the sanitizer's HTML parser (the browser uses DOMParser);
 * - the reader's language (the server's choice, else the reader's headers) for every message and
 *   format of this render, per request (AsyncLocalStorage): renders run side by side;
 * - a nonce'd script in the head noting a button pressed before the app has loaded
 *   (src/lib/early-clicks.ts), which the app presses again once it can act.
 */
export const FIRST_VIEW_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/market-insights',
  '/studies',
  '/infographics',
  '/statistics',
  '/indicators',
  '/survey',
  // A plain form: written, it works before the app has loaded and without JavaScript.
  '/sign-in',
  // The ask form, in the reader's language from the first paint; the account's questions follow.
  '/research',
])

export interface FirstView {
  /** The markup for #root, the router's scripts included. */
  html: string
  /** Title, preloads and the like, for the document's head. */
  head: string
}

export interface FirstViewOptions {
  /** Where this server's own `/api` proxy listens, e.g. http://127.0.0.1:8080. */
  apiOrigin: string
  /** How long to wait for the service before writing the page without its answers. */
  waitMs: number
  /** The reader's headers its `/api` calls carry: user-agent, accept-language, who is asking. */
  headers?: Record<string, string>
  /** This response's Content-Security-Policy nonce. */
  nonce: string
  /** Fires when the reader has gone: the wait ends and the service calls are given up. */
  signal?: AbortSignal
  /** The interface language the server chose (and wrote into `<html lang>`). */
  locale?: string
}

/** Time left for rendering once the wait for the service is over. */
const RENDER_MS = 2_000

/** The page being written: where its `/api` calls go and whose they are. */
const current = new AsyncLocalStorage<{
  origin: string
  headers: Record<string, string>
  locale: Locale
}>()

setApiTransport((url, init) => {
  const page = current.getStore()
  if (!page) return Promise.reject(new Error(`${url} was requested outside a first view`))
  return fetch(page.origin + url, {
    ...init,
    headers: { ...page.headers, ...(init.headers as Record<string, string> | undefined) },
  })
})
setHtmlParser(parse5Html)
setLocaleSource(() => current.getStore()?.locale ?? BASE_LOCALE)

export function renderFirstView(
  href: string,
  options: FirstViewOptions,
): Promise<FirstView | null> {
  const headers = options.headers ?? {}
  const locale = isLocale(options.locale)
    ? options.locale
    : readerLocale({ cookie: headers.cookie, acceptLanguage: headers['accept-language'] })
  return current.run({ origin: options.apiOrigin, headers, locale }, async () => {
    const first = await render(href, options)
    if (!('redirect' in first)) return first
    // An address with invalid or default values: the page for its clean form is what the
    // browser shows at the original address too (it then rewrites it and says what changed).
    const clean = await render(first.redirect, options)
    if ('redirect' in clean) throw new Error(`${href} redirected twice`)
    return clean
  })
}

async function render(
  href: string,
  { waitMs, nonce, signal }: FirstViewOptions,
): Promise<FirstView | { redirect: string }> {
  let head = ''
  // The answers the markup was rendered with, once it has been (see `written` below).
  let rendered: ReadonlySet<string> | undefined
  let queryClient: QueryClient | undefined
  const bound = AbortSignal.timeout(waitMs + RENDER_MS)
  const handler = createRequestHandler({
    // Loaders that wait for their answers are bounded too: past it, the plain shell.
    request: new Request(new URL(href, 'http://first-view.invalid'), {
      signal: signal ? AbortSignal.any([bound, signal]) : bound,
    }),
    createRouter: () => {
      const client = createQueryClient({ retry: false })
      queryClient = client
      return createAppRouter(client, {
        nonce,
        beforeDehydrate: () => settle(client, waitMs, signal),
        written: (queryHash) => rendered === undefined || rendered.has(queryHash),
      })
    },
  })
  const response = await handler(({ router, responseHeaders }) => {
    head = renderToString(
      <RouterContextProvider router={router}>
        <HeadContent />
      </RouterContextProvider>,
    )
    return renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () => {
        rendered = answeredQueries(queryClient)
        return renderToString(<RouterServer router={router} />)
      },
    })
  })
  const location = response.headers.get('location')
  if (response.status >= 300 && response.status < 400 && location) {
    const target = new URL(location, 'http://first-view.invalid')
    return { redirect: `${target.pathname}${target.search}` }
  }
  if (response.status !== 200) throw new Error(`${href} rendered with status ${response.status}`)
  const markup = (await response.text()).replace(/^<!DOCTYPE html>/, '')
  // React writes the preloads it found (the first teaser images, which have high priority)
  // ahead of the markup; in the head they start before the browser has read the body.
  const preloads = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? ''
  // The note of buttons pressed before the app is here (src/lib/early-clicks.ts) goes last: it
  // must run before the body can be pressed, and after the preloads have started.
  const earlyClicks = `<script nonce="${nonce}">${EARLY_CLICKS_SCRIPT}</script>`
  return { html: markup.slice(preloads.length), head: head + preloads + earlyClicks }
}

/**
 * Waits for the loaders' answers, at most `waitMs` and no longer than the reader stays; what is
 * still missing is left out, and its calls are given up (the proxy then closes the service's).
 */
/** The queries with an answer in the cache now, by hash. */
function answeredQueries(queryClient: QueryClient | undefined): ReadonlySet<string> {
  const queries = queryClient?.getQueryCache().getAll() ?? []
  return new Set(queries.filter((q) => q.state.status === 'success').map((q) => q.queryHash))
}

async function settle(
  queryClient: QueryClient,
  waitMs: number,
  readerGone?: AbortSignal,
): Promise<void> {
  if (queryClient.isFetching() > 0 && !readerGone?.aborted)
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        unsubscribe()
        readerGone?.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, waitMs)
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) done()
      })
      readerGone?.addEventListener('abort', done)
    })
  // The page shows what did not arrive as loading, as the browser's first render will.
  await queryClient.cancelQueries()
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' })
}
