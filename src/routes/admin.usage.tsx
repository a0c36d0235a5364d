import { createFileRoute } from '@tanstack/react-router'
import { TeamUsagePage } from '../features/account/team-usage-page'
import { pageTitle } from '../lib/page-title'
import { m } from '../paraglide/messages.js'

export const Route = createFileRoute('/admin/usage')({
  head: () => ({ meta: [{ title: pageTitle(m.account_team_usage()) }] }),
  component: TeamUsagePage,
})
