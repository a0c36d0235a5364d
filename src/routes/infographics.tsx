import { createFileRoute } from '@tanstack/react-router'
import { EXPLORER_TYPES } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'
import { explorerRouteOptions } from '../features/search/explorer-route'

export const Route = createFileRoute('/infographics')({
  ...explorerRouteOptions(EXPLORER_TYPES.infographics),
  component: InfographicsPage,
})

function InfographicsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.infographics} search={Route.useSearch()} />
}
