import { createFileRoute } from '@tanstack/react-router'
import { EXPLORER_TYPES } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'
import { explorerRouteOptions } from '../features/search/explorer-route'

export const Route = createFileRoute('/market-insights')({
  ...explorerRouteOptions(EXPLORER_TYPES.marketInsights),
  component: MarketInsightsPage,
})

function MarketInsightsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.marketInsights} search={Route.useSearch()} />
}
