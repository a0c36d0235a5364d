import { createFileRoute } from '@tanstack/react-router'
import { contentAddress, CONTENT_ADDRESSES } from '../features/search/search-schema'
import { EXPLORER_TYPES, loadContent } from '../features/search/content-registry'
import { ExplorerPage } from '../features/search/explorer-page'

export const Route = createFileRoute('/infographics')({
  ...contentAddress(CONTENT_ADDRESSES.infographics),
  // The loader stays out of the route tree (contentAddress, search-schema.ts).
  codeSplitGroupings: [['loader', 'component']],
  loader: (match) => loadContent(EXPLORER_TYPES.infographics, match),
  component: InfographicsPage,
})

function InfographicsPage() {
  return <ExplorerPage type={EXPLORER_TYPES.infographics} search={Route.useSearch()} />
}
