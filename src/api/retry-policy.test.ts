import { describe, expect, it } from 'vitest'
import { ApiError, type ApiErrorKind } from './api-error'
import { MAX_BACKOFF_MS, retryDelay, shouldRetry } from './retry-policy'

function apiError(kind: ApiErrorKind, status = 0, retryAfterMs?: number) {
  return new ApiError({
    kind,
    status,
    message: 'x',
    endpoint: '/v1/studies',
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  })
}

describe('shouldRetry', () => {
  it.each([400, 401, 403, 404, 422])('never retries %i', (status) => {
    expect(shouldRetry(0, apiError('http', status))).toBe(false)
  })

  it('retries 5xx, 408, network failures and timeouts at most twice: three calls in all', () => {
    for (const error of [
      apiError('http', 500),
      apiError('http', 503),
      apiError('http', 408),
      apiError('network'),
      apiError('timeout'),
    ]) {
      expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([
        true,
        true,
        false,
        false,
      ])
    }
  })

  it('retries 429 at most twice', () => {
    const error = apiError('http', 429, 1000)
    expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, false])
  })

  it('does not retry a 429 whose limit resets later than 30 s', () => {
    expect(shouldRetry(0, apiError('http', 429, 30_000))).toBe(true)
    expect(shouldRetry(0, apiError('http', 429, 30_001))).toBe(false)
    expect(shouldRetry(0, apiError('http', 429, 5 * 3600_000))).toBe(false)
  })

  it('never retries parse errors, aborts or unknown errors', () => {
    expect(shouldRetry(0, apiError('parse', 200))).toBe(false)
    expect(shouldRetry(0, new DOMException('aborted', 'AbortError'))).toBe(false)
    expect(shouldRetry(0, new TypeError('bug'))).toBe(false)
  })
})

describe('retryDelay', () => {
  it('waits Retry-After on 429, capped at 30 s', () => {
    expect(retryDelay(0, apiError('http', 429, 4000))).toBe(4000)
    expect(retryDelay(0, apiError('http', 429, 600_000))).toBe(30_000)
    expect(retryDelay(0, apiError('http', 429))).toBeGreaterThan(0)
  })

  it('backs off exponentially with jitter, capped', () => {
    const error = apiError('http', 503)
    expect(retryDelay(0, error, () => 0)).toBe(250)
    expect(retryDelay(0, error, () => 1)).toBe(500)
    expect(retryDelay(2, error, () => 1)).toBe(2000)
    expect(retryDelay(10, error, () => 1)).toBe(MAX_BACKOFF_MS)
    expect(retryDelay(10, error, () => 0)).toBe(MAX_BACKOFF_MS / 2)
  })
})
