// @vitest-environment jsdom
// React Query polls only where there is a window: in Node it treats itself as a server.
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch, textResponse } from '../test/fetch-stub'
import { researchAnswerQuery } from './research-queries'
import { RESEARCH_POLL, researchPollDelay } from './research-poll'

describe('polling through React Query', () => {
  let visibility: DocumentVisibilityState = 'visible'

  function setVisibility(next: DocumentVisibilityState) {
    visibility = next
    // React Query's focusManager listens for this event and reads document.visibilityState.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  }

  // The code that reads a failure loads on the first one (http.ts); its wording brings every
  // message module, which Vitest transforms on timers the fake clock would hold. Loaded first,
  // with time for it: on CI's busy cores the transform alone once took more than 10 s.
  beforeAll(async () => {
    await Promise.all([import('./error-message'), import('./describe-failure')])
  }, 60_000)

  beforeEach(() => {
    vi.useFakeTimers()
    visibility = 'visible'
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  /** A job whose status is whatever `statuses` says next; the last one repeats. */
  function serveStatuses(statuses: string[]) {
    let call = 0
    return stubFetch(() => {
      const status = statuses[Math.min(call++, statuses.length - 1)] ?? 'requested'
      return jsonResponse({ researchToken: 'tok', state: { status }, response: {} })
    })
  }

  /** Like a mounted component: the client listens for focus, the observer for the query. */
  function observe(client: QueryClient) {
    client.mount()
    const observer = new QueryObserver(client, researchAnswerQuery('tok'))
    const stop = observer.subscribe(() => {})
    const unsubscribe = () => {
      stop()
      client.unmount()
    }
    return { observer, unsubscribe }
  }

  it('asks at growing intervals and stops at done', async () => {
    const fetchMock = serveStatuses(['requested', 'initialized', 'moderated', 'done'])
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const { observer, unsubscribe } = observe(client)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(researchPollDelay(1) - 1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(researchPollDelay(2))
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(researchPollDelay(3))
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(observer.getCurrentResult().data?.state.status).toBe('done')

    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(4)
    unsubscribe()
  })

  it('pauses while the tab is hidden and asks at once when it is visible again', async () => {
    const fetchMock = serveStatuses(['moderated'])
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const { unsubscribe } = observe(client)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)

    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(RESEARCH_POLL.maxMs)
    expect(fetchMock.mock.calls.length).toBeGreaterThan(2)
    unsubscribe()
  })

  it('stops when a poll fails, and when the job reports an error state', async () => {
    let call = 0
    const fetchMock = stubFetch(() =>
      call++ === 0
        ? jsonResponse({ researchToken: 'tok', state: { status: 'requested' }, response: {} })
        : textResponse('boom', 500),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const { observer, unsubscribe } = observe(client)
    await vi.advanceTimersByTimeAsync(researchPollDelay(1))
    expect(fetchMock).toHaveBeenCalledTimes(2)
    // An error body is read by a module loaded on the first failure (loaded before the fake
    // clock started: see beforeAll).
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    unsubscribe()

    const blocked = stubFetch(() =>
      jsonResponse({
        researchToken: 'tok',
        state: { status: 'moderated', isError: true, isBlockedContent: true },
        response: {},
      }),
    )
    const second = observe(new QueryClient({ defaultOptions: { queries: { retry: false } } }))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(blocked).toHaveBeenCalledTimes(1)
    second.unsubscribe()
  })
})
