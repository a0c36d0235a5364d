import http from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sirv from 'sirv'
import { createBenchFloor, isBenchFloorPath } from './bench-floor'
import { createFirstViewHandler, type FirstViewRenderer } from './first-view'
import { createApiProxy } from './proxy'
import { inlineStyleHashes, securityHeaders } from './security-headers'
import type { Upstream } from './upstream'

/**
 * The production server: the built app from `dist/`, the API proxy under `/api`, and security
 * headers on everything it serves itself.
 */
export function createAppServer(options: {
  distDir: string
  upstream: Pick<Upstream, 'baseUrl' | 'apiKey' | 'kind'>
  timeoutMs?: number
  /** Serve `npm run bench`'s floor page (server/bench-floor.ts); off unless asked for. */
  benchFloor?: boolean
  /** Writes the content pages' first view (server/first-view.ts); without it, the plain shell. */
  firstView?: FirstViewRenderer
  /** How long a first view waits for the service before leaving the answers to the browser. */
  firstViewWaitMs?: number
  /** First views rendered at once; more requests get the plain shell. */
  firstViewMaxConcurrent?: number
}): http.Server {
  if (!existsSync(path.join(options.distDir, 'index.html')))
    throw new Error(`No build in ${options.distDir}: run \`npm run build\` first.`)

  const proxy = createApiProxy({
    baseUrl: options.upstream.baseUrl,
    apiKey: options.upstream.apiKey,
    timeoutMs: options.timeoutMs,
  })
  const upstreamOrigin = new URL(options.upstream.baseUrl).origin
  // The embedded service serves its own images; a remote one uses CDN hosts that are not known
  // in advance, so any https image is allowed there.
  const imageOrigins =
    options.upstream.kind === 'embedded' ? [upstreamOrigin] : [upstreamOrigin, 'https:']
  const shell = readFileSync(path.join(options.distDir, 'index.html'), 'utf8')
  const headers = securityHeaders(imageOrigins, inlineStyleHashes(shell))

  const files = sirv(options.distDir, {
    single: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      // Only content-hashed files may be cached for good; index.html must be revalidated so a
      // new deployment is picked up.
      res.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })

  const floor = options.benchFloor ? createBenchFloor(options.upstream) : undefined
  const firstView = options.firstView
    ? createFirstViewHandler({
        shell,
        renderer: options.firstView,
        apiKey: options.upstream.apiKey,
        waitMs: options.firstViewWaitMs,
        maxConcurrent: options.firstViewMaxConcurrent,
      })
    : undefined

  let reportedMissingFile = false
  return http.createServer((req, res) => {
    if (floor && isBenchFloorPath(req.url)) {
      setHeaders(res, headers)
      void floor(req, res)
      return
    }
    proxy(req, res, () => {
      setHeaders(res, headers)
      const serveFile = () => {
        // sirv lists the build once at start and streams files without an error handler: a
        // file removed since (a rebuild into the same folder) would crash the whole server.
        // That request ends unfinished instead, and the server says why once.
        res.once('pipe', (source: NodeJS.ReadableStream) => {
          source.once('error', (err: Error) => {
            if (!reportedMissingFile) {
              reportedMissingFile = true
              console.error(
                `A built file could not be read (${err.message}): was ${options.distDir} rebuilt while the server runs? Restart it.`,
              )
            }
            res.destroy()
          })
        })
        files(req, res, () => {
          res.statusCode = 404
          res.end('Not found')
        })
      }
      if (firstView?.wants(req)) {
        void firstView.handle(req, res, serveFile)
      } else serveFile()
    })
  })
}

function setHeaders(res: http.ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}
