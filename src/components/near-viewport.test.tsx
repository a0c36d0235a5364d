import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NearViewport } from './near-viewport'

type Callback = (entries: { isIntersecting: boolean }[]) => void

describe('NearViewport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the placeholder until the place comes near, then keeps the content', () => {
    let notify: Callback = () => {}
    const observed: { margin?: string; disconnected: boolean } = { disconnected: false }
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options: { rootMargin?: string }) {
          notify = callback
          observed.margin = options.rootMargin
        }
        observe() {}
        disconnect() {
          observed.disconnected = true
        }
      },
    )
    render(
      <NearViewport placeholder={<p>placeholder</p>} margin="200px">
        <p>heavy chart</p>
      </NearViewport>,
    )
    expect(screen.getByText('placeholder')).toBeInTheDocument()
    expect(screen.queryByText('heavy chart')).toBeNull()
    expect(observed.margin).toBe('200px')

    act(() => notify([{ isIntersecting: false }]))
    expect(screen.queryByText('heavy chart')).toBeNull()
    act(() => notify([{ isIntersecting: true }]))
    expect(screen.getByText('heavy chart')).toBeInTheDocument()
    expect(observed.disconnected).toBe(true)
  })

  it('mounts at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(
      <NearViewport placeholder={<p>placeholder</p>}>
        <p>heavy chart</p>
      </NearViewport>,
    )
    expect(screen.getByText('heavy chart')).toBeInTheDocument()
  })
})
