import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Writable } from 'node:stream'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { CREDITS_USED_HEADER } from '../../../src/api/app-headers'
import { readParams } from '../../../src/api/endpoint-params'
import { endpointAt, type Endpoint } from '../../../src/api/endpoints'
import { receiveBody } from '../http/request-body'
import { requestFacts } from '../http/request-facts'
import { silentLogger, type Logger } from '../log'
import { requestLog } from '../request-id'
import { inspectAnswer } from './answer-inspection'
import { ownLinks } from './answer-links'
import { createFairGate } from './fair-gate'
import type { CachedAnswer, ResponseCache } from './response-cache'
import { createSharedCalls } from './shared-calls'
import { createUpstreamClient, type UpstreamFailure, type UpstreamOutcome } from './upstream-call'

/**
 * The key-injecting proxy in front of the Data Discovery Service. One implementation serves the
 * Vite dev server and the production server. The browser talks to `/api/v1/...`; only the
 * endpoints of the one endpoint list (src/api/endpoints.ts) are forwarded, with only the
 * parameters each defines, read and written in one canonical form; the client's credentials
 * are dropped and the server-side key is added (upstream-call.ts, the one way upstream).
 *
 * A GET that the response cache may keep is answered from it when it can, and identical ones in
 * flight share one call (shared-calls.ts). Upstream calls take turns through a gate that is fair
 * between users (fair-gate.ts): one user's flood waits in its own line. A call nobody waits for
 * any more is given up upstream.
 */
export interface ProxyOptions {
  /** Upstream base address, e.g. `https://host`; `/v1/...` is appended. */
  baseUrl: string
  apiKey: string
  /** Upper bound for one upstream call (headers and body), in ms. */
  timeoutMs?: number
  /** Largest request body accepted for POST, in bytes. */
  maxBodyBytes?: number
  /** How long a POST body may take to arrive in full, in ms. */
  bodyTimeoutMs?: number
  /** Upstream calls in flight at once, in all and per user, and how many more may wait. */
  concurrency?: number
  perUserConcurrency?: number
  maxQueue?: number
  /** Longest wait for a turn before 503, in ms. */
  maxQueueWaitMs?: number
  /** Where GET answers are kept and shared; none: every call goes up. */
  cache?: ResponseCache
  /** What each request may spend (server/pipeline/proxy/spending.ts); none: no limits. */
  spending?: Spending
  log?: Logger
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void

const API_PREFIX = '/api'

// Request headers worth forwarding on a call made for one request alone; everything else
// (cookies, authorization, x-api-key, x-forwarded-*, origin, referer) stays on this side. A call
// whose answer is kept and shared is made with this server's own headers, so that its answer
// suits every browser that asks the same.
const FORWARDED_REQUEST_HEADERS = ['accept-language', 'content-type', 'user-agent']

// An API answer is data, never a page: should a browser open one directly (a link to /api/…),
// an HTML error page from the upstream must not run as this origin's script or be sniffed.
// Every answer is one user's: a shared cache must not keep it, whatever the upstream said.
const API_RESPONSE_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
}

/**
 * A file is a download, never a page of this origin: an HTML "report" must not run here, and a
 * PDF must not be sandboxed out of the browser's viewer either, so it is saved, not shown.
 */
const FILE_RESPONSE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
}

/** The upstream's disposition as a download: its file name kept, `inline` never. */
function savedAs(disposition: string | undefined): string {
  if (!disposition) return 'attachment'
  return disposition
    .replace(/^\s*inline\b/i, 'attachment')
    .replace(/^\s*(?!attachment)/i, 'attachment; ')
}

type Sink = (status: number, headers: Record<string, string>) => Writable
/** An upstream outcome, or `waited`: the clients left while the call waited for its turn. */
type Outcome = UpstreamOutcome | { waited: true }

/** A request the proxy will forward: its endpoint and its query as read. */
export interface Target {
  endpoint: Endpoint
  path: string
  /** The canonical query (no `?`): what is forwarded and what keys the cache. */
  query: string
}

