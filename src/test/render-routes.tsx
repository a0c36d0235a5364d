import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  type AnyRoute,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { RouteComponent } from '@tanstack/react-router'
import type { RouterContext } from '../routes/__root'

/**
 * Test helper: some of the app's real file routes (validateSearch, loader, page) under a root
 * showing `layout`, with `queryClient`, at `path`. The generated route tree is not used, so a
 * test does not load every other page of the app.
 */
export function renderRoutes(
  path: string,
  {
    layout,
    routes,
    queryClient,
  }: {
    layout: RouteComponent
    routes: readonly (readonly [AnyRoute, string])[]
    queryClient: QueryClient
  },
) {
  // jsdom has no layout; the router's scroll restoration would log "not implemented".
  window.scrollTo = () => undefined
  const root = createRootRouteWithContext<RouterContext>()({ component: layout })
  // As the generated route tree does: file routes get their place in the tree through
  // `update`, whose public type only lists the options a route may change later.
  const attach = (route: AnyRoute, id: string) =>
    route.update({ id, path: id, getParentRoute: () => root } as Parameters<AnyRoute['update']>[0])
  const router = createRouter({
    routeTree: root.addChildren(routes.map(([route, id]) => attach(route, id))),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultPendingMs: 0,
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}
