import { createFileRoute } from '@tanstack/react-router'
import { Overview, overviewQuery } from '../features/search/overview'
import { CONTENT_TYPES } from '../features/search/content-types'

export const Route = createFileRoute('/')({
  // Started together so the four requests run in parallel; a failing section does not block
  // the others, so the loader does not await.
  loader: ({ context }) => {
    for (const type of CONTENT_TYPES) void context.queryClient.prefetchQuery(overviewQuery(type.id))
  },
  component: Overview,
})
