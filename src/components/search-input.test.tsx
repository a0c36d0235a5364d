import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_QUERY_CHARS } from '../api/query-limits'
import { SearchInput, TYPING_DEBOUNCE_MS } from './search-input'

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const setup = (value = '', extra: Partial<Parameters<typeof SearchInput>[0]> = {}) => {
    const onCommit = vi.fn()
    const view = render(
      <SearchInput value={value} onCommit={onCommit} label="Search studies" {...extra} />,
    )
    const rerender = (next: string) =>
      view.rerender(
        <SearchInput value={next} onCommit={onCommit} label="Search studies" {...extra} />,
      )
    return { onCommit, box: screen.getByRole('searchbox', { name: 'Search studies' }), rerender }
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
    const { box, rerender, onCommit } = setup('energy')
    expect(box).toHaveValue('energy')
    rerender('')
    expect(box).toHaveValue('')
    act(() => vi.advanceTimersByTime(TYPING_DEBOUNCE_MS * 2))
    expect(onCommit).not.toHaveBeenCalled()
  })

  it('keeps a space just typed when its own commit comes back trimmed', () => {
    const { box, rerender, onCommit } = setup()
    fireEvent.change(box, { target: { value: 'social ' } })
    act(() => vi.advanceTimersByTime(TYPING_DEBOUNCE_MS))
    expect(onCommit).toHaveBeenCalledWith('social')
    rerender('social')
    expect(box).toHaveValue('social ')
  })

  it('cuts the text to the one search-text limit, saying so, and carries hidden fields', () => {
    const { box, onCommit } = setup('', {
      hiddenFields: [['rows', 'v0001']],
      submitLabel: 'Search',
    })
    // A paste past the limit is cut to it, and the field says so instead of dropping the rest.
    const long = 'energy '.repeat(250)
    fireEvent.change(box, { target: { value: long } })
    expect(box).toHaveValue(long.slice(0, MAX_QUERY_CHARS))
    expect(screen.getByRole('status')).toHaveTextContent(
      'The text was 1,750 characters long; only the first 1,000 are searched.',
    )
    expect(box).toHaveAccessibleDescription(/only the first 1,000 are searched/)
    act(() => vi.advanceTimersByTime(TYPING_DEBOUNCE_MS))
    expect(onCommit).toHaveBeenCalledWith(long.slice(0, MAX_QUERY_CHARS).trim())
    fireEvent.change(box, { target: { value: 'energy' } })
    expect(screen.queryByRole('status')).toBeNull()
    expect(box).toHaveAttribute('name', 'q')
    const form = screen.getByRole('search')
    expect(form.querySelector('input[type=hidden][name=rows]')).toHaveValue('v0001')
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible()
  })
})
