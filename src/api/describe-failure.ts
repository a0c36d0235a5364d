import { m } from '../paraglide/messages.js'
import { isApiError } from './api-error'

/**
 * The one place that says what a failed request means to a reader: a heading naming what
 * happened (with the HTTP status when there was one), the service's own words when it gave any,
 * what to do next, and whether trying again unchanged can help. Every page shows failures
 * through it; a feature changes only the words it truly names differently (`FailureWording`).
 */

export type FailureKind =
  /** 400: a value the service will not take. */
  | 'invalid'
  /** 400 from this app's server: a page past the deepest result it pages to. */
  | 'too-deep'
  /** 401: the key was not accepted. */
  | 'unauthorized'
  /** 401 from this app's own server: no session (signed out, or it ended). */
  | 'signed-out'
  /** 403: the key may not do this, e.g. its API package does not include it. */
  | 'forbidden'
  /** 403 that names a limit: the API package's allowance is used up. */
  | 'package-limit'
  | 'not-found'
  /** 409: the thing changed meanwhile. */
  | 'conflict'
  /** 422: well-formed values the service cannot process. */
  | 'unprocessable'
  /** 429: too many requests, or an allowance that resets later. */
  | 'rate-limited'
  /** Any other 4xx. */
  | 'refused'
  | 'server-error'
  /** 502: the service, or the way to it, is down. */
  | 'unreachable-service'
  /** 408, 504, or the client's own time limit. */
  | 'timeout'
  /** No answer at all: offline, DNS, connection refused. */
  | 'network'
  /** A 2xx answer that is not JSON or not the expected shape. */
  | 'unreadable'
  /** Part of the app's own code did not download: a dropped connection or a new version. */
  | 'code'
  /** Not a request failure: a bug or a browser problem. */
  | 'unexpected'

export interface FailureText {
  title: string
  advice: string
  /** Whether a retry button makes sense: asking again unchanged can succeed. */
  retry: boolean
}

export interface Failure extends FailureText {
  kind: FailureKind
  /** HTTP status; 0 when there was no answer. */
  status: number
  /** What happened in detail (the service's own words when it gave any); may be empty. */
  detail: string
  /** The request parameter the service named as the culprit. */
  parameter: string | undefined
  /** Where to sign in (a path on this site), for a failure for want of a session. */
  signIn: string | undefined
  /** For `too-deep`: the deepest result position this server pages to. */
  reach: number | undefined
}

type Override = Partial<FailureText> | ((failure: Failure) => Partial<FailureText>)

export interface FailureWording {
  /** A feature's own words for some kinds of failure, e.g. "No table for this combination". */
  kinds?: Partial<Record<FailureKind, Override>>
  /** Advice for a rejected parameter (400/422), by the parameter's name. */
  parameters?: Readonly<Record<string, string>>
}

/** `text (status)`, or just `text` when there was no HTTP answer. */
export function withStatus(text: string, status: number): string {
  return status > 0 ? `${text} (${status})` : text
}

/** Long waits are said as a clock time; a reader does not count down from 18,000 seconds. */
const CLOCK_AFTER_MS = 2 * 60 * 60_000
/** Waits up to this long are said in seconds, with a retry button; longer ones are a limit. */
const SHORT_WAIT_MS = 90_000

export function waitAdvice(retryAfterMs: number | undefined, now: number = Date.now()): string {
  if (retryAfterMs === undefined) return m.failure_wait_moment()
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  if (retryAfterMs <= SHORT_WAIT_MS) return m.failure_wait_seconds({ seconds })
  if (retryAfterMs < CLOCK_AFTER_MS)
    return m.failure_wait_minutes({ minutes: Math.ceil(seconds / 60) })
  const at = new Date(now + retryAfterMs).toISOString()
  const time = at.slice(11, 16)
  // The limit resets at a moment in UTC; the date stays in ISO form, read alike in both languages.
  return retryAfterMs < 24 * 3600_000
    ? m.failure_wait_clock({ time, hours: Math.round(retryAfterMs / 3600_000) })
    : m.failure_wait_date({ date: at.slice(0, 10), time })
}

/** The default words for an HTTP status, also the error's message when the body said nothing. */
export function statusText(
  status: number,
  parameter?: string,
  retryAfterMs?: number,
  now?: number,
): FailureText & { kind: FailureKind } {
  switch (status) {
    case 400:
      return {
        kind: 'invalid',
        title: parameter ? m.failure_invalid_parameter({ parameter }) : m.failure_invalid(),
        advice: m.failure_invalid_advice(),
        retry: false,
      }
    case 401:
      return {
        kind: 'unauthorized',
        title: m.failure_unauthorized(),
        advice: m.failure_unauthorized_advice(),
        // The key is fixed on the server, not here; retrying then works without a reload.
        retry: true,
      }
    case 403:
      return {
        kind: 'forbidden',
        title: m.failure_forbidden(),
        advice: m.failure_forbidden_advice(),
        retry: true,
      }
    case 404:
      return {
        kind: 'not-found',
        title: m.failure_not_found(),
        advice: m.failure_not_found_advice(),
        retry: true,
      }
    case 408:
      return {
        kind: 'timeout',
        title: m.failure_request_timeout(),
        advice: m.failure_busy_retry(),
        retry: true,
      }
    case 409:
      return {
        kind: 'conflict',
        title: m.failure_conflict(),
        advice: m.failure_conflict_advice(),
        retry: true,
      }
    case 422:
      return {
        kind: 'unprocessable',
        title: parameter
          ? m.failure_unprocessable_parameter({ parameter })
          : m.failure_unprocessable(),
        advice: m.failure_unprocessable_advice(),
        retry: false,
      }
    case 429: {
      const long = (retryAfterMs ?? 0) > SHORT_WAIT_MS
      return {
        kind: 'rate-limited',
        title: long ? m.failure_usage_limit() : m.failure_too_many(),
        advice: waitAdvice(retryAfterMs, now),
        retry: !long,
      }
    }
    case 502:
      return {
        kind: 'unreachable-service',
        title: m.failure_unreachable(),
        advice: m.failure_unreachable_advice(),
        retry: true,
      }
    case 504:
      return {
        kind: 'timeout',
        title: m.failure_gateway_timeout(),
        advice: m.failure_busy_retry_shortly(),
        retry: true,
      }
  }
  if (status >= 500)
    return {
      kind: 'server-error',
      title: m.failure_server_error({ status }),
      advice: m.failure_server_error_advice(),
      retry: true,
    }
  return {
    kind: 'refused',
    title: m.failure_refused({ status }),
    advice: m.failure_refused_advice(),
    retry: false,
  }
}

