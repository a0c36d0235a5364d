import { QueryClient } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bindWorkspaceClient, useWorkspaceNotices } from '../../api/workspace-client'
import { updatePreferences } from '../../api/workspace-writes'
import { jsonResponse, stubFetch } from '../../test/fetch-stub'
import { keepLocaleWithAccount } from './account-locale'
import { setLocaleSource } from './locale'

const client = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })

afterEach(() => {
  vi.unstubAllGlobals()
  setLocaleSource(() => 'en')
})

describe('the language kept with the account', () => {
  it('says nothing when the reader is signed out: the browser’s cookie holds the choice', async () => {
    bindWorkspaceClient(client())
    const calls = stubFetch(() =>
      jsonResponse({ title: 'Sign-in required', detail: 'Sign in to use this.' }, 401),
    )
    const notices = renderHook(() => useWorkspaceNotices())
    // Notices are the app's one list; other tests in this worker may have left some.
    const before = Math.max(0, ...notices.result.current.map((n) => n.id))
    await act(() => keepLocaleWithAccount('de'))
    expect(calls).toHaveBeenCalled()
    expect(notices.result.current.filter((n) => n.id > before)).toEqual([])
  })

  it('a preference the server refuses is reported in the page’s language', async () => {
    setLocaleSource(() => 'de')
    bindWorkspaceClient(client())
    stubFetch(() => jsonResponse({ title: 'Unavailable', detail: 'The store is down.' }, 503))
    const notices = renderHook(() => useWorkspaceNotices())
    const before = Math.max(0, ...notices.result.current.map((n) => n.id))
    await act(() => updatePreferences((data) => data))
    const added = notices.result.current.filter((n) => n.id > before)
    expect(added.map((n) => n.text)).toEqual([
      expect.stringMatching(/^Ihr Zitierstil wurde nicht gespeichert: /),
    ])
  })
})
