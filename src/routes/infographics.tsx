import { createFileRoute } from '@tanstack/react-router'
import { contentRoute, EXPLORER_TYPES } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'

export const Route = createFileRoute('/infographics')({
  ...contentRoute(EXPLORER_TYPES.infographics),
  component: InfographicsPage,
})

function InfographicsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.infographics} search={Route.useSearch()} />
}
