import { createFileRoute } from '@tanstack/react-router'
import { contentRoute, EXPLORER_TYPES } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'

export const Route = createFileRoute('/indicators')({
  ...contentRoute(EXPLORER_TYPES.indicators),
  component: IndicatorsPage,
})

function IndicatorsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.indicators} search={Route.useSearch()} />
}
