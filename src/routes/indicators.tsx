import { createFileRoute } from '@tanstack/react-router'
import { EXPLORER_TYPES } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'
import { explorerRouteOptions } from '../features/search/explorer-route'

export const Route = createFileRoute('/indicators')({
  ...explorerRouteOptions(EXPLORER_TYPES.indicators),
  component: IndicatorsPage,
})

function IndicatorsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.indicators} search={Route.useSearch()} />
}
