import { createFileRoute } from '@tanstack/react-router'
import { TeamUsagePage } from '../features/account/team-usage-page'
import { pageTitle } from '../lib/page-title'

export const Route = createFileRoute('/admin/usage')({
  head: () => ({ meta: [{ title: pageTitle('Team usage') }] }),
  component: TeamUsagePage,
})
