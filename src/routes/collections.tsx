import { createFileRoute } from '@tanstack/react-router'
import { CollectionsPage } from '../features/collections/collections-page'
import { pageTitle } from '../lib/page-title'

export const Route = createFileRoute('/collections')({
  head: () => ({ meta: [{ title: pageTitle('Collections') }] }),
  component: CollectionsPage,
})
