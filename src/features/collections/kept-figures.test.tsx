import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import userEvent from '@testing-library/user-event'
import { ENDPOINTS } from '../../api/endpoints'
import { readQuery } from '../../api/queries'
import type { AnswerSnapshot } from '../../api/schemas/workspace'
import { stubFetch } from '../../test/fetch-stub'
import KeptFigures from './kept-figures'

const answer = (body: unknown): AnswerSnapshot => ({
  kind: 'statistic-data',
  request: '/v1/data/statistic?id=1',
  retrievedAt: '2026-11-23T09:00:00.000Z',
  body,
})

const show = (kept: AnswerSnapshot, client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <KeptFigures answer={kept} />
    </QueryClientProvider>,
  )

afterEach(() => vi.unstubAllGlobals())

describe('kept figures', () => {
  it('shows the kept figures as a table dated by their retrieval, the cost of current ones named', () => {
    show(
      answer({
        title: 'Sales',
        chart: { unit: '%', data: { Share: [{ name: '2025', data: 12.5 }] } },
      }),
    )
    const table = screen.getByRole('table', { name: /Figures as retrieved on 23 Nov 2026/ })
    expect(within(table).getByRole('rowheader', { name: '2025' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: '12.5' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Current figures: 10 credits' })).toBeInTheDocument()
  })

  it('says figures that do not read could not be read, and offers nothing to buy', () => {
    show(answer({ title: 'Sales', chart: 'lost' }))
    expect(screen.getByText(/figures could not be read/)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('names no cost for current figures this browser already holds, and asks nothing for them', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 500 }))
    const client = new QueryClient()
    // The statistic as the page read it this visit: the same request, newer figures.
    client.setQueryData(readQuery(ENDPOINTS.statisticData, { id: '1' }).queryKey, {
      title: 'Sales',
      chart: { unit: '%', data: { Share: [{ name: '2025', data: 13 }] } },
    })
    show(
      answer({
        title: 'Sales',
        chart: { unit: '%', data: { Share: [{ name: '2025', data: 12.5 }] } },
      }),
      client,
    )
    expect(screen.queryByRole('button', { name: /\d+ credits/ })).not.toBeInTheDocument()
    await userEvent.click(
      screen.getByRole('button', { name: 'Current figures: already loaded, no credits' }),
    )
    const table = screen.getByRole('table', { name: /Current figures, retrieved on/ })
    expect(within(table).getByRole('cell', { name: /13/ })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('1 figure has changed.')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
