import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { AddressNotices } from './address-notices'
import { rememberNotices } from '../../lib/opened-notices'
import { SEARCH_DEFAULTS, type ExplorerSearch } from './search-schema'

const PATH = '/studies'
const NOTICE = 'Some settings in the address were not valid and were reset to their defaults: sort.'
const search: ExplorerSearch = { ...SEARCH_DEFAULTS, q: 'energy' }

describe('AddressNotices', () => {
  it('shows what the address had wrong once, on the page it was opened with', () => {
    rememberNotices(PATH, [NOTICE])
    const first = render(<AddressNotices path={PATH} search={search} />)
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE)
    first.unmount()

    // The next visit to the same page (a link, Back) starts clean.
    render(<AddressNotices path={PATH} search={search} />)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('keeps them for the render that is shown when React discards one while the page loads', async () => {
    rememberNotices(PATH, [NOTICE])
    let ready = false
    let release = () => {}
    const loading = new Promise<void>((resolve) => {
      release = () => {
        ready = true
        resolve()
      }
    })
    // A part of the page whose code has not arrived: the first render is thrown away.
    function StillLoading() {
      if (!ready) throw loading
      return <p>loaded</p>
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <AddressNotices path={PATH} search={search} />
        <StillLoading />
      </Suspense>,
    )
    expect(screen.getByText('loading')).toBeInTheDocument()
    await act(async () => {
      release()
      await loading
    })
    expect(await screen.findByText('loaded')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(NOTICE)
  })

  it('hides them once the search changes', () => {
    rememberNotices(PATH, [NOTICE])
    const view = render(<AddressNotices path={PATH} search={search} />)
    view.rerender(<AddressNotices path={PATH} search={{ ...search, q: 'solar' }} />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
