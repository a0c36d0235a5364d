import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import { allowedMethod } from './endpoints'
import { headerCarriesKey, keyRedactor } from './redact-key'

/**
 * The key-injecting proxy in front of the Data Discovery Service. One implementation serves the
 * Vite dev server and the production server. The browser talks to `/api/v1/...`; only the
 * interface's own endpoints are forwarded, the client's credentials are dropped, and the
 * server-side key is added. Bodies are streamed both ways, never buffered.
 */
export interface ProxyOptions {
  /** Upstream base address, e.g. `https://host`; `/v1/...` is appended. */
  baseUrl: string
  apiKey: string
  /** Upper bound for one upstream call (headers and body), in ms. */
  timeoutMs?: number
  /** Largest request body accepted for POST, in bytes. */
  maxBodyBytes?: number
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
const API_RESPONSE_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'x-content-type-options': 'nosniff',
}

/** Decides whether a raw request target may be forwarded, and where to. */
export function resolveTarget(
  rawUrl: string,
  method: string,
):
  | { ok: true; path: string; query: string }
  | { ok: false; status: number; message: string; allow?: string } {
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

export function createApiProxy(options: ProxyOptions): Middleware {
  const base = new URL(options.baseUrl)
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new Error(`DDS_BASE_URL must be an http(s) address, got ${base.protocol}`)
  const basePath = base.pathname.replace(/\/+$/, '')
  const transport = base.protocol === 'https:' ? https : http
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 128, keepAliveMsecs: 10_000 })
  const timeoutMs = options.timeoutMs ?? 30_000
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024

  return (req, res, next) => {
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

    const headers: Record<string, string> = {}
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    headers['x-api-key'] = options.apiKey

    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > maxBodyBytes) {
      req.resume()
      sendJson(res, 413, { error: `The request body is larger than ${maxBodyBytes} bytes.` })
      return
    }

    let settled = false
    const upstream = transport.request({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port || undefined,
      method: req.method,
      path: `${basePath}${target.path}${target.query}`,
      headers,
      agent,
    })

    const timer = setTimeout(() => {
      fail(504, `The service did not answer within ${Math.round(timeoutMs / 1000)} s.`)
    }, timeoutMs)
    timer.unref()

    function fail(status: number, message: string) {
      if (settled) return
      settled = true
      clearTimeout(timer)
      upstream.destroy()
      if (res.headersSent) res.destroy()
      else sendJson(res, status, { error: message })
    }

    upstream.on('response', (upstreamRes) => {
      const outHeaders: Record<string, string | string[]> = {}
      for (const [name, value] of Object.entries(upstreamRes.headers)) {
        if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue
        if (headerCarriesKey(value, options.apiKey)) continue
        outHeaders[name] = value
      }
      res.writeHead(upstreamRes.statusCode ?? 502, { ...outHeaders, ...API_RESPONSE_HEADERS })
      // A compressed body cannot be scanned for the key without decoding it; the key can only
      // be echoed in plain text by an upstream that misbehaves, which is what gets masked.
      const encoded = (upstreamRes.headers['content-encoding'] ?? 'identity') !== 'identity'
      if (encoded) upstreamRes.pipe(res)
      else upstreamRes.pipe(keyRedactor(options.apiKey)).pipe(res)
      upstreamRes.on('end', () => {
        settled = true
        clearTimeout(timer)
      })
      upstreamRes.on('error', () => fail(502, 'The service connection broke mid-response.'))
    })

    upstream.on('error', (err: NodeJS.ErrnoException) => {
      fail(502, `The service could not be reached (${err.code ?? err.message}).`)
    })

    // A browser that goes away (navigation, aborted fetch) must not leave the upstream call open.
    res.on('close', () => {
      if (!res.writableFinished) {
        settled = true
        clearTimeout(timer)
        upstream.destroy()
      }
    })

    if (req.method === 'POST') {
      let received = 0
      req.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received > maxBodyBytes) {
          req.unpipe(upstream)
          fail(413, `The request body is larger than ${maxBodyBytes} bytes.`)
        }
      })
      req.pipe(upstream)
    } else {
      req.resume()
      upstream.end()
    }
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
    'cache-control': 'no-store',
    ...API_RESPONSE_HEADERS,
    ...extraHeaders,
  })
  res.end(text)
}
