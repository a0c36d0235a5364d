import { createFileRoute } from '@tanstack/react-router'
import { EXPLORER_TYPES } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'
import { explorerRouteOptions } from '../features/search/explorer-route'

export const Route = createFileRoute('/statistics')({
  ...explorerRouteOptions(EXPLORER_TYPES.statistics),
  component: StatisticsPage,
})

function StatisticsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.statistics} search={Route.useSearch()} />
}
