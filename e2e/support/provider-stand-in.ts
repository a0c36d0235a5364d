import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { checkProviderAnswer, isProviderPath } from '../../server/service/contract/provider-shapes'
import { isVariant, jsonText, type StandInRequest, type Variant } from './stand-in/model'
import { createStandIn } from './stand-in/stand-in'

/**
 * A second upstream for the journeys: a small stand-in for the provider that serves only
 * answers valid under the provider's published OpenAPI (server/service/contract/
 * provider-shapes.ts; every JSON success is checked against it before it is sent), for every
 * endpoint the app uses and `/v1/statistics`, with small but coherent data (stand-in/).
 *
 * Variants (stand-in/model.ts): `full` sends every documented field, `minimal` only the
 * required ones, nulls where allowed and the other forms the OpenAPI allows (lower-case
 * dates, a leap second, a uint64 beyond 2^53, platform `fr`, an indicator series shorter than
 * its categories, a non-UUID indicator identifier, answer codes up to 65535, question IDs with
 * `-` and `.`). The variant is chosen at start (`--variant=` or STANDIN_VARIANT, default
 * `minimal`) for `/v1/…`; `/full/v1/…` and `/minimal/v1/…` choose it per request, so one
 * process can stand behind two app servers (DDS_BASE_URL=http://host:port/full). The app's
 * proxy forwards no header of ours, so a header could not choose it.
 *
 * Failures are plain JSON `{ "message": "…" }` bodies, never problem documents. Triggers:
 * - no key, or another key than `--key=` / STANDIN_API_KEY (default `stand-in-key`): 401;
 * - `__status_<code>` in any query value or in the question asked, for 400, 401, 403, 404,
 *   429 (with `Retry-After: 2`) and 500: that status, e.g. `q=__status_500`;
 * - a parameter out of its documented range or form: 400 (`size=26` on a semantic search, a
 *   date that is none of the documented forms, `id=abc`, `country=DE`, `year=99`, …);
 * - `rows`, `columns` or `filters` naming a question the survey does not have: 404
 *   `{"message":"unknown question"}` (an unknown answer of a known question: `unknown answer`);
 * - an unknown statistic, content item, indicator, research token or report token: 404; a
 *   country or year without data: 404; an item without report files: 404;
 * - an indicator `id` that is not a UUID: 400; another path: 404; another method: 405.
 *
 * Control (never forwarded by the app's proxy, which relays only `/v1/` paths):
 * - `GET /__calls`: `{ since, total, paths: { "/v1/…": n } }`, the `/v1` calls since start or
 *   the last `POST /__calls/reset`; `?contains=<text>` counts only calls whose decoded path,
 *   query or body contains the text, so a journey running beside others counts its own.
 * - `GET /__health`.
 * Teaser images (`/assets/teasers/<id>.svg`) are served without a key, as from a CDN.
 */
export interface StandInServerOptions {
  port?: number
  host?: string
  variant?: Variant
  apiKey?: string
  now?: () => Date
}

interface Call {
  path: string
  /** Decoded path, query and body, for `?contains=`. */
  text: string
}

const MAX_BODY_BYTES = 64 * 1024

export function startProviderStandIn(options: StandInServerOptions = {}) {
  const host = options.host ?? '127.0.0.1'
  const variant = options.variant ?? 'minimal'
  const standIn = createStandIn({
    apiKey: options.apiKey ?? 'stand-in-key',
    ...(options.now ? { now: options.now } : {}),
  })
  let calls: Call[] = []
  let since = new Date()

  const server = http.createServer((req, res) => {
    void route(req, res).catch((err: unknown) => {
      console.error('[stand-in]', err)
      send(res, 500, { message: 'Internal Server Error' })
    })
  })

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in.invalid')
    if (url.pathname === '/__health') return send(res, 200, { ok: true, variant })
    if (url.pathname === '/__calls' && req.method === 'GET') return send(res, 200, counted(url))
    if (url.pathname === '/__calls/reset' && req.method === 'POST') {
      calls = []
      since = new Date()
      return send(res, 200, { ok: true })
    }
    const prefixed = /^\/(full|minimal)(\/.*)$/.exec(url.pathname)
    const path = prefixed?.[2] ?? url.pathname
    const chosen = prefixed && isVariant(prefixed[1] ?? '') ? (prefixed[1] as Variant) : variant
    if (path.startsWith('/assets/teasers/')) return teaser(res, path)
    const body = req.method === 'POST' ? await readBody(req) : ''
    if (path.startsWith('/v1/'))
      calls.push({ path, text: `${safeDecode(path + url.search)} ${body}` })
    const request: StandInRequest = {
      method: req.method ?? 'GET',
      path,
      query: url.searchParams,
      body,
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : value,
        ]),
      ),
      base: `http://${req.headers.host ?? host}${prefixed ? `/${chosen}` : ''}`,
      variant: chosen,
    }
    const answer = await standIn.handle(request)
    if ('bytes' in answer) {
      res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.bytes.byteLength })
      return res.end(answer.bytes)
    }
    const text = jsonText(answer.json)
    if (answer.status < 300 && isProviderPath(path)) {
      // The stand-in's promise: never an answer the provider could not send.
      const verdict = checkProviderAnswer(path, answer.status, JSON.parse(text))
      if (!verdict.ok) {
        console.error(`[stand-in] ${path} is not provider-valid: ${verdict.problems.join('; ')}`)
        return send(res, 500, { message: 'stand-in answer is not provider-valid' })
      }
    }
    return sendText(res, answer.status, text, answer.headers)
  }

  function counted(url: URL) {
    const contains = url.searchParams.get('contains')
    const chosen = contains ? calls.filter((c) => c.text.includes(contains)) : calls
    const paths: Record<string, number> = {}
    for (const call of chosen) paths[call.path] = (paths[call.path] ?? 0) + 1
    return { since: since.toISOString(), total: chosen.length, paths }
  }

  return new Promise<{ url: string; close(): Promise<void> }>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

function teaser(res: ServerResponse, path: string) {
  const id = /^\/assets\/teasers\/(\d{1,20})\.svg$/.exec(path)?.[1]
  if (!id) return send(res, 404, { message: 'Not Found' })
  const shade = 120 + (Number(id.slice(-2)) % 100)
  res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' })
  res.end(
    `<svg xmlns="http://www.w3.org/2000/svg" width="355" height="200" viewBox="0 0 355 200"><rect width="355" height="200" fill="rgb(${shade},140,190)"/></svg>`,
  )
}

function send(res: ServerResponse, status: number, value: unknown) {
  sendText(res, status, jsonText(value))
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  if (res.headersSent) return
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  res.end(text)
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
      if (text.length > MAX_BODY_BYTES) req.destroy(new Error('body too large'))
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })
}

/** `--name=value` from the command line, else the environment variable. */
function setting(name: string, env: string): string | undefined {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`))
  return flag?.slice(name.length + 3) ?? process.env[env]
}

// `tsx e2e/support/provider-stand-in.ts --port=… --variant=minimal --key=…`; Playwright starts
// it as a web server (playwright.config.ts).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const variant = setting('variant', 'STANDIN_VARIANT') ?? 'minimal'
  if (!isVariant(variant)) {
    console.error(`--variant must be full or minimal, not ${variant}`)
    process.exit(2)
  }
  const apiKey = setting('key', 'STANDIN_API_KEY')
  void startProviderStandIn({
    port: Number(setting('port', 'STANDIN_PORT') ?? 0),
    variant,
    ...(apiKey ? { apiKey } : {}),
  }).then(({ url }) => console.log(`Provider stand-in (${variant}) on ${url}`))
}
