import { createFileRoute } from '@tanstack/react-router'
import { contentAddress, CONTENT_ADDRESSES } from '../features/search/search-schema'
import { EXPLORER_TYPES, loadContent } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'

export const Route = createFileRoute('/statistics')({
  ...contentAddress(CONTENT_ADDRESSES.statistics),
  // The loader stays out of the route tree (contentAddress, search-schema.ts).
  codeSplitGroupings: [['loader', 'component']],
  loader: (match) => loadContent(EXPLORER_TYPES.statistics, match),
  component: StatisticsPage,
})

function StatisticsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.statistics} search={Route.useSearch()} />
}
