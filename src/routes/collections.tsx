import { createFileRoute } from '@tanstack/react-router'
import { CollectionsPage } from '../features/collections/collections-page'
import { pageTitle } from '../lib/page-title'
import { m } from '../paraglide/messages.js'

export const Route = createFileRoute('/collections')({
  head: () => ({ meta: [{ title: pageTitle(m.collection_page_heading()) }] }),
  component: CollectionsPage,
})
