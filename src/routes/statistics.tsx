import { createFileRoute } from '@tanstack/react-router'
import { contentRoute, EXPLORER_TYPES } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'

export const Route = createFileRoute('/statistics')({
  ...contentRoute(EXPLORER_TYPES.statistics),
  component: StatisticsPage,
})

function StatisticsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.statistics} search={Route.useSearch()} />
}
