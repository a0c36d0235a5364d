import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryInput, TYPING_DEBOUNCE_MS } from './query-input'

describe('QueryInput', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const setup = (value = '') => {
    const onCommit = vi.fn()
    const view = render(
      <QueryInput value={value} onCommit={onCommit} label="Search studies" placeholder="" />,
    )
    return { onCommit, box: screen.getByRole('searchbox', { name: 'Search studies' }), view }
  }

  it('commits once when typing pauses, not once per key', () => {
    const { onCommit, box } = setup()
    for (const text of ['e', 'en', 'ene', 'energy']) {
      fireEvent.change(box, { target: { value: text } })
      act(() => vi.advanceTimersByTime(TYPING_DEBOUNCE_MS - 100))
    }
    expect(onCommit).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(100))
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(onCommit).toHaveBeenCalledWith('energy')
  })

  it('commits at once on Enter, and not again when the pause ends', () => {
    const { onCommit, box } = setup()
    fireEvent.change(box, { target: { value: ' solar ' } })
    fireEvent.submit(box)
    expect(onCommit).toHaveBeenCalledWith('solar')
    act(() => vi.advanceTimersByTime(TYPING_DEBOUNCE_MS * 2))
    expect(onCommit).toHaveBeenCalledTimes(1)
  })

  it('shows the text of the address when it changes elsewhere (back, a removed chip)', () => {
    const { box, view, onCommit } = setup('energy')
    expect(box).toHaveValue('energy')
    view.rerender(<QueryInput value="" onCommit={onCommit} label="Search studies" placeholder="" />)
    expect(box).toHaveValue('')
    act(() => vi.advanceTimersByTime(TYPING_DEBOUNCE_MS * 2))
    expect(onCommit).not.toHaveBeenCalled()
  })
})
