import { createFileRoute } from '@tanstack/react-router'
import { EXPLORER_TYPES } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'
import { explorerRouteOptions } from '../features/search/explorer-route'

export const Route = createFileRoute('/studies')({
  ...explorerRouteOptions(EXPLORER_TYPES.studies),
  component: StudiesPage,
})

function StudiesPage() {
  return <ExplorerPage type={EXPLORER_TYPES.studies} search={Route.useSearch()} />
}
