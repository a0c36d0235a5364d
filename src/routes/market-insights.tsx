import { createFileRoute } from '@tanstack/react-router'
import { contentRoute, EXPLORER_TYPES } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'

export const Route = createFileRoute('/market-insights')({
  ...contentRoute(EXPLORER_TYPES.marketInsights),
  component: MarketInsightsPage,
})

function MarketInsightsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.marketInsights} search={Route.useSearch()} />
}
