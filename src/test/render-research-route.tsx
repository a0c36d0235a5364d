import { Outlet } from '@tanstack/react-router'
import { createQueryClient } from '../api/query-client'
import { Route as AnswerRoute } from '../routes/research/$token'
import { Route as HomeRoute } from '../routes/research/index'
import { renderRoutes } from './render-routes'

/** Test helper: the two real research routes under a bare root, with the app's QueryClient. */
export function renderResearchRoute(path: string) {
  return renderRoutes(path, {
    layout: Outlet,
    queryClient: createQueryClient(),
    routes: [
      [HomeRoute, '/research/'],
      [AnswerRoute, '/research/$token'],
    ],
  })
}
