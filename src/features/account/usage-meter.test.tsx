import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '../../lib/i18n/locale'
import { apiGet } from '../../api/http'
import { z } from '../../api/zod'
import { jsonResponse, stubFetch } from '../../test/fetch-stub'
import { UsageMeter } from './usage-meter'

/** The header's meter over GET /api/usage, following the figure each paid answer names. */
const USAGE = {
  user: 'ada',
  admin: false,
  signedIn: true,
  mode: 'password',
  calls: { used: 3, limit: 5_000 },
  credits: { used: 22, limit: 1_000 },
  questions: { used: 0, limit: 20 },
  team: { used: 22, limit: 20_000 },
  resets_at: '2026-11-28T00:00:00Z',
}

function renderMeter() {
  const rootRoute = createRootRoute({ component: UsageMeter })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('the credit meter', () => {
  it('follows a paid answer’s figure at once, without asking /api/usage again', async () => {
    const fetch = stubFetch((url) =>
      url.startsWith('/api/usage')
        ? jsonResponse(USAGE)
        : jsonResponse({ ok: true }, 200, { 'x-dds-credits-used': '32' }),
    )
    renderMeter()
    expect(await screen.findByText(/22 of 1,000 credits/)).toBeTruthy()

    await apiGet('/v1/data/consumer-insights', { rows: 'q1' }, z.looseObject({}))
    expect(await screen.findByText(/32 of 1,000 credits/)).toBeTruthy()
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/usage'))).toHaveLength(1)
  })

  it('keeps its figure when an answer names none or something that is not a count', async () => {
    stubFetch((url) =>
      url.startsWith('/api/usage')
        ? jsonResponse(USAGE)
        : jsonResponse(
            { ok: true },
            200,
            url.includes('odd') ? { 'x-dds-credits-used': '-4' } : {},
          ),
    )
    renderMeter()
    expect(await screen.findByText(/22 of 1,000 credits/)).toBeTruthy()
    await apiGet('/v1/studies', {}, z.looseObject({}))
    await apiGet('/v1/studies', { q: 'odd' }, z.looseObject({}))
    expect(screen.getByText(/22 of 1,000 credits/)).toBeTruthy()
  })
})

describe('the credit meter on a German page', () => {
  afterEach(() => setLocaleSource(() => 'en'))

  it('counts the credits with German separators and offers to sign out in German', async () => {
    setLocaleSource(() => 'de')
    stubFetch(() => jsonResponse(USAGE))
    renderMeter()
    expect(await screen.findByText(/22 von 1\.000 Credits/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy()
  })
})
