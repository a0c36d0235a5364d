import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { cacheKey } from './cache-key'
import { allowedMethod, creditsOf, isCacheable } from './endpoints'
import type { CachedAnswer, CacheSource, Fetched, ResponseCache } from './response-cache'
import { requestFacts } from '../http/request-facts'
import { headerCarriesKey, keyRedactor, maskKey } from './redact-key'
import { receiveBody } from '../http/request-body'
import { silentLogger, type Logger } from '../log'
import { readErrorBody } from './upstream-error-body'
import { createUpstreamGate } from './upstream-gate'

/**
 * The key-injecting proxy in front of the Data Discovery Service. One implementation serves the
 * Vite dev server and the production server. The browser talks to `/api/v1/...`; only the
 * interface's own endpoints are forwarded, the client's credentials are dropped, and the
 * server-side key is added. A request body is received whole (it is small) before the upstream
 * is asked; answers are streamed back, except error answers, which are read whole to mask the key.
 * Upstream calls take turns through a bounded queue, so a flood cannot pile up without limit.
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
  /** Upstream calls in flight at once, and how many more may wait for a turn. */
  concurrency?: number
  maxQueue?: number
  /** Longest wait for a turn before 503, in ms. */
  maxQueueWaitMs?: number
  /** Where GET answers are kept and shared (server/pipeline/proxy/response-cache.ts); none: every call goes up. */
  cache?: ResponseCache
  /** What each request may spend (server/pipeline/proxy/spending.ts); none: no limits. */
  spending?: Spending
  log?: Logger
}

export type Middleware = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void

const API_PREFIX = '/api'

// Request headers worth forwarding; everything else (cookies, authorization, x-api-key,
// x-forwarded-*, origin, referer) stays on this side.
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'content-type',
  'content-length',
  'if-none-match',
  'if-modified-since',
  'user-agent',
]

// Hop-by-hop headers belong to one connection and must not be relayed; set-cookie would let
// the upstream plant cookies on the app's origin.
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
])

// An API answer is data, never a page: should a browser open one directly (a link to /api/…),
// an HTML error page from the upstream must not run as this origin's script or be sniffed.
// Every answer is one user's: a shared cache must not keep it, whatever the upstream said.
const API_RESPONSE_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
}

export interface Target {
  path: string
  query: string
}

/** Decides whether a raw request target may be forwarded, and where to. */
export function resolveTarget(
  rawUrl: string,
  method: string,
): ({ ok: true } & Target) | { ok: false; status: number; message: string; allow?: string } {
  const queryAt = rawUrl.indexOf('?')
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt)
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt)
  // The interface's paths are letters, digits, '-', '_' and '/': a percent escape, a dot segment,
  // a backslash or an empty segment can only be an attempt to reach something else, so the raw
  // target is checked against that alphabet before anything decodes or normalises it.
  if (
    !rawPath.startsWith(`${API_PREFIX}/v1/`) ||
    rawPath.includes('//') ||
    !/^[A-Za-z0-9/_-]+$/.test(rawPath)
  ) {
    return { ok: false, status: 400, message: 'This address is not an API path the proxy serves.' }
  }
  const path = rawPath.slice(API_PREFIX.length)
  const allowed = allowedMethod(path)
  if (!allowed)
    return { ok: false, status: 404, message: `${path} is not an endpoint of the service.` }
  if (method !== allowed) {
    return {
      ok: false,
      status: 405,
      message: `${path} accepts ${allowed} only.`,
      allow: allowed,
    }
  }
  return { ok: true, path, query }
}

/** A limit's answer: its status, JSON body and, for limits that reset, Retry-After seconds. */
export interface SpendingRefusal {
  status: number
  body: Record<string, unknown>
  retryAfterS?: number
}

/** Credits held for one upstream call, given back when the call was not paid for. */
export interface Reservation {
  credits: number
  refund(): void
}

/**
 * The limits as the proxy asks them: `admit` for every request (rate, paging depth), `reserve`
 * before an upstream call is made for it (credits, questions).
 */
