import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '../features/collections/collection-page'
import { pageTitle } from '../lib/page-title'

export const Route = createFileRoute('/collections_/$id')({
  head: () => ({ meta: [{ title: pageTitle('Collection') }] }),
  component: function CollectionRoute() {
    return <CollectionPage id={Route.useParams().id} />
  },
})
