import { Outlet } from '@tanstack/react-router'
import { createQueryClient } from '../api/query-client'
import { AppHeader } from '../components/app-header'
import { Route as OverviewRoute } from '../routes/index'
import { Route as InsightsRoute } from '../routes/market-insights'
import { Route as StatisticsRoute } from '../routes/statistics'
import { Route as StudiesRoute } from '../routes/studies'
import { renderRoutes } from './render-routes'

/**
 * Test helper: real explorer routes under a root that shows only the app's header, with the
 * app's QueryClient (failures not retried, so a test need not wait for backoff), at `path`.
 */
export function renderExplorerRoute(path: string) {
  // jsdom has no layout, nor dialogs: the detail panel opens as a plain open element.
  Element.prototype.scrollIntoView = () => undefined
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  return renderRoutes(path, {
    layout: Layout,
    queryClient: createQueryClient({ retry: false }),
    routes: [
      [OverviewRoute, '/'],
      [StudiesRoute, '/studies'],
      [InsightsRoute, '/market-insights'],
      [StatisticsRoute, '/statistics'],
    ],
  })
}

function Layout() {
  return (
    <>
      <AppHeader />
      <Outlet />
    </>
  )
}
