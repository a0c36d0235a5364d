import { CODE_NOT_LOADED_WHY, RELOAD_ADVICE } from '../lib/code-download'
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
  if (retryAfterMs === undefined) return 'Wait a moment, then retry.'
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  if (retryAfterMs <= SHORT_WAIT_MS)
    return `Wait ${seconds} second${seconds === 1 ? '' : 's'}, then retry.`
  if (retryAfterMs < CLOCK_AFTER_MS) return `Try again in about ${Math.ceil(seconds / 60)} minutes.`
  const at = new Date(now + retryAfterMs).toISOString()
  const hours = Math.round(retryAfterMs / 3600_000)
  const when =
    retryAfterMs < 24 * 3600_000
      ? `${at.slice(11, 16)} UTC (in about ${hours} hours)`
      : `${at.slice(0, 10)} ${at.slice(11, 16)} UTC`
  return `Try again after ${when}, when the limit resets.`
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
        title: parameter
          ? `The service rejected the value of “${parameter}” (400)`
          : 'The service rejected the request as invalid (400)',
        advice: 'Change that setting, then try again.',
        retry: false,
      }
    case 401:
      return {
        kind: 'unauthorized',
        title: 'The API key was rejected (401)',
        advice:
          'The server sends no valid key. Set DDS_API_KEY on the server to a key of your API package, then retry.',
        // The key is fixed on the server, not here; retrying then works without a reload.
        retry: true,
      }
    case 403:
      return {
        kind: 'forbidden',
        title: 'The API key may not do this (403)',
        advice:
          'The key is revoked, or its API package does not include this. Check the key and package configured on the server.',
        retry: true,
      }
    case 404:
      return {
        kind: 'not-found',
        title: 'Not found (404)',
        advice: 'What was asked for does not exist, or no longer does. Check the address.',
        retry: true,
      }
    case 408:
      return {
        kind: 'timeout',
        title: 'The request took too long (408)',
        advice: 'The service may be busy. Retry.',
        retry: true,
      }
    case 409:
      return {
        kind: 'conflict',
        title: 'The request conflicts with a change made meanwhile (409)',
        advice: 'Reload to see the current state, then try again.',
        retry: true,
      }
    case 422:
      return {
        kind: 'unprocessable',
        title: parameter
          ? `The service cannot process the value of “${parameter}” (422)`
          : 'The service cannot process this request (422)',
        advice: 'Change the settings, then try again.',
        retry: false,
      }
    case 429: {
      const long = (retryAfterMs ?? 0) > SHORT_WAIT_MS
      return {
        kind: 'rate-limited',
        title: long ? 'A usage limit is reached (429)' : 'Too many requests (429)',
        advice: waitAdvice(retryAfterMs, now),
        retry: !long,
      }
    }
    case 502:
      return {
        kind: 'unreachable-service',
        title: 'The Data Discovery Service could not be reached (502)',
        advice: 'The service, or the way to it, is down. Retry shortly.',
        retry: true,
      }
    case 504:
      return {
        kind: 'timeout',
        title: 'The Data Discovery Service did not answer in time (504)',
        advice: 'The service may be busy. Retry shortly.',
        retry: true,
      }
  }
  if (status >= 500)
    return {
      kind: 'server-error',
      title: `The service failed (${status})`,
      advice: 'This is usually temporary. Retry.',
      retry: true,
    }
  return {
    kind: 'refused',
    title: `The request was refused (${status})`,
    advice: 'Change the request, or go back to the overview.',
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

const CODE_NOT_LOADED_DETAIL = `${CODE_NOT_LOADED_WHY.charAt(0).toUpperCase()}${CODE_NOT_LOADED_WHY.slice(1)}.`

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
      title: 'Part of DDS Explorer could not be loaded',
      detail: CODE_NOT_LOADED_DETAIL,
      // Asking for the same file again finds nothing new after a deploy: only a reload does.
      advice: RELOAD_ADVICE,
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
      title: 'This page failed unexpectedly',
      detail: error instanceof Error ? error.message : String(error),
      advice: 'Retry; if it persists, reload the page.',
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
        title: 'The server could not be reached',
        detail: '',
        advice: 'Check your connection, then retry.',
        retry: true,
      }
    case 'timeout':
      return {
        ...base,
        kind: 'timeout',
        title: 'The service did not answer in time',
        detail: error.message,
        advice: 'The service may be busy. Retry.',
        retry: true,
      }
    case 'parse':
      return {
        ...base,
        kind: 'unreadable',
        title: 'The service sent an answer this page cannot read',
        detail: error.message,
        advice: 'Retry; if it persists, the service changed its format.',
        retry: true,
      }
    case 'http': {
      // This server's own limit, not the service's: waiting or retrying does not change it.
      if (error.status === 400 && error.reach !== undefined)
        return {
          ...base,
          kind: 'too-deep',
          title: 'Too far into the results (400)',
          detail: error.serviceMessage ?? '',
          advice: 'Go to an earlier page, or narrow the search (words, dates, filters).',
          retry: false,
          reach: error.reach,
        }
      if (error.status === 401 && error.signIn !== undefined)
        return {
          ...base,
          kind: 'signed-out',
          title: 'You are signed out (401)',
          detail: error.serviceMessage ?? '',
          advice:
            'Your session ended, or this browser has not signed in. Sign in, then retry: what you chose here is kept.',
          retry: true,
          signIn: error.signIn,
        }
      const text = statusText(error.status, error.parameter, error.retryAfterMs, now)
      // A 403 naming a limit is the API package's allowance, not a missing permission.
      const packageLimit =
        error.status === 403 && /\blimit/i.test(error.serviceMessage ?? '')
          ? {
              kind: 'package-limit' as const,
              title: 'A limit of the API package is reached (403)',
              advice:
                'What was loaded before stays readable. The limit resets with the package’s period.',
              retry: false,
            }
          : undefined
      return { ...base, ...text, ...packageLimit, detail: error.serviceMessage ?? '' }
    }
  }
}
