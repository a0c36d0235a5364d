import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import {
  BAD_GATEWAY_HTML,
  CONTENT_PATHS,
  contentList,
  dataTable,
  indicatorSearch,
  questionSearch,
  reportLinks,
  researchAnswer,
  WRONG_SHAPE,
  type Flavour,
} from './upstream-data'

/**
 * A stand-in for the Data Discovery Service that a test can tell how to misbehave. It answers
 * the interface's endpoints with small valid fixtures, and the test process steers it through
 * `/__control` (which the app's proxy never forwards: it only relays `/v1/` paths).
 *
 * Tests run in parallel, so every rule and every recorded request belongs to a scope. The scope
 * travels in the browser's User-Agent (`dds-scope/<id>`), one of the few request headers the
 * proxy forwards, so no test can see another's faults.
 */
export type FaultMode =
  | 'normal'
  | 'hostile'
  | '500'
  | '502-html'
  | 'hang'
  | 'malformed'
  | 'wrong-shape'
  | '429'
  | '401'
  | '403'
  | '404'

export interface Rule {
  /** An endpoint path such as `/v1/studies`, or `*` for all. */
  endpoint: string
  /** Applies only when the raw query string contains this text. */
  match?: string
  mode: FaultMode
  /** Answer only after this many ms (a slow response). */
  delayMs?: number
  /** Answer only once the test calls `/__release` (a response that arrives when told). */
  hold?: boolean
}

export interface RecordedRequest {
  method: string
  path: string
  query: string
  headers: Record<string, string | string[] | undefined>
  /** True once the answer was sent or the caller went away. */
  finished: boolean
}

const SCOPE = /dds-scope\/([\w-]+)/

interface Scope {
  rules: Rule[]
  requests: RecordedRequest[]
  /** Answers of held requests, sent by `/__release`. */
  held: (() => void)[]
}

export function startTestUpstream(port = 0, host = '127.0.0.1') {
  const scopes = new Map<string, Scope>()
  const scopeOf = (id: string): Scope => {
    let scope = scopes.get(id)
    if (!scope) {
      scope = { rules: [], requests: [], held: [] }
      scopes.set(id, scope)
    }
    return scope
  }
  let origin = ''

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://upstream.invalid')
    if (url.pathname.startsWith('/__')) {
      void control(req, res, url)
      return
    }
    if (url.pathname.startsWith('/assets/')) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' })
      res.end(
        '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><rect width="8" height="6" fill="#88a"/></svg>',
      )
      return
    }
    const scope = scopeOf(SCOPE.exec(req.headers['user-agent'] ?? '')?.[1] ?? 'default')
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.search,
      headers: { ...req.headers },
      finished: false,
    }
    scope.requests.push(record)
    res.on('close', () => {
      record.finished = true
    })
    const rule = [...scope.rules]
      .reverse()
      .find(
        (r) =>
          (r.endpoint === '*' || r.endpoint === url.pathname) &&
          (r.match === undefined || decodeURIComponent(url.search).includes(r.match)),
      )
    const answer = () => respond(req, res, url, rule?.mode ?? 'normal', origin)
    if (rule?.hold) scope.held.push(answer)
    else if (rule?.delayMs) {
      const timer = setTimeout(answer, rule.delayMs)
      res.on('close', () => clearTimeout(timer))
    } else answer()
  })

  async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    const scopeId = url.searchParams.get('scope') ?? 'default'
    if (url.pathname === '/__health') return json(res, 200, { ok: true })
    if (url.pathname === '/__requests') return json(res, 200, scopeOf(scopeId).requests)
    if (url.pathname === '/__release') {
      const scope = scopeOf(scopeId)
      for (const answer of scope.held.splice(0)) answer()
      return json(res, 200, { ok: true })
    }
    if (url.pathname === '/__reset') {
      scopes.delete(scopeId)
      return json(res, 200, { ok: true })
    }
    if (url.pathname === '/__control' && req.method === 'POST') {
      const rule = JSON.parse(await readBody(req)) as Rule
      const scope = scopeOf(scopeId)
      scope.rules = scope.rules.filter(
        (r) => !(r.endpoint === rule.endpoint && r.match === rule.match),
      )
      if (rule.mode !== 'normal' || rule.delayMs || rule.hold) scope.rules.push(rule)
      return json(res, 200, { ok: true, rules: scope.rules })
    }
    return json(res, 404, { error: 'unknown control path' })
  }

  return new Promise<{ url: string; close(): Promise<void> }>((resolve) => {
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo
      origin = `http://${host}:${address.port}`
      resolve({
        url: origin,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

function respond(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  mode: FaultMode,
  origin: string,
) {
  const key = String(req.headers['x-api-key'] ?? '')
  switch (mode) {
    case 'hang':
      return // never answers; the proxy's time limit must end the call
    case '500':
      return json(res, 500, { title: 'Internal Server Error', status: 500 })
    case '502-html':
      res.writeHead(502, { 'content-type': 'text/html; charset=utf-8' })
      return res.end(BAD_GATEWAY_HTML)
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end('{"items": [{"identifier": 1, "title": "cut off')
    case 'wrong-shape':
      return json(res, 200, WRONG_SHAPE)
    case '429':
      res.setHeader('retry-after', '1')
      return json(res, 429, { message: 'Rate limit exceeded. Slow down.' })
    case '401':
      // Some gateways echo the rejected key: the proxy must never let it reach the browser.
      return json(res, 401, { message: `The API key ${key} is not valid.` })
    case '403':
      return json(res, 403, { message: 'This API package does not include this endpoint.' })
    case '404':
      return json(res, 404, { title: 'Not Found', status: 404 })
    default:
      return json(res, 200, body(url, mode === 'hostile' ? 'hostile' : 'normal', origin))
  }
}

function body(url: URL, flavour: Flavour, origin: string): unknown {
  const path = url.pathname
  const query = url.searchParams
  if (CONTENT_PATHS.includes(path)) return contentList(path, query, flavour, origin)
  switch (path) {
    case '/v1/search/market-insights/indicators':
      return indicatorSearch(query, flavour)
    case '/v1/search/consumer-insights':
      return questionSearch(flavour)
    case '/v1/data/consumer-insights':
      return dataTable(query, flavour)
    case '/v1/research-ai/answer':
      return researchAnswer(query.get('research_token') ?? 'unknown', flavour)
    case '/v1/research-ai/ask':
      return { researchToken: 'fixture-token' }
    case '/v1/data/reports':
      return reportLinks(flavour)
    default:
      return { title: 'Not Found', status: 404 }
  }
}

function json(res: ServerResponse, status: number, value: unknown) {
  if (res.headersSent) return
  const text = JSON.stringify(value)
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  res.end(text)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (text += chunk))
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })
}

// `tsx e2e/support/test-upstream.ts`: Playwright starts it as a web server on E2E_UPSTREAM_PORT.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.E2E_UPSTREAM_PORT ?? 0)
  void startTestUpstream(port).then(({ url }) => console.log(`Test upstream on ${url}`))
}
