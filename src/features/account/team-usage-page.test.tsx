import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '../../lib/i18n/locale'
import { jsonResponse, stubFetch } from '../../test/fetch-stub'
import { TeamUsagePage } from './team-usage-page'
import { m } from '../../paraglide/messages.js'

/** The admin's page over what GET /api/admin/usage answers (server/pipeline/usage-routes.ts). */
const REPORT = {
  days: [
    {
      day: '2026-11-26',
      credits: 21,
      users: [
        {
          user: 'ada',
          requests: 5_120,
          calls: 5_000,
          credits: 21,
          creditsByEndpoint: { '/v1/data/consumer-insights': 20, '/v1/studies': 1 },
          questions: 0,
          refused: { calls: 120 },
        },
      ],
    },
  ],
  limits: { calls: 5_000, credits: 1_000, questions: 20, teamCredits: 20_000 },
}

describe('Team usage', () => {
  it('shows each person’s calls beside their credits, and what each may spend a day', async () => {
    stubFetch(() => jsonResponse(REPORT))
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TeamUsagePage />
      </QueryClientProvider>,
    )
    const table = await screen.findByRole('table', { name: 'Calls and credits per day and person' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual([
      'Day',
      'Person',
      'Requests',
      'Calls',
      'Credits',
      'By endpoint',
      'Refused',
    ])
    const row = within(table).getByRole('row', { name: /ada/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '26 Nov 2026',
      '5,120',
      '5,000',
      '21',
      'data/consumer-insights 20, studies 1',
      '120 calls used up',
    ])
    expect(
      screen.getByText(/Each person may make 5,000 calls .* and spend 1,000 credits a day/),
    ).toBeVisible()
  })
})

describe('Team usage on a German page', () => {
  afterEach(() => setLocaleSource(() => 'en'))

  it('names the columns, days, counts and refusals as a German reader reads them', async () => {
    setLocaleSource(() => 'de')
    stubFetch(() => jsonResponse(REPORT))
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TeamUsagePage />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nutzung im Team')
    const table = await screen.findByRole('table', {
      name: 'Aufrufe und Credits je Tag und Person',
    })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tag', 'Person', 'Anfragen', 'Aufrufe', 'Credits', 'Je Endpunkt', 'Abgelehnt'])
    const row = within(table).getByRole('row', { name: /ada/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '26. Nov. 2026',
      '5.120',
      '5.000',
      '21',
      'data/consumer-insights 20, studies 1',
      '120 Aufrufe aufgebraucht',
    ])
    expect(screen.getByText(/Jede Person darf am Tag 5\.000 Aufrufe machen/)).toBeVisible()
  })
  it('says in German that the page is for administrators, without the server’s English', async () => {
    setLocaleSource(() => 'de')
    stubFetch(() =>
      jsonResponse(
        { title: 'Forbidden', detail: 'The team’s usage is shown to administrators.' },
        403,
      ),
    )
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <TeamUsagePage />
      </QueryClientProvider>,
    )
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent(m.account_usage_admins_only({}, { locale: 'de' }))
    expect(notice).not.toHaveTextContent('administrators')
  })
})
