import { AsyncLocalStorage } from 'node:async_hooks'
import { renderToString } from 'react-dom/server'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { setApiTransport } from '../api/http'
import { createQueryClient } from '../api/query-client'
import { firstViewBlock } from '../api/first-view-state'
import { App } from '../app'
import { setHtmlParser } from '../lib/html-tree'
import { titleOfMatches } from '../lib/page-title'
import { createAppRouter } from '../router'
import { parse5Html } from './parse5-html'

/**
 * The production server's first view: the requested page rendered to HTML with the answers
 * its route asked for, so results are on screen before any script runs. The browser then
 * hydrates it (src/start-app.tsx). The content explorer's pages and the survey builder are
 * written this way (their first paint is the results, or the table); the research pages start
 * from the plain shell. Each page
 * listed here must call useFirstViewLive (src/lib/first-view-handover.ts) once hydrated.
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
])

export interface FirstView {
  /** The markup for #root. */
  html: string
  /** The JSON data block with the answers, to place after #root. */
  stateBlock: string
  /** The page's document title. */
  title: string
}

export interface FirstViewOptions {
  /** Where this server's own `/api` proxy listens, e.g. http://127.0.0.1:8080. */
  apiOrigin: string
  /** How long to wait for the service before writing the page without its answers. */
  waitMs: number
  /** The reader's headers its `/api` calls carry: user-agent, accept-language, who is asking. */
  headers?: Record<string, string>
}

/** The page being written: where its `/api` calls go and whose they are. */
const current = new AsyncLocalStorage<{ origin: string; headers: Record<string, string> }>()

setApiTransport((url, init) => {
  const page = current.getStore()
  if (!page) return Promise.reject(new Error(`${url} was requested outside a first view`))
  return fetch(page.origin + url, {
    ...init,
    headers: { ...page.headers, ...(init.headers as Record<string, string> | undefined) },
  })
})
setHtmlParser(parse5Html)

export function renderFirstView(
  href: string,
  options: FirstViewOptions,
): Promise<FirstView | null> {
  return current.run({ origin: options.apiOrigin, headers: options.headers ?? {} }, () =>
    render(href, options.waitMs),
  )
}

async function render(href: string, waitMs: number): Promise<FirstView | null> {
  const queryClient = createQueryClient({ retry: false })
  const router = await loadRouter(queryClient, href)
  await settle(queryClient, waitMs)
  // What did not arrive in time, or failed, is left out: the page shows it as loading, as the
  // browser's first render will, and the browser asks again.
  await queryClient.cancelQueries()
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' })
  const html = renderToString(<App queryClient={queryClient} router={router} />)
  const stateBlock = firstViewBlock(dehydrate(queryClient))
  queryClient.clear()
  return { html, stateBlock, title: titleOfMatches(router.state.matches) }
}

/**
 * The router at `href`, loaded. An address with invalid or default values is answered by the
 * router as a redirect to its clean form; the page for that clean form is what the browser
 * shows at the original address too (it then rewrites the address and explains what it
 * changed), so that is the page written here.
 */
async function loadRouter(queryClient: QueryClient, href: string) {
  let router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [href] }),
  })
  await router.load()
  const result = router._serverResult
  if (result?.type === 'redirect') {
    const location = result.redirect.headers.get('Location') ?? result.redirect.options.href
    if (!location) throw new Error(`the router redirected ${href} without an address`)
    const target = new URL(location, 'http://first-view.invalid')
    const clean = `${target.pathname}${target.search}`
    router = createAppRouter(queryClient, {
      history: createMemoryHistory({ initialEntries: [clean] }),
    })
    await router.load()
    if (router._serverResult?.type !== 'render') throw new Error(`${clean} did not render`)
  }
  return router
}

function settle(queryClient: QueryClient, waitMs: number): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, waitMs)
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done()
    })
  })
}
