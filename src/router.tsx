import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { failureComponent } from './components/failure-component'
import { RoutePending } from './components/route-pending'
import { NotFound } from './components/not-found'

const RouteError = failureComponent(() => import('./components/route-error'))

export function createAppRouter(
  queryClient: QueryClient,
  /** Server rendering only (src/server-render/entry-server.tsx). */
  server?: {
    /** This response's CSP nonce, carried by the router's inline scripts. */
    nonce: string
    /** Runs before the query cache is written into the page: waits for its answers. */
    beforeDehydrate: () => Promise<void>
    /**
     * Whether a query's answer may be written into the page: one that was in the cache when the
     * markup was rendered (or before it is). An answer that arrives while the page is still
     * being finished would reach the browser's cache before React takes the markup over, and
     * the browser would render what the server had not (React #418); left out, the browser
     * asks for it itself, as for any answer that came too late.
     */
    written: (queryHash: string) => boolean
  },
) {
  // The address the page was opened at, until the reader goes elsewhere.
  let opened: string | undefined =
    typeof window === 'undefined'
      ? undefined
      : `${window.location.pathname}${window.location.search}`
  const stillOpened = (href: string) => {
    if (opened !== undefined && href !== opened) opened = undefined
    return opened !== undefined
  }
  const router = createRouter({
    routeTree,
    parseSearch: parseSearchWith(readAddressValue),
    stringifySearch: stringifySearchWith(JSON.stringify, readAddressValue),
    context: { queryClient },
    // React Query owns freshness, so the router always asks it rather than caching loaders.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    defaultNotFoundComponent: NotFound,
    // The browser restores scroll positions itself; the router's restoration script would make
    // the written markup differ from the browser's first render. In the browser the router
    // scrolls to the top after each page it renders, but not while it renders the page it was
    // opened at (taking it over, loading it again): that page is already on screen, written by
    // the server and perhaps scrolled by the reader meanwhile.
    scrollRestoration: server ? false : ({ location }) => !stillOpened(location.href),
    ...(server && {
      ssr: { nonce: server.nonce },
      dehydrate: async () => {
        await server.beforeDehydrate()
        return {}
      },
    }),
  })
  // The server writes the answers its loaders asked for into the page; the browser's cache
  // starts from them, so nothing on a written page is asked for twice.
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    // Only answers: what failed or did not arrive in time the browser asks again.
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && (server?.written(query.queryHash) ?? true),
    },
  })
  return router
}

/**
 * A value of the address as JSON, as the router reads them by default, except an integer a
 * number cannot hold exactly (a content identifier beyond 2^53): that stays its digits, and is
 * written back without quotes.
 */
function readAddressValue(text: string): unknown {
  const value: unknown = JSON.parse(text)
  if (typeof value === 'number' && !Number.isSafeInteger(value) && /^-?\d+$/.test(text.trim()))
    throw new RangeError('kept as text')
  return value
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
