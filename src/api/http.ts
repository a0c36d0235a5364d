import { readableIssues, type z } from './zod'
import { ApiError } from './api-error'
import { CREDITS_USED_HEADER } from './app-headers'
import { reportCreditsUsed } from './credits-report'
import { parseJsonExact } from './json-text'
import type * as FailureWordingModule from './describe-failure'
import type * as ErrorMessageModule from './error-message'

export { ApiError, isAbortError, isApiError, type ApiErrorKind } from './api-error'

/** The browser only ever talks to the same-origin proxy, which adds the key. */
export const API_BASE = '/api'
export const DEFAULT_TIMEOUT_MS = 30_000
const MAX_BODY_CHARS = 2_000
const KEEPALIVE_CHARS = 48_000

export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>

// The browser fetches `/api/...` from its own origin. The server rendering a first view has no
// page to be relative to: it sends the requests to its own proxy, on behalf of the browser
// whose page it writes (src/server-render/entry-server.tsx).
let transport: ApiTransport = (url, init) => fetch(url, init)

/** Server rendering only: how `/api` requests are sent. */
export function setApiTransport(next: ApiTransport): void {
  transport = next
}

export type QueryParamValue = string | number | boolean | undefined | null | readonly string[]
export type QueryParams = Readonly<Record<string, QueryParamValue>>

export interface RequestOptions {
  signal?: AbortSignal
  timeoutMs?: number
}

/** Builds `/api{path}?…`; undefined, null and empty arrays are left out, arrays repeat the key. */
export function buildUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      for (const item of value as readonly string[]) search.append(key, item)
    } else {
      search.append(key, String(value))
    }
  }
  const query = search.toString()
  return `${API_BASE}${path}${query ? `?${query}` : ''}`
}

/**
 * A schema, or the promise of one: an endpoint's description names its schema by a loader, which
 * runs while the request is under way.
 */
export type AnswerSchema<T> = z.ZodMiniType<T> | Promise<z.ZodMiniType<T>>

export function apiGet<T>(
  path: string,
  params: QueryParams,
  schema: AnswerSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request(path, buildUrl(path, params), { method: 'GET' }, schema, options)
}

export function apiPost<T>(
  path: string,
  body: unknown,
  schema: AnswerSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return apiSend('POST', path, body, schema, options)
}

/**
 * A write to this app's own server (the workspace): JSON in, JSON out, or nothing for a 204.
 * `path` may carry its own query (`?version=3`).
 */
export function apiSend<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  schema: AnswerSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const text = body === undefined ? undefined : JSON.stringify(body)
  const init: RequestInit =
    text === undefined
      ? { method }
      : { method, headers: { 'content-type': 'application/json' }, body: text }
  // A small write outlives the page (the reader may follow a link at once); browsers bound
  // such requests to 64 KB in flight, so a larger one is an ordinary request.
  if ((text?.length ?? 0) < KEEPALIVE_CHARS) init.keepalive = true
  return request(path, `${API_BASE}${path}`, init, schema, options)
}

async function request<T>(
  path: string,
  url: string,
  init: RequestInit,
  schema: AnswerSchema<T>,
  { signal, timeoutMs = DEFAULT_TIMEOUT_MS }: RequestOptions,
): Promise<T> {
  signal?.throwIfAborted()
  // Awaited once the answer is in; a schema that failed to load is that answer's failure then.
  if (schema instanceof Promise) schema.catch(() => undefined)

  // One controller combines the caller's signal with our timeout, and remembers which fired:
  // a cancelled request must reject with the caller's reason, a slow one with a timeout error.
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'))
  }, timeoutMs)
  const onCallerAbort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', onCallerAbort, { once: true })

  try {
    let response: Response
    let text: string
    try {
      response = await transport(url, {
        ...init,
        headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
        signal: controller.signal,
      })
      // The body is read under the same timeout: a stalled stream is as bad as no answer.
      text = await response.text()
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      if (timedOut) {
        throw new ApiError({
          kind: 'timeout',
          endpoint: path,
          message: `No complete answer within ${Math.round(timeoutMs / 1000)} seconds.`,
        })
      }
      throw new ApiError({
        kind: 'network',
        endpoint: path,
        message: 'Could not reach the server. Check your connection, then try again.',
        body: error instanceof Error ? error.message : '',
      })
    }

    if (!response.ok) throw await httpError(path, response, text)
    // No content (a delete): nothing to parse, and nothing the caller reads.
    if (response.status === 204) return undefined as T
    const parsed = await parseBody(path, response.status, text, schema)
    // Only once the answer is the page's: a server writing a first view has no meter to move.
    if (typeof window !== 'undefined') reportCreditsUsed(response.headers.get(CREDITS_USED_HEADER))
    return parsed
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onCallerAbort)
  }
}

/**
 * Reading an error body, and the words for a status, are for failures only, so their code stays
 * out of every page's first load. Should it not load either, the status line says what it can.
 */
async function loadFailureCode(): Promise<
  [typeof ErrorMessageModule | undefined, typeof FailureWordingModule | undefined]
> {
  const optional = <T>(module: Promise<T>) => module.catch(() => undefined)
  return Promise.all([optional(import('./error-message')), optional(import('./describe-failure'))])
}

async function httpError(path: string, response: Response, text: string): Promise<ApiError> {
  const [reader, wording] = await loadFailureCode()
  const { message, parameter, signIn, reach } =
    reader?.describeErrorResponse(response.headers.get('content-type') ?? '', text) ?? {}
  return new ApiError({
    kind: 'http',
    endpoint: path,
    status: response.status,
    message:
      message ??
      wording?.statusSentence(response.status) ??
      `The request failed with status ${response.status}.`,
    ...(message !== undefined ? { serviceMessage: message } : {}),
    body: text.slice(0, MAX_BODY_CHARS),
    retryAfterMs: reader?.parseRetryAfter(response.headers.get('retry-after')),
    ...(parameter !== undefined ? { parameter } : {}),
    ...(signIn !== undefined ? { signIn } : {}),
    ...(reach !== undefined ? { reach } : {}),
  })
}

async function parseBody<T>(
  path: string,
  status: number,
  text: string,
  answerSchema: AnswerSchema<T>,
): Promise<T> {
  let json: unknown
  try {
    json = parseJsonExact(text)
  } catch {
    throw new ApiError({
      kind: 'parse',
      endpoint: path,
      status,
      message: `The service sent a response from ${path} that is not JSON.`,
      body: text.slice(0, MAX_BODY_CHARS),
    })
  }
  const schema = await answerSchema
  const result = schema.safeParse(json)
  if (result.success) return result.data
  // Again with zod's English messages, which are loaded for failures only.
  await readableIssues()
  const issue = (schema.safeParse(json).error ?? result.error).issues[0]
  const where = issue && issue.path.length > 0 ? formatPath(issue.path) : 'the top level'
  throw new ApiError({
    kind: 'parse',
    endpoint: path,
    status,
    message: `The service sent an unexpected response from ${path} (at ${where}: ${issue?.message ?? 'invalid'}).`,
    body: text.slice(0, MAX_BODY_CHARS),
  })
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('')
}
