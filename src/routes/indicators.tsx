import { createFileRoute } from '@tanstack/react-router'
import { contentAddress, CONTENT_ADDRESSES } from '../features/search/search-schema'
import { EXPLORER_TYPES, loadContent } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'

export const Route = createFileRoute('/indicators')({
  ...contentAddress(CONTENT_ADDRESSES.indicators),
  // The loader stays out of the route tree (contentAddress, search-schema.ts).
  codeSplitGroupings: [['loader', 'component']],
  loader: (match) => loadContent(EXPLORER_TYPES.indicators, match),
  component: IndicatorsPage,
})

function IndicatorsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.indicators} search={Route.useSearch()} />
}
