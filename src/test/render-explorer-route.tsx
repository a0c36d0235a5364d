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
import { AppHeader } from '../components/app-header'
import { Route as OverviewRoute } from '../routes/index'
import { Route as InsightsRoute } from '../routes/market-insights'
import { Route as StatisticsRoute } from '../routes/statistics'
import { Route as StudiesRoute } from '../routes/studies'
import type { RouterContext } from '../routes/__root'

/**
 * Test helper: real explorer routes (validateSearch, middlewares, loader, page) under a root
 * that shows only the app's header, with the app's QueryClient (failures not retried, so a test need not wait for backoff),
 * at `path`. The generated route tree is not used so these tests do not load every other page.
 */
export function renderExplorerRoute(path: string) {
  // jsdom has no layout; the router's scroll restoration would log "not implemented".
  window.scrollTo = () => undefined
  Element.prototype.scrollIntoView = () => undefined
  // Nor dialogs: the detail panel opens as a plain open element.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  const queryClient = createQueryClient({ retry: false })
  const root = createRootRouteWithContext<RouterContext>()({ component: Layout })
  // As the generated route tree does: file routes get their place in the tree through
  // `update`, whose public type only lists the options a route may change later.
  const attach = (route: AnyRoute, id: string) =>
    route.update({ id, path: id, getParentRoute: () => root } as Parameters<AnyRoute['update']>[0])
  const routeTree = root.addChildren([
    attach(OverviewRoute, '/'),
    attach(StudiesRoute, '/studies'),
    attach(InsightsRoute, '/market-insights'),
    attach(StatisticsRoute, '/statistics'),
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

function Layout() {
  return (
    <>
      <AppHeader />
      <Outlet />
    </>
  )
}
