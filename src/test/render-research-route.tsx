import { QueryClientProvider } from '@tanstack/react-query'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  type AnyRoute,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { createQueryClient } from '../api/query-client'
import { Route as AnswerRoute } from '../routes/research/$token'
import { Route as HomeRoute } from '../routes/research/index'
import type { RouterContext } from '../routes/__root'

/**
 * Test helper: the two real research routes (validateSearch, loader, page) under a bare root,
 * with the app's QueryClient, at `path`. The generated route tree is not used so these tests
 * do not load every other page of the app.
 */
export function renderResearchRoute(path: string) {
  // jsdom has no layout; the router's scroll restoration would log "not implemented".
  window.scrollTo = () => undefined
  const queryClient = createQueryClient()
  const root = createRootRouteWithContext<RouterContext>()({ component: Outlet })
  // As the generated route tree does: file routes get their place in the tree through
  // `update`, whose public type only lists the options a route may change later.
  const attach = (route: AnyRoute, id: string) =>
    route.update({ id, path: id, getParentRoute: () => root } as Parameters<AnyRoute['update']>[0])
  const routeTree = root.addChildren([
    attach(HomeRoute, '/research/'),
    attach(AnswerRoute, '/research/$token'),
  ])
  const router = createRouter({
    routeTree,
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
