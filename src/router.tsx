import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { RouteError } from './components/route-error'
import { RoutePending } from './components/route-pending'
import { NotFound } from './components/not-found'

export function createAppRouter(
  queryClient: QueryClient,
  /** The server's first view passes a memory history for the requested address. */
  server?: { history: RouterHistory },
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history: server?.history,
    // React Query owns freshness, so the router always asks it rather than caching loaders.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    defaultNotFoundComponent: NotFound,
    // On the server the router would write its restoration as an inline script, which the
    // Content-Security-Policy forbids; the browser restores scroll positions by itself.
    scrollRestoration: !server,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

/**
 * Tells the browser's router that the page in #root was written by the server for this
 * address, so it renders the same element structure (no top-level Suspense boundary) and
 * hydration matches. The router's own SSR hydration sets the same flag from its inline
 * scripts, which this app's Content-Security-Policy does not allow.
 */
export function markServerRendered(router: AppRouter): void {
  router.ssr = { manifest: undefined }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
