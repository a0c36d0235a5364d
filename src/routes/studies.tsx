import { createFileRoute } from '@tanstack/react-router'
import { contentRoute, EXPLORER_TYPES } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'

export const Route = createFileRoute('/studies')({
  ...contentRoute(EXPLORER_TYPES.studies),
  component: StudiesPage,
})

function StudiesPage() {
  return <ExplorerPage type={EXPLORER_TYPES.studies} search={Route.useSearch()} />
}
