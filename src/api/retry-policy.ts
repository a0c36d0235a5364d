import { isApiError } from './api-error'

/**
 * When a failed query is worth another try, and how long to wait. Only failures that can heal
 * on their own are retried: server errors, lost connections, timeouts and a 408 (with
 * backoff), and rate limits (after the time the service asks for, when that is at most 30 s).
 * A 4xx other than 408 and 429 will fail the same way again, whatever its body says; a
 * malformed response will too; a cancelled request was wanted cancelled. No query is tried more
 * than three times, so one failing request never costs the team's key more than three calls.
 */

export const MAX_TRANSIENT_RETRIES = 2
export const MAX_RATE_LIMIT_RETRIES = 2
export const BASE_DELAY_MS = 500
export const MAX_BACKOFF_MS = 8_000
export const MAX_RETRY_AFTER_MS = 30_000
const DEFAULT_RATE_LIMIT_DELAY_MS = 2_000

type Random = () => number

function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false
  if (error.kind === 'network' || error.kind === 'timeout') return true
  return error.kind === 'http' && (error.status >= 500 || error.status === 408)
}

function isRateLimited(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 429
}

/** `failureCount` is how many attempts have failed so far (React Query passes 0 after the first). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  // A limit that resets later than a reader would wait (a daily allowance) is not retried into:
  // the page says what was used and when it resets instead.
  if (isRateLimited(error))
    return (
      failureCount < MAX_RATE_LIMIT_RETRIES &&
      isApiError(error) &&
      (error.retryAfterMs ?? 0) <= MAX_RETRY_AFTER_MS
    )
  if (isTransient(error)) return failureCount < MAX_TRANSIENT_RETRIES
  return false
}

/** Backoff 500 ms × 2^n capped at 8 s, with "equal jitter" so clients spread out; Retry-After on 429. */
export function retryDelay(
  failureCount: number,
  error: unknown,
  random: Random = Math.random,
): number {
  if (isRateLimited(error) && isApiError(error)) {
    return Math.min(error.retryAfterMs ?? DEFAULT_RATE_LIMIT_DELAY_MS, MAX_RETRY_AFTER_MS)
  }
  const ceiling = Math.min(BASE_DELAY_MS * 2 ** Math.max(0, failureCount), MAX_BACKOFF_MS)
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}
