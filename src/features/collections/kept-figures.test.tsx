import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AnswerSnapshot } from '../../api/schemas/workspace'
import KeptFigures from './kept-figures'

const answer = (body: unknown): AnswerSnapshot => ({
  kind: 'statistic-data',
  request: '/v1/data/statistic?id=1',
  retrievedAt: '2026-11-23T09:00:00.000Z',
  body,
})

const show = (kept: AnswerSnapshot) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <KeptFigures answer={kept} />
    </QueryClientProvider>,
  )

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
})