/** One sentence for an error's message when the service gave no words of its own. */
export function statusSentence(status: number): string {
  const { title, advice } = statusText(status)
  return `${title}. ${advice}`
}

export function describeFailure(
  error: unknown,
  wording: FailureWording = {},
  now: number = Date.now(),
): Failure {
  const failure = defaultFailure(error, now)
  const override = wording.kinds?.[failure.kind]
  const changed = typeof override === 'function' ? override(failure) : override
  const parameterAdvice =
    failure.parameter !== undefined ? wording.parameters?.[failure.parameter] : undefined
  return {
    ...failure,
    ...changed,
    ...(parameterAdvice !== undefined ? { advice: parameterAdvice } : {}),
  }
}

/** Title and detail on one line, for lists and small spaces. */
export function failureLine(failure: Failure): string {
  const line = failure.detail ? `${failure.title}: ${failure.detail}` : `${failure.title}.`
  // Lines carry no button: where only a reload helps, the line says so itself.
  return failure.kind === 'code' ? `${line} ${failure.advice}` : line
}

// How browsers word a module that did not download (Chromium, Firefox, Safari), and Vite's own
// words for a part's stylesheet that did not.
const NOT_DOWNLOADED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

/** Whether an error (or what caused it) is a part of the app that did not download. */
function isCodeDownloadFailure(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (NOT_DOWNLOADED.test(e.message)) return true
  return false
}

function defaultFailure(error: unknown, now: number): Failure {
  if (isCodeDownloadFailure(error)) {
    return {
      kind: 'code',
      status: 0,
      title: m.failure_code_title(),
      detail: m.failure_code_why(),
      // Asking for the same file again finds nothing new after a deploy: only a reload does.
      advice: m.failure_reload_advice(),
      retry: false,
      parameter: undefined,
      signIn: undefined,
      reach: undefined,
    }
  }
  if (!isApiError(error)) {
    return {
      kind: 'unexpected',
      status: 0,
      title: m.failure_unexpected(),
      detail: error instanceof Error ? error.message : String(error),
      advice: m.failure_unexpected_advice(),
      retry: true,
      parameter: undefined,
      signIn: undefined,
      reach: undefined,
    }
  }
  const base = {
    status: error.status,
    parameter: error.parameter,
    signIn: undefined,
    reach: undefined,
  }
  switch (error.kind) {
    case 'network':
      return {
        ...base,
        kind: 'network',
        title: m.failure_network(),
        detail: '',
        advice: m.failure_network_advice(),
        retry: true,
      }
    case 'timeout':
      return {
        ...base,
        kind: 'timeout',
        title: m.failure_timeout(),
        detail: error.message,
        advice: m.failure_busy_retry(),
        retry: true,
      }
    case 'parse':
      return {
        ...base,
        kind: 'unreadable',
        title: m.failure_unreadable(),
        detail: error.message,
        advice: m.failure_unreadable_advice(),
        retry: true,
      }
    case 'http': {
      // This server's own limit, not the service's: waiting or retrying does not change it.
      if (error.status === 400 && error.reach !== undefined)
        return {
          ...base,
          kind: 'too-deep',
          title: m.failure_too_deep(),
          detail: error.serviceMessage ?? '',
          advice: m.failure_too_deep_advice(),
          retry: false,
          reach: error.reach,
        }
      if (error.status === 401 && error.signIn !== undefined)
        return {
          ...base,
          kind: 'signed-out',
          title: m.failure_signed_out(),
          detail: error.serviceMessage ?? '',
          advice: m.failure_signed_out_advice(),
          retry: true,
          signIn: error.signIn,
        }
      const text = statusText(error.status, error.parameter, error.retryAfterMs, now)
      // A 403 naming a limit is the API package's allowance, not a missing permission.
      const packageLimit =
        error.status === 403 && /\blimit/i.test(error.serviceMessage ?? '')
          ? {
              kind: 'package-limit' as const,
              title: m.failure_package_limit(),
              advice: m.failure_package_limit_advice(),
              retry: false,
            }
          : undefined
      return { ...base, ...text, ...packageLimit, detail: error.serviceMessage ?? '' }
    }
  }
}
