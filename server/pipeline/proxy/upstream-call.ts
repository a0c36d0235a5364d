import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import type { Writable } from 'node:stream'
import { headerCarriesKey, keyRedactor, maskKey } from './redact-key'
import { readErrorBody } from './upstream-error-body'

/**
 * The one way the server calls the upstream service: a time limit over the whole exchange
 * (headers and body), one repeat on a fresh connection when a kept-alive one was closed under a
 * GET, error answers read whole, decoded and masked, and the key added here and nowhere else.
 * Every route through the proxy (kept answers, shared calls, files, research questions) sits on
 * this.
 */

export interface UpstreamRequest {
  method: 'GET' | 'POST'
  /** `/v1/...`, already checked against the endpoint list. */
  path: string
  /** The query as read by the endpoint's description, without `?`. */
  query: string
  body?: Buffer
  /** Fires when no client waits for the answer any more: the call is given up. */
  signal: AbortSignal
  /**
   * For a file: where a successful answer's body goes as it arrives, given its status and
   * headers (the caller writes its own head). Without one, an answer is read whole.
   */
  sink?: (status: number, headers: Record<string, string>) => Writable
  /** Headers of the browser's request worth passing on (accept-language, content-type). */
  headers?: Record<string, string>
}

/** An answer the upstream gave: a success (read whole, or already streamed) or an error answer. */
export interface UpstreamAnswer {
  status: number
  /** The upstream's headers that may reach a browser (no hop-by-hop, none with the key). */
  headers: Record<string, string>
  /** Whole body; for a success streamed into a sink, empty. An error body is decoded and masked. */
  body: Buffer
  streamed: boolean
}

/** No usable answer: the proxy's own status and words. */
export interface UpstreamFailure {
  status: number
  message: string
  /** For the log: what happened, in a few words. */
  cause: string
  headers?: Record<string, string>
}

export type UpstreamOutcome =
  { answer: UpstreamAnswer } | { failure: UpstreamFailure } | { abandoned: true }

/** Largest successful answer read whole (a page of items, a table, a research answer). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024

// Hop-by-hop headers belong to one connection and must not be relayed; set-cookie would let the
// upstream plant cookies on the app's origin; content-length is the proxy's to set.
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
  'content-length',
])

export interface UpstreamClient {
  call(request: UpstreamRequest): Promise<UpstreamOutcome>
  /** Closes the kept-alive connections (at shutdown). */
  close(): void
}

