import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmptyResults } from './result-states'

describe('a search that found nothing', () => {
  it('advises a wider date range only on a page that has one', () => {
    const { unmount } = render(<EmptyResults suggestions={[]} />)
    expect(screen.getByText(/a wider date range/)).toBeTruthy()
    unmount()
    render(<EmptyResults suggestions={[]} dated={false} />)
    expect(screen.getByText(/Try fewer or other words or fewer filters\./)).toBeTruthy()
    expect(screen.queryByText(/date range/)).toBeNull()
  })
})