/** Decides whether a raw request target may be forwarded, and where to. */
export function resolveTarget(
  rawUrl: string,
  method: string,
):
  | ({ ok: true } & Target)
  | { ok: false; status: number; body: Record<string, unknown>; allow?: string } {
  const refuse = (status: number, error: string, extra: Record<string, unknown> = {}) => ({
    ok: false as const,
    status,
    body: { error, ...extra },
  })
  const queryAt = rawUrl.indexOf('?')
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
  const rawQuery = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1)
  // The interface's paths are letters, digits, '-', '_' and '/': a percent escape, a dot segment,
  // a backslash or an empty segment can only be an attempt to reach something else, so the raw
  // target is checked against that alphabet before anything decodes or normalises it.
  if (
    !rawPath.startsWith(`${API_PREFIX}/v1/`) ||
    rawPath.includes('//') ||
    !/^[A-Za-z0-9/_-]+$/.test(rawPath)
  )
    return refuse(400, 'This address is not an API path the proxy serves.')
  const path = rawPath.slice(API_PREFIX.length)
  const endpoint = endpointAt(path)
  if (!endpoint) return refuse(404, `${path} is not an endpoint of the service.`)
  if (method !== endpoint.method)
    return { ...refuse(405, `${path} accepts ${endpoint.method} only.`), allow: endpoint.method }
  let query: URLSearchParams
  try {
    // URLSearchParams reads a malformed escape as it stands; a lone surrogate cannot be sent on.
    query = new URLSearchParams(rawQuery)
    encodeURIComponent([...query].join())
  } catch {
    return refuse(400, 'The query holds text that is not valid UTF-8.')
  }
  const read = readParams(endpoint, query, { unknown: 'refuse' })
  if (!read.ok) return refuse(400, read.message, { parameter: read.parameter })
  return { ok: true, endpoint, path, query: read.query }
}

/** A limit's answer: its status, JSON body and, for limits that reset, Retry-After seconds. */
export interface SpendingRefusal {
  status: number
  body: Record<string, unknown>
  retryAfterS?: number
}

/**
 * What was reserved for one upstream call: `refund` gives back its credits (and question) when
 * the call went out and was not paid for, keeping it counted as a call; `cancel` gives back
 * everything when nothing went upstream for this request after all.
 */
export interface Reservation {
  credits: number
  /** The user's credits today with this call's, when it cost any. */
  creditsUsed?: number
  refund(): void
  cancel(): void
}

/**
 * The limits as the proxy asks them: `admit` for every request (rate, paging depth), `reserve`
 * before an upstream call is made for it (credits, questions, calls).
 */
export interface Spending {
  admit(req: IncomingMessage, target: Target): Promise<SpendingRefusal | undefined>
  reserve(req: IncomingMessage, target: Target): Promise<{ refusal: SpendingRefusal } | Reservation>
}

/** A full queue of upstream turns: try again shortly. */
const busy: UpstreamFailure = {
  status: 503,
  message: 'The server is busy with other requests. Try again in a few seconds.',
  cause: 'queue full',
  headers: { 'retry-after': '2' },
}

const decoders: Record<string, (data: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.unzip),
  br: promisify(zlib.brotliDecompress),
}

function decode(body: Buffer, encoding: string): Promise<Buffer> {
  const decoder = Object.hasOwn(decoders, encoding) ? decoders[encoding] : undefined
  return decoder ? decoder(body) : Promise.reject(new Error(`unknown encoding ${encoding}`))
}

/** Whether the client's Accept-Encoding takes `encoding` (q=0 refuses it). */
function accepts(req: IncomingMessage, encoding: string): boolean {
  return String(req.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return (name === encoding || name === '*') && (q === undefined || Number(q.slice(2)) > 0)
    })
}

/**
 * An upstream answer that says something is wrong on the service's side or with the key (logged
 * as a failure); other 4xx are the request's own fault and show in the access line only.
 */
function isUpstreamFailure(status: number): boolean {
  return status >= 500 || status === 401 || status === 403 || status === 429
}

export interface ApiProxy {
  handle: Middleware
  /** True while every upstream turn is taken (first views then leave the work to browsers). */
  underPressure(): boolean
  /** Closes the kept-alive upstream connections (at shutdown). */
  close(): void
}

