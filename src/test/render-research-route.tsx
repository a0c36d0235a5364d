import { Outlet } from '@tanstack/react-router'
import { createQueryClient } from '../api/query-client'
import { bindWorkspaceClient } from '../api/workspace-client'
import { Route as AnswerRoute } from '../routes/research/$token'
import { Route as HomeRoute } from '../routes/research/index'
import { renderRoutes } from './render-routes'

/** Test helper: the two real research routes under a bare root, with the app's QueryClient. */
export function renderResearchRoute(path: string) {
  const queryClient = createQueryClient()
  // The question history is written to the workspace through the app's client.
  bindWorkspaceClient(queryClient)
  return renderRoutes(path, {
    layout: Outlet,
    queryClient,
    routes: [
      [HomeRoute, '/research/'],
      [AnswerRoute, '/research/$token'],
    ],
  })
}
