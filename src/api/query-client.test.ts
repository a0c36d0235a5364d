import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { createQueryClient } from './query-client'
import { reportLinksQuery } from './list-queries'
import { jsonResponse, stubFetch, textResponse } from '../test/fetch-stub'

const noReports = { pdf: '', ppt: '', xls: '' }

// A failure loads its wording on first use (src/api/http.ts), and with it the message modules:
// on a busy machine their first transform took longer than a test may (and, under a fake
// clock, waits for it). Loaded once before the tests, with time to spare.
beforeAll(async () => {
  await Promise.all([import('./describe-failure'), import('./error-message')])
}, 60_000)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('createQueryClient', () => {
  it('does not retry a 400', async () => {
    const fetchMock = stubFetch(() => textResponse('bad size', 400))
    const error = await createQueryClient()
      .fetchQuery(reportLinksQuery('1'))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('does not retry a response of the wrong shape', async () => {
    const fetchMock = stubFetch(() => jsonResponse(['not', 'an', 'object']))
    const error = await createQueryClient()
      .fetchQuery(reportLinksQuery('1'))
      .catch((e: unknown) => e)
    expect((error as ApiError).kind).toBe('parse')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('retries a 503 with backoff and then succeeds', async () => {
    vi.useFakeTimers()
    let calls = 0
    stubFetch(() => (++calls < 3 ? textResponse('', 503) : jsonResponse(noReports)))
    const pending = createQueryClient().fetchQuery(reportLinksQuery('1'))
    await vi.advanceTimersByTimeAsync(5_000)
    await expect(pending).resolves.toEqual(noReports)
    expect(calls).toBe(3)
  })

  it('waits Retry-After before retrying a 429', async () => {
    vi.useFakeTimers()
    let calls = 0
    stubFetch(() =>
      ++calls === 1
        ? jsonResponse({ message: 'slow down' }, 429, { 'retry-after': '5' })
        : jsonResponse(noReports),
    )
    const pending = createQueryClient().fetchQuery(reportLinksQuery('1'))
    await vi.advanceTimersByTimeAsync(4_900)
    expect(calls).toBe(1)
    await vi.advanceTimersByTimeAsync(200)
    await expect(pending).resolves.toEqual(noReports)
    expect(calls).toBe(2)
  })
})