export function createUpstreamClient(options: {
  baseUrl: string
  apiKey: string
  timeoutMs: number
}): UpstreamClient {
  const base = new URL(options.baseUrl)
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new Error(`DDS_BASE_URL must be an http(s) address, got ${base.protocol}`)
  const basePath = base.pathname.replace(/\/+$/, '')
  const transport = base.protocol === 'https:' ? https : http
  // The gate bounds calls in flight; the agent only keeps their connections alive.
  const agent = new transport.Agent({ keepAlive: true, keepAliveMsecs: 10_000 })
  const { apiKey, timeoutMs } = options
  const noAnswer: UpstreamFailure = {
    status: 504,
    message: `The service did not answer within ${Math.round(timeoutMs / 1000)} s.`,
    cause: `no answer within ${timeoutMs} ms`,
  }
  const broke: UpstreamFailure = {
    status: 502,
    message: 'The service connection broke mid-response.',
    cause: 'connection broke mid-response',
  }

  const relayed = (res: IncomingMessage) => {
    const out: Record<string, string> = {}
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined || DROPPED_HEADERS.has(name)) continue
      if (headerCarriesKey(value, apiKey)) continue
      out[name] = Array.isArray(value) ? value.join(', ') : value
    }
    return out
  }

  function call(request: UpstreamRequest): Promise<UpstreamOutcome> {
    return new Promise((done) => {
      if (request.signal.aborted) return done({ abandoned: true })
      const headers: Record<string, string> = {
        accept: request.method === 'GET' && request.sink ? '*/*' : 'application/json',
        'accept-encoding': 'gzip',
        'user-agent': 'DDS-Explorer',
        ...request.headers,
        'x-api-key': apiKey,
      }
      if (request.body) headers['content-length'] = String(request.body.length)
      let settled = false
      let repeated = false
      let upstream: http.ClientRequest
      const settle = (outcome: UpstreamOutcome, giveUp = true) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        request.signal.removeEventListener('abort', onAbort)
        // A finished exchange leaves its connection to the agent, to be kept alive.
        if (giveUp) upstream.destroy()
        done(outcome)
      }
      // Counted from here, when the call has its turn: time spent waiting is not the upstream's.
      const timer = setTimeout(() => settle({ failure: noAnswer }), timeoutMs)
      timer.unref()
      const onAbort = () => settle({ abandoned: true })
      request.signal.addEventListener('abort', onAbort, { once: true })

      const onResponse = (res: IncomingMessage) => {
        const status = res.statusCode ?? 502
        const outHeaders = relayed(res)
        res.once('error', () => settle({ failure: broke }))
        if (status >= 400) {
          readErrorBody(res, apiKey).then(
            (read) => {
              if (!read.ok) {
                const retryAfter = outHeaders['retry-after']
                settle({
                  failure: {
                    status,
                    message: `The service answered ${status}; ${read.reason}.`,
                    cause: `answered ${status}, ${read.reason}`,
                    ...(retryAfter ? { headers: { 'retry-after': retryAfter } } : {}),
                  },
                })
                return
              }
              delete outHeaders['content-encoding']
              settle(
                { answer: { status, headers: outHeaders, body: read.body, streamed: false } },
                false,
              )
            },
            () => settle({ failure: broke }),
          )
          return
        }
        if (request.sink) {
          // A file: passed on as it arrives, the key masked where the bytes are plain.
          const encoded = (outHeaders['content-encoding'] ?? 'identity') !== 'identity'
          const sink = request.sink(status, outHeaders)
          sink.once('error', () => settle({ abandoned: true }))
          res.once('end', () =>
            settle(
              { answer: { status, headers: outHeaders, body: Buffer.alloc(0), streamed: true } },
              false,
            ),
          )
          ;(encoded ? res : res.pipe(keyRedactor(apiKey))).pipe(sink)
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_ANSWER_BYTES)
            settle({
              failure: {
                status: 502,
                message: 'The service’s answer was too large to pass on.',
                cause: 'answer too large',
              },
            })
          else chunks.push(chunk)
        })
        res.once('end', () => {
          const body = Buffer.concat(chunks, size)
          const encoded = (outHeaders['content-encoding'] ?? 'identity') !== 'identity'
          settle(
            {
              answer: {
                status,
                headers: outHeaders,
                // A compressed success is data the service made for this request; plain, it is
                // masked in case a gateway echoed the key into it.
                body: encoded ? body : maskKey(body, apiKey),
                streamed: false,
              },
            },
            false,
          )
        })
      }

      const onError = (err: NodeJS.ErrnoException) => {
        if (settled) return
        // A kept-alive connection the service closed just as the call went out fails with
        // ECONNRESET before any answer (idle timeouts never line up exactly). Node's advice is
        // to ask again on a new connection; only a call that is safe to repeat is.
        if (
          !repeated &&
          request.method === 'GET' &&
          upstream.reusedSocket &&
          err.code === 'ECONNRESET'
        ) {
          repeated = true
          send()
          return
        }
        const cause = err.code ?? err.message
        settle({
          failure: { status: 502, message: `The service could not be reached (${cause}).`, cause },
        })
      }

      const send = () => {
        upstream = transport.request({
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port || undefined,
          method: request.method,
          path: `${basePath}${request.path}${request.query ? `?${request.query}` : ''}`,
          headers,
          agent,
        })
        upstream.on('response', onResponse)
        upstream.on('error', onError)
        upstream.end(request.body)
      }
      send()
    })
  }

  return { call, close: () => agent.destroy() }
}