export interface Spending {
  admit(req: IncomingMessage, target: Target): Promise<SpendingRefusal | undefined>
  reserve(req: IncomingMessage, target: Target): Promise<{ refusal: SpendingRefusal } | Reservation>
}

/**
 * An upstream answer that says something is wrong on the service's side or with the key (logged
 * as a failure); other 4xx are the request's own fault and show in the access line only.
 */
function isUpstreamFailure(status: number): boolean {
  return status >= 500 || status === 401 || status === 403 || status === 429
}

/** A full queue of upstream turns: try again shortly. */
const busy = {
  status: 503,
  message: 'The server is busy with other requests. Try again in a few seconds.',
  headers: { 'retry-after': '2' },
}

/** Largest successful GET answer read whole (answers are pages of ten items, or one table). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024

/** A signal that never fires: a cached call is not given up because one client left. */
const NEVER = new AbortController().signal

const decoders: Record<string, (data: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
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

export interface ApiProxy {
  handle: Middleware
  /** True while upstream calls wait for a turn (first views then leave the work to browsers). */
  underPressure(): boolean
  /** Closes the kept-alive upstream connections (at shutdown). */
  close(): void
}

/**
 * A kept-alive connection the service closed just as a call went out on it fails with
 * ECONNRESET before any answer (the service's idle timeout and ours never line up exactly).
 * Node's advice is to ask again on a new connection; only a call that is safe to repeat is.
 */
function safeToRepeat(method: string, upstream: http.ClientRequest, err: NodeJS.ErrnoException) {
  return (
    (method === 'GET' || method === 'HEAD') && upstream.reusedSocket && err.code === 'ECONNRESET'
  )
}

export function createApiProxy(options: ProxyOptions): ApiProxy {
  const base = new URL(options.baseUrl)
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new Error(`DDS_BASE_URL must be an http(s) address, got ${base.protocol}`)
  const basePath = base.pathname.replace(/\/+$/, '')
  const transport = base.protocol === 'https:' ? https : http
  const concurrency = options.concurrency ?? 128
  // The gate below bounds calls in flight; the agent only keeps their connections alive.
  const agent = new transport.Agent({ keepAlive: true, keepAliveMsecs: 10_000 })
  const timeoutMs = options.timeoutMs ?? 30_000
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000
  const log = options.log ?? silentLogger
  const gate = createUpstreamGate({
    concurrency,
    maxQueue: options.maxQueue ?? 256,
    // A call that waited this long for a turn is better refused with Retry-After.
    maxWaitMs: options.maxQueueWaitMs ?? 10_000,
  })

  const noAnswer = {
    message: `The service did not answer within ${Math.round(timeoutMs / 1000)} s.`,
    cause: `no answer within ${timeoutMs} ms`,
  }

  /** A request to the upstream at `target`, over the kept-alive connections. */
  const openUpstream = (method: string, target: Target, headers: Record<string, string>) =>
    transport.request({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port || undefined,
      method,
      path: `${basePath}${target.path}${target.query}`,
      headers,
      agent,
    })

  /** The upstream's answer headers that may reach the browser: not hop-by-hop, none with the key. */
  const relayedHeaders = (upstreamRes: IncomingMessage) => {
    const out: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(upstreamRes.headers)) {
      if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue
      if (headerCarriesKey(value, options.apiKey)) continue
      out[name] = value
    }
    return out
  }

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
      sendJson(
        res,
        target.status,
        { error: target.message },
        target.allow ? { allow: target.allow } : {},
      )
      return
    }
    void forward(req, res, target)
  }

  async function forward(req: IncomingMessage, res: ServerResponse, target: Target) {
    let body: Buffer | undefined
    if (req.method === 'POST') {
      const received = await receiveBody(req, { maxBytes: maxBodyBytes, timeoutMs: bodyTimeoutMs })
      if (!received.ok) {
        // The rest of that body is not worth reading: the connection closes after the answer.
        if (received.status !== 0)
          sendJson(res, received.status, { error: received.message }, { connection: 'close' })
        return
      }
      body = received.body
    } else req.resume()

    const headers: Record<string, string> = {}
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    headers['x-api-key'] = options.apiKey
    if (body) headers['content-length'] = String(body.length)

    const spending = options.spending
    if (spending) {
      const refusal = await spending.admit(req, target).catch(storeFailed)
      if (refusal) return refuse(res, refusal)
    }

    const key =
      options.cache && req.method === 'GET' && isCacheable(target.path)
        ? cacheKey(target.path, target.query)
        : undefined
    if (options.cache && key !== undefined) {
      await answerFromCache(req, res, target, options.cache, key)
      return
    }

    const reserved = spending
      ? await spending.reserve(req, target).catch((err: unknown) => ({ refusal: storeFailed(err) }))
      : undefined
    if (reserved && 'refusal' in reserved) return refuse(res, reserved.refusal)
    const clientGone = new AbortController()
    res.once('close', () => {
      if (!res.writableFinished) clientGone.abort()
    })
    const outcome = await gate.run(
      () => exchange(req, res, target, headers, body, clientGone.signal),
      clientGone.signal,
    )
    if (!('value' in outcome) || !outcome.value.paid) reserved?.refund()
    else requestFacts(req).credits = reserved?.credits ?? creditsOf(target.path)
    if ('refused' in outcome) {
      log.warn({ cause: 'queue full', detail: outcome.refused }, 'upstream call refused')
      sendJson(res, busy.status, { error: busy.message }, busy.headers)
    }
  }

  /** The store behind the limits did not answer: refuse for now rather than spend unchecked. */
  function storeFailed(err: unknown): SpendingRefusal {
    log.error({ err }, 'limits could not be checked')
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
   * One upstream call; resolves when it is over, whatever the outcome, to give the turn back,
   * with the upstream's status (0 when it gave none).
   */
  function exchange(
    req: IncomingMessage,
    res: ServerResponse,
    target: Target,
    headers: Record<string, string>,
    body: Buffer | undefined,
    clientGone: AbortSignal,
  ): Promise<{ paid: boolean }> {
    // Once the request has gone upstream it counts as spent, whatever the client does next; only
    // an upstream that declined it (an error status) or could not be reached gives it back. A
    // client that leaves early must not be able to turn a paid call into a free one.
    let paid = true
    return new Promise((done) => {
      if (clientGone.aborted) return done({ paid: false })
      const method = req.method ?? 'GET'
      let upstream = openUpstream(method, target, headers)
      let retried = false
      let settled = false
      const settle = () => {
        if (settled) return false
        settled = true
        clearTimeout(timer)
        clientGone.removeEventListener('abort', onClientGone)
        done({ paid })
        return true
      }
      const fail = (status: number, message: string, cause: string) => {
        if (!settle()) return
        upstream.destroy()
        log.warn({ upstream: target.path, cause }, 'upstream call failed')
        if (res.headersSent) res.destroy()
        else sendJson(res, status, { error: message })
      }
      // Counted from here, when the call starts: time spent waiting for a turn is not the
      // upstream's.
      const timer = setTimeout(() => fail(504, noAnswer.message, noAnswer.cause), timeoutMs)
      timer.unref()
      // A browser that goes away (navigation, aborted fetch) must not leave the upstream call open.
      const onClientGone = () => {
        if (settle()) upstream.destroy()
      }
      clientGone.addEventListener('abort', onClientGone, { once: true })

      const onResponse = (upstreamRes: IncomingMessage) => {
        const status = upstreamRes.statusCode ?? 502
        if (status >= 400) paid = false
        const outHeaders = relayedHeaders(upstreamRes)
        upstreamRes.on('error', () =>
          fail(502, 'The service connection broke mid-response.', 'connection broke mid-response'),
        )
        if (status >= 400) {
          if (isUpstreamFailure(status))
            log.warn({ upstream: target.path, cause: `answered ${status}` }, 'upstream call failed')
          void relayError(res, upstreamRes, status, outHeaders).then(settle, () =>
            fail(502, 'The service connection broke mid-response.', 'error body broke off'),
          )
          return
        }
        requestFacts(req).credits = creditsOf(target.path)
        res.writeHead(status, { ...outHeaders, ...API_RESPONSE_HEADERS })
        // A success is data the service made for this request; compressed, it is passed on as
        // it came (an echoed key is an error condition, handled above).
        const encoded = (upstreamRes.headers['content-encoding'] ?? 'identity') !== 'identity'
        if (encoded) upstreamRes.pipe(res)
        else upstreamRes.pipe(keyRedactor(options.apiKey)).pipe(res)
        upstreamRes.on('end', settle)
      }
      const onError = (err: NodeJS.ErrnoException) => {
        if (!settled && !retried && safeToRepeat(method, upstream, err)) {
          retried = true
          upstream = openUpstream(method, target, headers)
          send()
          return
        }
        const cause = err.code ?? err.message
        if (!settled) paid = false
        fail(502, `The service could not be reached (${cause}).`, cause)
      }
      const send = () => {
        upstream.on('response', onResponse)
        upstream.on('error', onError)
        upstream.end(body)
      }
      send()
    })
  }

  /**
   * A GET that the cache may answer: kept, joined to the same call in flight, or fetched whole
   * (and kept when it succeeds). The upstream call is made with this server's own headers, not
   * the browser's, so its answer suits every browser that asks the same.
   */
  async function answerFromCache(
    req: IncomingMessage,
    res: ServerResponse,
    target: Target,
    cache: ResponseCache,
    key: string,
  ) {
    const kept = await cache.lookup(key)
    if (kept) return sendAnswer(req, res, kept, 'hit')
    // Not kept: this request may cause an upstream call, so its credits are reserved first, and
    // given back if it was joined to another's call or the answer was not a success.
    let reserved: Reservation | undefined
    if (options.spending) {
      const outcome = await options.spending
        .reserve(req, target)
        .catch((err: unknown) => ({ refusal: storeFailed(err) }))
      if ('refusal' in outcome) return refuse(res, outcome.refusal)
      reserved = outcome
    }
    // `answer` looks in the cache once more: an identical call may have finished while the
    // reservation was made. The call goes on for whoever joined it even when this client
    // leaves; it is bounded by the queue's wait and the upstream time limit.
    const { fetched, source } = await cache.answer(key, async () => {
      const outcome = await gate.run(() => fetchAnswer(target), NEVER)
      if ('value' in outcome) return outcome.value
      const refused = 'refused' in outcome ? outcome.refused : 'no turn'
      log.warn({ cause: 'queue full', detail: refused }, 'upstream call refused')
      return { failure: busy }
    })
    const paid = source === 'miss' && 'answer' in fetched && fetched.answer.status < 300
    if (!paid) reserved?.refund()
    if ('failure' in fetched) {
      requestFacts(req).cache = 'miss'
      const { status, message, headers } = fetched.failure
      if (!res.destroyed)
        sendJson(res, status, { error: message }, { ...headers, 'x-cache': 'miss' })
      return
    }
    if (paid) requestFacts(req).credits = reserved?.credits ?? creditsOf(target.path)
    await sendAnswer(req, res, fetched.answer, source)
  }

  /** A whole answer, kept or fetched, decoded for a client that does not take its encoding. */
  async function sendAnswer(
    req: IncomingMessage,
    res: ServerResponse,
    answer: CachedAnswer,
    source: CacheSource,
  ) {
    const facts = requestFacts(req)
    facts.cache = source === 'miss' ? 'miss' : 'hit'
    if (source !== 'miss') facts.credits = 0
    if (res.destroyed) return
    let body = answer.body
    const headers: Record<string, string> = { ...answer.headers }
    const encoding = headers['content-encoding']
    if (encoding && !accepts(req, encoding)) {
      body = await decode(body, encoding).catch(() => body)
      delete headers['content-encoding']
    }
    res.writeHead(answer.status, {
      ...headers,
      'content-length': body.length,
      'x-cache': source === 'miss' ? 'miss' : 'hit',
      ...API_RESPONSE_HEADERS,
    })
    res.end(body)
  }

  /** One upstream GET, read whole: a success as it came (gzip at most), an error decoded and masked. */
  function fetchAnswer(target: Target, retried = false): Promise<Fetched> {
    return new Promise((done) => {
      const upstream = openUpstream('GET', target, {
        accept: 'application/json',
        'accept-encoding': 'gzip',
        'user-agent': 'DDS-Explorer',
        'x-api-key': options.apiKey,
      })
      let settled = false
      const finish = (fetched: Fetched) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        done(fetched)
      }
      const fail = (status: number, message: string, cause: string) => {
        upstream.destroy()
        if (settled) return
        log.warn({ upstream: target.path, cause }, 'upstream call failed')
        finish({ failure: { status, message } })
      }
      const timer = setTimeout(() => fail(504, noAnswer.message, noAnswer.cause), timeoutMs)
      timer.unref()
      upstream.on('response', (upstreamRes) => {
        const status = upstreamRes.statusCode ?? 502
        // Kept with the answer: what describes the body, not how long the upstream meant it to live.
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(relayedHeaders(upstreamRes))) {
          if (name === 'content-length' || name === 'cache-control' || name === 'expires') continue
          headers[name] = Array.isArray(value) ? value.join(', ') : value
        }
        if (status >= 400) {
          if (isUpstreamFailure(status))
            log.warn({ upstream: target.path, cause: `answered ${status}` }, 'upstream call failed')
          readErrorBody(upstreamRes, options.apiKey).then(
            (read) => {
              if (!read.ok) {
                const retryAfter = headers['retry-after']
                finish({
                  failure: {
                    status,
                    message: `The service answered ${status}; ${read.reason}.`,
                    ...(retryAfter ? { headers: { 'retry-after': retryAfter } } : {}),
                  },
                })
                return
              }
              delete headers['content-encoding']
              finish({ answer: { status, headers, body: read.body } })
            },
            () => fail(502, 'The service connection broke mid-response.', 'error body broke off'),
          )
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        upstreamRes.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_ANSWER_BYTES)
            fail(502, 'The service’s answer was too large to pass on.', 'answer too large')
          else chunks.push(chunk)
        })
        upstreamRes.on('end', () => {
          const body = Buffer.concat(chunks, size)
          const encoded = (headers['content-encoding'] ?? 'identity') !== 'identity'
          finish({
            answer: { status, headers, body: encoded ? body : maskKey(body, options.apiKey) },
          })
        })
        upstreamRes.on('error', () =>
          fail(502, 'The service connection broke mid-response.', 'connection broke mid-response'),
        )
      })
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (!settled && !retried && safeToRepeat('GET', upstream, err)) {
          settled = true
          clearTimeout(timer)
          done(fetchAnswer(target, true))
          return
        }
        const cause = err.code ?? err.message
        fail(502, `The service could not be reached (${cause}).`, cause)
      })
      upstream.end()
    })
  }

  /** An upstream error answer, read whole, decoded and masked; its status and headers kept. */
  async function relayError(
    res: ServerResponse,
    upstreamRes: IncomingMessage,
    status: number,
    headers: Record<string, string | string[]>,
  ): Promise<void> {
    const read = await readErrorBody(upstreamRes, options.apiKey)
    if (res.destroyed) return
    if (!read.ok) {
      const retryAfter = headers['retry-after']
      sendJson(
        res,
        status,
        { error: `The service answered ${status}; ${read.reason}.` },
        retryAfter ? { 'retry-after': String(retryAfter) } : {},
      )
      return
    }
    const { 'content-encoding': _encoding, 'content-length': _length, ...rest } = headers
    res.writeHead(status, {
      ...rest,
      'content-length': read.body.length,
      ...API_RESPONSE_HEADERS,
    })
    res.end(read.body)
  }

  return {
    handle,
    underPressure: gate.underPressure,
    close: () => agent.destroy(),
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
