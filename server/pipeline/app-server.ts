import http from 'node:http'
import sirv from 'sirv'
import { logAccess } from './access-log'
import { createBenchFloor, isBenchFloorPath } from './pages/bench-floor'
import { refuseWhileDraining } from './draining'
import { createFirstViewHandler, type FirstViewRenderer } from './pages/first-view'
import { createShellHandler, isShellRequest, readLocaleShells } from './pages/locale-shells'
import { createHealth, upstreamCheck, type ReadinessCheck } from './health'
import { AppResponse } from './http/app-response'
import { hostCheck } from './http/host-check'
import { createLifecycle, type Lifecycle } from './lifecycle'
import { silentLogger, type Logger } from './log'
import { DEFAULT_TRUSTED_PROXIES, requestScheme, trustedPeers } from './http/net-address'
import type { AuthStage } from './auth/auth'
import { clientAddress } from './auth/client-address'
import { internalCallAddress } from './auth/internal-call'
import type { Limits } from './limits/limits'
import { createApiProxy } from './proxy/proxy'
import { spendingOf } from './proxy/spending'
import { createUsageRoutes } from './usage-routes'
import { assignRequestId, requestLog } from './request-id'
import type { ResponseCache } from './proxy/response-cache'
import {
  inlineStyleHashes,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from './http/security-headers'
import type { Upstream } from './proxy/upstream'

/** How long a client may take to send its request headers, and its whole request. */
const HEADERS_TIMEOUT_MS = 10_000
const REQUEST_TIMEOUT_MS = 30_000

/**
 * The production server: the built app from `dist/`, the API proxy under `/api`, and security
 * headers on everything it serves itself. One pipeline per request, in stages: access log →
 * health (answered for any host, for load balancers) → host check → headers → the API proxy,
 * a first view, or a built file.
 */
export function createAppServer(options: {
  distDir: string
  upstream: Pick<Upstream, 'baseUrl' | 'apiKey' | 'kind'>
  timeoutMs?: number
  /** Upstream calls in flight at once, and how many more may wait for a turn (then 503). */
  upstreamConnections?: number
  userUpstreamConnections?: number
  upstreamQueue?: number
  /** Where GET answers are kept and shared; none: every call goes to the upstream. */
  cache?: ResponseCache
  /** Who is asking (server/pipeline/auth/); none: no sessions, no sign-in. */
  auth?: AuthStage
  /** Header mode: the header the auth proxy names the user in (first views pass it on). */
  identityHeader?: string
  /** What each user may spend (server/pipeline/limits/); none: no limits. */
  limits?: Limits
  /** Further readiness checks (the shared store). */
  readinessChecks?: readonly ReadinessCheck[]
  log?: Logger
  /** Shared with the shutdown handler (server/pipeline/shutdown.ts). */
  lifecycle?: Lifecycle
  /** Host names answered besides loopback names from this machine (server/pipeline/http/host-check.ts). */
  allowedHosts?: readonly string[]
  /** The address people open; https turns on Strict-Transport-Security. */
  publicUrl?: URL
  /** Peers whose X-Forwarded-Proto is believed (addresses or CIDR ranges). */
  trustedProxies?: readonly string[]
  /** Serve `npm run bench`'s floor page (server/pipeline/pages/bench-floor.ts); off unless asked for. */
  benchFloor?: boolean
  /** Writes the content pages' first view (server/pipeline/pages/first-view.ts); without it, the plain shell. */
  firstView?: FirstViewRenderer
  /** How long a first view waits for the service before leaving the answers to the browser. */
  firstViewWaitMs?: number
  /** First views rendered at once; more requests get the plain shell. */
  firstViewMaxConcurrent?: number
  /** `/api/workspace/…`, answered after the session stage (server/workspace/routes.ts). */
  workspace?: {
    handles(req: http.IncomingMessage): boolean
    handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>
    /** The language kept with the reader's account, for the pages this server writes. */
    accountLocale?(req: http.IncomingMessage): Promise<'en' | 'de' | undefined>
  }
}): http.Server {
  // Every language's shell, read now: a missing build (or language) stops the start, naming
  // `npm run build`.
  const shells = readLocaleShells(options.distDir)
  const log = options.log ?? silentLogger
  const lifecycle = options.lifecycle ?? createLifecycle()
  const proxy = createApiProxy({
    baseUrl: options.upstream.baseUrl,
    apiKey: options.upstream.apiKey,
    timeoutMs: options.timeoutMs,
    concurrency: options.upstreamConnections,
    perUserConcurrency: options.userUpstreamConnections,
    maxQueue: options.upstreamQueue,
    cache: options.cache,
    ...(options.limits ? { spending: spendingOf(options.limits) } : {}),
    log,
  })
  const usage = options.limits
    ? createUsageRoutes({
        limits: options.limits,
        log,
        ...(options.auth ? { auth: options.auth } : {}),
      })
    : undefined
  const health = createHealth({
    checks: [upstreamCheck(options.upstream), ...(options.readinessChecks ?? [])],
    draining: () => lifecycle.draining,
    log,
  })
  const allowHost = hostCheck(options.allowedHosts ?? [])
  const fromTrustedProxy = trustedPeers(options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES)
  const reachedOverHttps = (req: http.IncomingMessage): boolean =>
    requestScheme(req, { publicUrl: options.publicUrl, trustedPeer: fromTrustedProxy }) === 'https:'
  const upstreamOrigin = new URL(options.upstream.baseUrl).origin
  // The embedded service serves its own images; a remote one uses CDN hosts that are not known
  // in advance, so any https image is allowed there.
  const imageOrigins =
    options.upstream.kind === 'embedded' ? [upstreamOrigin] : [upstreamOrigin, 'https:']
  // The shells' inline stylesheets are hashed once: every page's policy names them.
  const styleHashes = [...new Set(Object.values(shells).flatMap(inlineStyleHashes))]
  const headers = securityHeaders(imageOrigins, styleHashes)

  const accountLocale = (req: http.IncomingMessage) =>
    options.workspace?.accountLocale?.(req) ?? Promise.resolve(undefined)
  // The app's addresses get the shell of the reader's language (locale-shells.ts); the files
  // server answers files only.
  const shellPage = createShellHandler({ shells, accountLocale })
  const files = sirv(options.distDir, {
    single: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      // Only content-hashed files may be cached for good; the rest (favicon, robots.txt) must be
      // revalidated so a new deployment is picked up.
      res.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })

  const floor = options.benchFloor ? createBenchFloor(options.upstream) : undefined
  const firstView = options.firstView
    ? createFirstViewHandler({
        shells,
        renderer: options.firstView,
        apiKey: options.upstream.apiKey,
        waitMs: options.firstViewWaitMs,
        maxConcurrent: options.firstViewMaxConcurrent,
        underPressure: () => proxy.underPressure() || lifecycle.draining,
        mayRender: async (req) => {
          // The sign-in form asks the service nothing, and a signed-out reader has no allowance
          // to spend from: it is written for everyone, so it works before the app (or without).
          if (new URL(req.url ?? '/', 'http://first-view.invalid').pathname === '/sign-in')
            return true
          if (!options.limits) return true
          const who = await options.auth?.identify(req)
          if (options.auth && !who) return false
          const spent = await options.limits.usageOf(who?.user ?? `ip:${req.socket.remoteAddress}`)
          return (
            spent.calls.used < spent.calls.limit &&
            spent.credits.used < spent.credits.limit &&
            spent.team.used < spent.team.limit
          )
        },
        clientAddress: (req) => clientAddress(req, fromTrustedProxy),
        accountLocale,
        ...(options.auth?.mode === 'header' && options.identityHeader
          ? { identityHeader: options.identityHeader }
          : {}),
        policy: (nonce) =>
          securityHeaders(imageOrigins, styleHashes, nonce)['content-security-policy'] ?? '',
        log,
      })
    : undefined

  let reportedMissingFile = false
  const server = http.createServer(
    {
      // Its writeHead keeps Set-Cookie off every 5xx, whichever stage set it.
      ServerResponse: AppResponse,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // How often the two limits above are checked (Node's default is every 30 s).
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      // A trusted proxy's id is kept, and so is a page's on the renderer's own calls, so their
      // lines join the page's.
      assignRequestId(
        req,
        res,
        fromTrustedProxy(req.socket.remoteAddress) || internalCallAddress(req) !== undefined,
      )
      logAccess(log, req, res)
      lifecycle.requestStarted()
      res.once('close', lifecycle.requestEnded)
      // While draining, every answer closes its connection, so kept-alive clients move on.
      if (lifecycle.draining) res.setHeader('connection', 'close')
      if (health.handles(req)) {
        void health.handle(req, res)
        return
      }
      const host = allowHost(req)
      if (!host.ok) {
        req.resume()
        const text = `This server does not answer for the host name "${host.host.slice(0, 200)}". Open it at its own address.\n`
        res.writeHead(421, {
          'content-type': 'text/plain; charset=utf-8',
          'content-length': Buffer.byteLength(text),
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        })
        res.end(text)
        return
      }
      if (reachedOverHttps(req))
        res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY)
      setHeaders(res, headers)
      if (lifecycle.draining && refuseWhileDraining(req, res)) return
      void (async () => {
        if (options.auth && (await options.auth.handle(req, res))) return
        if (usage?.handles(req)) return usage.handle(req, res)
        if (options.workspace?.handles(req)) return options.workspace.handle(req, res)
        serve(req, res)
      })().catch((err: unknown) => {
        requestLog(req, log).error({ err }, 'request failed')
        if (!res.headersSent) {
          res.statusCode = 500
          res.end()
        } else res.destroy()
      })
    },
  )

  /** After the session stage: the bench floor, the API proxy, a first view or a built file. */
  function serve(req: http.IncomingMessage, res: http.ServerResponse) {
    if (floor && isBenchFloorPath(req.url)) {
      void floor(req, res)
      return
    }
    proxy.handle(req, res, () => {
      const serveFile = () => {
        // sirv lists the build once at start and streams files without an error handler: a
        // file removed since (a rebuild into the same folder) would crash the whole server.
        // That request ends unfinished instead, and the server says why once.
        res.once('pipe', (source: NodeJS.ReadableStream) => {
          source.once('error', (err: Error) => {
            if (!reportedMissingFile) {
              reportedMissingFile = true
              requestLog(req, log).error(
                { err },
                `A built file could not be read: was ${options.distDir} rebuilt while the server runs? Restart it.`,
              )
            }
            res.destroy()
          })
        })
        // Pages and files are read, never written to.
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          req.resume()
          res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
          res.end('Pages and files are read with GET.\n')
          return
        }
        if (isShellRequest(req)) {
          shellPage(req, res).catch((err: unknown) => {
            requestLog(req, log).error({ err }, 'the page could not be sent')
            if (!res.headersSent) {
              res.statusCode = 500
              res.end()
            } else res.destroy()
          })
          return
        }
        files(req, res, () => {
          res.statusCode = 404
          res.end('Not found')
        })
      }
      if (firstView?.wants(req)) {
        void firstView.handle(req, res, serveFile)
      } else serveFile()
    })
  }
  server.once('close', proxy.close)
  return server
}

function setHeaders(res: http.ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}
