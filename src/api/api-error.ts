/**
 * - http: the service (or the proxy) answered with a non-2xx status
 * - network: no answer at all (offline, DNS, connection refused, CORS)
 * - timeout: no complete answer within the client's time limit
 * - parse: a 2xx answer that is not JSON or does not match the expected shape
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse'

export interface ApiErrorInit {
  kind: ApiErrorKind
  message: string
  /** The endpoint path, e.g. `/v1/studies`. */
  endpoint: string
  status?: number
  body?: string
  retryAfterMs?: number
  parameter?: string
  serviceMessage?: string
  signIn?: string
  reach?: number
}

/**
 * Every failure of a request except cancellation (which rejects with the abort reason, so
 * React Query can tell it apart). `message` is always fit to show to a user.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly endpoint: string
  /** HTTP status, 0 when there was no response. */
  readonly status: number
  /** Raw response text, clipped; empty when there was none. */
  readonly body: string
  /** From Retry-After (seconds or HTTP date), when the response carried one. */
  readonly retryAfterMs: number | undefined
  /** The request parameter a problem response names as the culprit. */
  readonly parameter: string | undefined
  /** The service's own words about an HTTP failure, when its answer carried any. */
  readonly serviceMessage: string | undefined
  /** Where to sign in, when this app's server refused a request for want of a session. */
  readonly signIn: string | undefined
  /** The deepest result this app's server pages to, when it refused a request past it. */
  readonly reach: number | undefined

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.kind = init.kind
    this.endpoint = init.endpoint
    this.status = init.status ?? 0
    this.body = init.body ?? ''
    this.retryAfterMs = init.retryAfterMs
    this.parameter = init.parameter
    this.serviceMessage = init.serviceMessage
    this.signIn = init.signIn
    this.reach = init.reach
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** True for the rejection of a cancelled request (abort reason or DOMException AbortError). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'CancelledError')
  )
}
