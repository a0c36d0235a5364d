import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useOwnTitle } from '../lib/title-override'
import { DocumentTitle } from './document-title'

function Page() {
  const [shown, setShown] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Clear the table
      </button>
      {shown && <Table />}
    </>
  )
}

function Table() {
  useOwnTitle('Streaming by generation – Survey builder – DDS Explorer')
  return null
}

describe('the document title', () => {
  it('is the page’s own while it names what it shows, else the route’s', async () => {
    const rootRoute = createRootRoute({
      head: () => ({ meta: [{ title: 'Survey builder – DDS Explorer' }] }),
      component: () => (
        <>
          <DocumentTitle />
          <Page />
        </>
      ),
    })
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    render(<RouterProvider router={router} />)
    await waitFor(() =>
      expect(document.title).toBe('Streaming by generation – Survey builder – DDS Explorer'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Clear the table' }))
    await waitFor(() => expect(document.title).toBe('Survey builder – DDS Explorer'))
  })
})
