import { QueryClient } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../../test/fetch-stub'
import { renderRoutes } from '../../test/render-routes'
import { Route } from '../collections_.$id_.report'
import { REPORT_COLLECTION } from './testing-report-fixtures'

afterEach(() => vi.unstubAllGlobals())

const item = (access: 'owner' | 'read') => ({
  id: 'c1',
  kind: 'collection',
  clientId: 'c1',
  name: REPORT_COLLECTION.name,
  version: 3,
  sharing: access === 'owner' ? 'private' : 'team-read',
  owner: { id: 'u1', name: 'alice' },
  access,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
  data: { name: REPORT_COLLECTION.name, entries: REPORT_COLLECTION.entries },
})

/** The workspace answers the collection (or 404); anything else asked is counted. */
function serve(answer: 'owner' | 'read' | 'missing') {
  return stubFetch((url) => {
    if (url.startsWith('/api/workspace/items/c1'))
      return answer === 'missing'
        ? jsonResponse({ title: 'Not found', detail: 'No such item.' }, 404)
        : jsonResponse(item(answer))
    return jsonResponse({ title: 'Not found' }, 404)
  })
}

const open = () =>
  renderRoutes('/collections/c1/report', {
    layout: Outlet,
    routes: [[Route, '/collections/$id/report']],
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  })

describe("a collection's report", () => {
  it('shows every entry in order from its kept figures, asking the service for nothing', async () => {
    const fetchMock = serve('owner')
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Chapter 2' })).toBeVisible()
    const list = screen.getByRole('list', { name: 'Entries of Chapter 2' })
    const entries = within(list).getAllByRole('listitem')
    expect(entries.map((e) => within(e).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Answer by group in Germany, 2024',
      'Online sales share',
      'Mobility in cities',
    ])

    // The survey table: the builder's grid over the kept answer (row percent), with its note.
    const [survey, statistic, study] = entries
    expect(within(survey!).getByText('Group A agrees far more often.')).toBeVisible()
    expect(within(survey!).getByText('Figures as retrieved on 20 Nov 2026')).toBeVisible()
    const grid = within(survey!).getByRole('region', {
      name: 'Table: Answer by group in Germany, 2024',
    })
    expect(within(grid).getByRole('rowheader', { name: /Yes/ })).toBeVisible()
    expect(within(grid).getAllByText('60.0%').length).toBeGreaterThan(0)
    // The statistic's kept series; the study as a card with its link.
    const figures = within(statistic!).getByRole('table', {
      name: /Figures as retrieved on 21 Nov 2026/,
    })
    expect(within(figures).getByRole('cell', { name: '14.25' })).toBeVisible()
    expect(within(study!).getByText('Background for chapter 2.')).toBeVisible()
    expect(within(study!).getByRole('link', { name: 'Open in DDS Explorer' })).toHaveAttribute(
      'href',
      '/studies?open=3',
    )

    expect(screen.getByRole('button', { name: 'Download PowerPoint deck' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download Excel workbook' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to the collection' })).toHaveAttribute(
      'href',
      '/collections/c1',
    )
    // No credits: the only requests are the workspace's (the item, the citation preference).
    const asked = fetchMock.mock.calls.map(([url]) => String(url))
    expect(asked.filter((url) => !url.startsWith('/api/workspace/'))).toEqual([])
  })

  it("names the owner of a colleague's collection", async () => {
    serve('read')
    open()
    expect(await screen.findByText(/Shared by alice/)).toBeVisible()
  })

  it('says a collection it cannot read was not found', async () => {
    serve('missing')
    open()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collection not found' }),
    ).toBeVisible()
  })
})
