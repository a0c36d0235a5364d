import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch, textResponse } from '../../test/fetch-stub'
import { renderExplorerRoute } from '../../test/render-explorer-route'

/** A list answer: `total` results, of which the page asked for holds `delivered` (at most). */
function listAnswer(url: URL, total: number, delivered = Infinity) {
  const size = Number(url.searchParams.get('size') ?? 10)
  const offset =
    Number(url.searchParams.get('offset') ?? 0) ||
    (Number(url.searchParams.get('page') ?? 1) - 1) * Math.min(size, delivered)
  const count = Math.max(0, Math.min(size, delivered, total - offset))
  return {
    items: Array.from({ length: count }, (_, i) => ({
      identifier: 1000 + offset + i,
      title: `Result ${offset + i + 1} on ${url.searchParams.get('q') ?? 'anything'}`,
      link: `https://example.com/${offset + i}`,
      is_premium: false,
      sources: [],
      publishers: [],
      chargers: [],
    })),
    total_count: total,
    total_pages: Math.ceil(total / size),
  }
}

/** The service: every list answers `total` results; the requests it saw, as URLs. */
function service(answer: (url: URL) => Response = (url) => jsonResponse(listAnswer(url, 25))) {
  const seen: URL[] = []
  stubFetch((href) => {
    const url = new URL(href, 'http://app.test')
    seen.push(url)
    return answer(url)
  })
  return seen
}

const asked = (seen: URL[], path: string) =>
  seen.filter((url) => url.pathname === `/api${path}`).map((url) => url.searchParams.toString())

// A bound on waiting, not a speed goal: a busy machine may take more than the default second.
const WAIT = { timeout: 5_000 }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the explorer page', () => {
  it('shows the results of the search in the address, asked once with the text trimmed', async () => {
    const seen = service()
    renderExplorerRoute('/studies?q=%20energy%20')
    expect(await screen.findByRole('heading', { name: 'Result 1 on energy' })).toBeVisible()
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('25 studies')
    expect(screen.getAllByRole('article')).toHaveLength(10)
    expect(asked(seen, '/v1/studies')[0]).toBe('q=energy')
  })

  it('writes a facet change into the address and asks the service for it, from page 1', async () => {
    const seen = service()
    const { router } = renderExplorerRoute('/studies?q=energy&page=2')
    await screen.findByRole('heading', { name: 'Result 11 on energy' })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), '1')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'energy', sort: 1 }))
    await waitFor(() => expect(asked(seen, '/v1/studies')).toContain('q=energy&sort=1'))
    expect(await screen.findByRole('heading', { name: 'Result 1 on energy' })).toBeVisible()
  })

  it('pages through links, the next page fetched ahead of the click', async () => {
    const seen = service()
    renderExplorerRoute('/studies?q=energy')
    await screen.findByRole('heading', { name: 'Result 1 on energy' })
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByText('Page 1 of 3')).toBeVisible()
    const next = within(pages).getByRole('link', { name: 'Next' })
    expect(next).toHaveAttribute('href', '/studies?q=energy&page=2')
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Previous leads nowhere on the first page.
    expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull()
    await waitFor(() => expect(asked(seen, '/v1/studies')).toContain('page=2&q=energy'))

    await userEvent.click(next)
    expect(await screen.findByRole('heading', { name: 'Result 11 on energy' }, WAIT)).toBeVisible()
    expect(within(pages).getByText('Page 2 of 3')).toBeVisible()
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/studies?q=energy',
    )
    // Page 2 came from the cache: asked once, ahead.
    expect(asked(seen, '/v1/studies').filter((q) => q === 'page=2&q=energy')).toHaveLength(1)
  })

  it('after a package cut, links ask for the size that arrives, so an address means one offset', async () => {
    // 57 statistics; the package delivers 10 a page whatever is asked.
    const seen = service((url) => jsonResponse(listAnswer(url, 57, 10)))
    renderExplorerRoute('/statistics?q=energy&size=20')
    expect(
      await screen.findByText(/You asked for 20 per page; your API package delivers at most 10/),
    ).toBeVisible()
    const next = screen.getByRole('link', { name: 'Next' })
    const target = new URL(next.getAttribute('href') ?? '', 'http://app.test')
    // 10 is the default size, so it leaves the address altogether.
    expect(Object.fromEntries(target.searchParams)).toEqual({ q: 'energy', page: '2' })
    await userEvent.click(next)
    expect(await screen.findByRole('heading', { name: 'Result 11 on energy' }, WAIT)).toBeVisible()
    expect(asked(seen, '/v1/search/statistics')).toContain('offset=10&q=energy')
  })

  it('shows a failure in the page with a retry that recovers', async () => {
    let down = true
    service((url) => (down ? textResponse('', 503) : jsonResponse(listAnswer(url, 3))))
    renderExplorerRoute('/studies?q=energy')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('503')
    // The search bar stays usable next to the failure.
    expect(screen.getByRole('searchbox', { name: 'Search studies' })).toHaveValue('energy')
    down = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Result 1 on energy' })).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('links between content pages', () => {
  const href = (name: string) =>
    within(screen.getByRole('navigation', { name: 'Main' }))
      .getByRole('link', { name })
      .getAttribute('href')

  it('carry the text and the facets the target reads, never a place in a list', async () => {
    service()
    renderExplorerRoute(
      '/studies?q=energy&sort=1&platform=en-de&premium=false&date_from=2024-01-01&page=2&size=5&item=1003',
    )
    await screen.findAllByRole('heading', { name: /on energy/ })
    const query = (name: string) =>
      Object.fromEntries(new URL(href(name) ?? '', 'http://app.test').searchParams)
    expect(query('Market insights')).toEqual({
      q: 'energy',
      sort: '1',
      platform: 'en-de',
      date_from: '2024-01-01',
    })
    expect(query('Statistics')).toEqual({
      q: 'energy',
      premium: 'false',
      date_from: '2024-01-01',
    })
    expect(query('Overview')).toEqual({ q: 'energy', date_from: '2024-01-01' })
    // The brand link starts over; pages that read no explorer search get none.
    expect(screen.getByRole('link', { name: 'DDS Explorer' })).toHaveAttribute('href', '/')
    expect(href('Survey builder')).toBe('/survey')
  })

  it('leave defaults out of the address they lead to', async () => {
    service()
    renderExplorerRoute('/statistics?q=energy')
    await screen.findAllByRole('heading', { name: /on energy/ })
    // Statistics hold the default platform and sort; the target strips them again.
    expect(href('Market insights')).toBe('/market-insights?q=energy')
  })
})