export function createApiProxy(options: ProxyOptions): ApiProxy {
  const upstream = createUpstreamClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    timeoutMs: options.timeoutMs ?? 30_000,
  })
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000
  const log = options.log ?? silentLogger
  const gate = createFairGate({
    concurrency: options.concurrency ?? 128,
    perUser: options.perUserConcurrency ?? 8,
    maxQueue: options.maxQueue ?? 256,
    // A call that waited this long for a turn is better refused with Retry-After.
    maxWaitMs: options.maxQueueWaitMs ?? 10_000,
  })
  const shared = createSharedCalls()
  const userOf = (req: IncomingMessage) =>
    requestFacts(req).user ?? `ip:${req.socket.remoteAddress ?? 'unknown'}`

  const handle: Middleware = (req, res, next) => {
    const rawUrl = req.url ?? '/'
    // An absolute-form target (`GET http://host/...`) is a forward-proxy request: never served.
    if (!rawUrl.startsWith('/')) {
      req.resume()
      sendJson(res, 400, { error: 'Absolute request targets are not accepted.' })
      return
    }
    if (
      rawUrl !== API_PREFIX &&
      !rawUrl.startsWith(`${API_PREFIX}/`) &&
      !rawUrl.startsWith(`${API_PREFIX}?`)
    ) {
      if (next) next()
      else sendJson(res, 404, { error: 'Not found.' })
      return
    }
    const target = resolveTarget(rawUrl, req.method ?? 'GET')
    if (!target.ok) {
      req.resume()
      sendJson(res, target.status, target.body, target.allow ? { allow: target.allow } : {})
      return
    }
    void forward(req, res, target).catch((err: unknown) => {
      requestLog(req, log).error({ err, upstream: target.path }, 'proxy failed')
      if (!res.headersSent) sendJson(res, 502, { error: 'The request could not be passed on.' })
      else res.destroy()
    })
  }

  async function forward(req: IncomingMessage, res: ServerResponse, target: Target) {
    // Every line this request causes carries its id, so it joins the request's access line.
    const rlog = requestLog(req, log)
    let body: Buffer | undefined
    if (target.endpoint.method === 'POST') {
      const received = await receiveBody(req, { maxBytes: maxBodyBytes, timeoutMs: bodyTimeoutMs })
      if (!received.ok) {
        // The rest of that body is not worth reading: the connection closes after the answer.
        if (received.status !== 0)
          sendJson(res, received.status, { error: received.message }, { connection: 'close' })
        return
      }
      body = received.body
    } else req.resume()

    const spending = options.spending
    if (spending) {
      const refusal = await spending
        .admit(req, target)
        .catch((err: unknown) => storeFailed(err, rlog))
      if (refusal) return refuse(res, refusal)
    }

    // The client gone (navigation, an aborted fetch, a timeout on its side): its call ends too.
    const clientGone = new AbortController()
    res.once('close', () => {
      if (!res.writableFinished) clientGone.abort()
    })

    const cache = target.endpoint.cache ? options.cache : undefined
    const key = cache ? `${target.path}?${target.query}` : undefined
    if (cache && key !== undefined) {
      const kept = await cache.lookup(key)
      if (kept) return sendAnswer(req, res, target, kept, 'hit')
    }

    const reserved = spending
      ? await spending
          .reserve(req, target)
          .catch((err: unknown) => ({ refusal: storeFailed(err, rlog) }))
      : undefined
    if (reserved && 'refusal' in reserved) return refuse(res, reserved.refusal)

    const headers: Record<string, string> = {}
    if (key === undefined) {
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = req.headers[name]
        if (typeof value === 'string') headers[name] = value
      }
      // An answer for this request alone comes in the encoding it leaves in: gzip only for a
      // client that takes it and an answer passed on as it is. Otherwise the service would
      // compress it only for this server to unpack it again.
      if (target.endpoint.answer.kind === 'json')
        headers['accept-encoding'] =
          !('serviceLinks' in target.endpoint) && accepts(req, 'gzip') ? 'gzip' : 'identity'
    }
    const user = userOf(req)
    /** One upstream call in this user's turn; `waited` when its clients left before it began. */
    const turn = async (signal: AbortSignal, sink?: Sink): Promise<Outcome> => {
      const outcome = await gate.run(
        user,
        () =>
          upstream.call({
            method: target.endpoint.method,
            path: target.path,
            query: target.query,
            ...(body ? { body } : {}),
            headers,
            signal,
            ...(sink ? { sink } : {}),
          }),
        signal,
      )
      if ('value' in outcome) return outcome.value
      if ('abandoned' in outcome) return { waited: true }
      rlog.warn(
        { upstream: target.path, cause: 'queue full', detail: outcome.refused },
        'upstream call refused',
      )
      return { failure: busy }
    }

    let outcome: Outcome
    let joined = false
    if (target.endpoint.answer.kind === 'file') {
      outcome = await turn(clientGone.signal, (status, upstreamHeaders) => {
        res.writeHead(status, {
          ...upstreamHeaders,
          ...FILE_RESPONSE_HEADERS,
          'content-disposition': savedAs(upstreamHeaders['content-disposition']),
        })
        return res
      })
    } else if (key !== undefined) {
      const run = await shared.run(key, clientGone.signal, (signal) => turn(signal))
      joined = run.joined
      outcome = 'abandoned' in run ? { abandoned: true } : run.value
    } else outcome = await turn(clientGone.signal)

    // Paid: a success the upstream gave to this request's own call, or a call that went upstream
    // and was then left by its client (leaving early must not turn a paid call into a free
    // one). A call that went out and failed or was declined gives its credits back but stays a
    // call of the user's day; one that never went out for this request (joined to another's,
    // refused a turn, left while it waited) is cancelled whole.
    const wentOut =
      !joined && !('waited' in outcome) && !('failure' in outcome && outcome.failure === busy)
    const paid =
      wentOut && (('answer' in outcome && outcome.answer.status < 400) || 'abandoned' in outcome)
    if (paid) requestFacts(req).credits = reserved?.credits ?? target.endpoint.credits
    else if (wentOut) reserved?.refund()
    else reserved?.cancel()

    if ('abandoned' in outcome || 'waited' in outcome) {
      if (!res.destroyed) res.destroy()
      return
    }
    if ('failure' in outcome) {
      const failure = outcome.failure
      if (failure !== busy)
        rlog.warn({ upstream: target.path, cause: failure.cause }, 'upstream call failed')
      if (res.headersSent) res.destroy()
      else sendJson(res, failure.status, { error: failure.message }, failure.headers ?? {})
      return
    }
    const answer = outcome.answer
    if (isUpstreamFailure(answer.status))
      rlog.warn(
        { upstream: target.path, cause: `answered ${answer.status}` },
        'upstream call failed',
      )
    if (answer.streamed) return
    const kept: CachedAnswer = { status: answer.status, headers: answer.headers, body: answer.body }
    if (answer.status < 300 && target.endpoint.answer.kind === 'json') {
      if (key !== undefined && cache && !joined) await cache.keep(key, kept)
      if (paid) inspectAnswer(target, kept, rlog)
    }
    // The browser's credit meter follows a paid answer from this figure, without asking again.
    const spent: Record<string, string> =
      paid && reserved?.creditsUsed !== undefined
        ? { [CREDITS_USED_HEADER]: String(reserved.creditsUsed) }
        : {}
    // A joined call is as good as a kept answer: it caused no upstream call of its own.
    await sendAnswer(
      req,
      res,
      target,
      kept,
      key === undefined ? undefined : joined ? 'hit' : 'miss',
      spent,
    )
  }

  /** The store behind the limits did not answer: refuse for now rather than spend unchecked. */
  function storeFailed(err: unknown, rlog: Logger): SpendingRefusal {
    rlog.error({ err }, 'limits could not be checked')
    return {
      status: 503,
      body: {
        title: 'Limits unavailable',
        detail: 'The server cannot check your allowance right now. Try again in a few seconds.',
      },
      retryAfterS: 5,
    }
  }

  function refuse(res: ServerResponse, refusal: SpendingRefusal) {
    const text = JSON.stringify(refusal.body)
    res.writeHead(refusal.status, {
      'content-type': 'application/problem+json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...(refusal.retryAfterS !== undefined ? { 'retry-after': String(refusal.retryAfterS) } : {}),
      ...API_RESPONSE_HEADERS,
    })
    res.end(text)
  }

  /**
   * A whole answer, kept or fetched: its service links made the app's own, decoded for a client
   * that does not take its encoding.
   */
  async function sendAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    target: Target,
    answer: CachedAnswer,
    source: 'hit' | 'miss' | undefined,
    extraHeaders: Record<string, string> = {},
  ) {
    if (source) requestFacts(req).cache = source
    if (source === 'hit') requestFacts(req).credits = 0
    if (res.destroyed) return
    let body = answer.body
    const headers: Record<string, string> = { ...answer.headers }
    const encoding = headers['content-encoding']
    const links = target.endpoint.answer.kind === 'json' && 'serviceLinks' in target.endpoint
    if (encoding && (links || !accepts(req, encoding))) {
      const decoded = await decode(body, encoding).catch(() => undefined)
      if (decoded) {
        body = decoded
        delete headers['content-encoding']
      }
    }
    if (links && answer.status < 300 && headers['content-encoding'] === undefined) {
      try {
        body = Buffer.from(
          JSON.stringify(ownLinks(JSON.parse(body.toString('utf8')), options.baseUrl)),
        )
      } catch {
        // Not JSON: the browser says the answer cannot be read.
      }
    }
    res.writeHead(answer.status, {
      ...headers,
      'content-length': body.length,
      ...(source ? { 'x-cache': source } : {}),
      ...extraHeaders,
      ...API_RESPONSE_HEADERS,
    })
    res.end(body)
  }

  return {
    handle,
    underPressure: gate.underPressure,
    close: () => upstream.close(),
  }
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  extraHeaders: Record<string, string> = {},
) {
  const text = JSON.stringify({ status, ...body })
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...API_RESPONSE_HEADERS,
    ...extraHeaders,
  })
  res.end(text)
}
