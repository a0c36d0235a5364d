import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../features/collections/collection-page'
import { pageTitle } from '../lib/page-title'
import { m } from '../paraglide/messages.js'

export const Route = createFileRoute('/collections_/$id')({
  head: () => ({ meta: [{ title: pageTitle(m.collection_heading()) }] }),
  component: function CollectionRoute() {
    return <CollectionPage id={Route.useParams().id} />
  },
})
