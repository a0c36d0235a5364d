import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createAppServer } from './app-server'
import { ConfigError, loadConfig, type ServerConfig } from './config'
import { loadFirstViewRenderer } from './first-view'
import { createLifecycle } from './lifecycle'
import { createLogger } from './log'
import { drainOnSignals } from './shutdown'
import { createResponseCache, memoryCacheBackend } from './response-cache'
import { resolveUpstream, type Upstream } from './upstream'

// `npm run serve`: the production server on PORT (default 8080). React and the router pick
// their production builds for the first views from this, before either is loaded.
process.env.NODE_ENV ??= 'production'
const root = process.cwd()

let config: ServerConfig
try {
  config = loadConfig(root)
} catch (err) {
  if (!(err instanceof ConfigError)) throw err
  console.error(`DDS Explorer cannot start:\n${err.message}`)
  process.exit(1)
}
// The embedded service's key is known only once it has started; it is masked from then on.
const secrets = [config.apiKey ?? '']
const log = createLogger({
  level: config.logLevel,
  format: config.logFormat,
  secrets: () => secrets,
})
const upstream: Upstream = await resolveUpstream(config).catch((err: Error) => {
  log.fatal(`DDS Explorer cannot start: ${err.message}`)
  process.exit(1)
})
secrets.push(upstream.apiKey)
const distDir = path.resolve(root, config.outDir)
// DDS_FIRST_VIEW=0 serves the plain shell only (every page then renders in the browser).
const firstView = config.firstView
  ? await loadFirstViewRenderer(distDir).catch((err: Error) => {
      log.error(`Pages render in the browser only: ${err.message}`)
      return undefined
    })
  : undefined
const lifecycle = createLifecycle()
const cache =
  config.cacheTtlMs > 0
    ? createResponseCache({
        ttlMs: config.cacheTtlMs,
        backend: memoryCacheBackend(config.cacheMaxBytes),
      })
    : undefined
const server = createAppServer({
  distDir,
  upstream,
  benchFloor: config.benchFloor,
  timeoutMs: config.upstreamTimeoutMs,
  upstreamConnections: config.upstreamConnections,
  upstreamQueue: config.upstreamQueue,
  firstView,
  firstViewWaitMs: config.firstViewWaitMs,
  cache,
  log,
  lifecycle,
  allowedHosts: config.allowedHosts,
  publicUrl: config.publicUrl,
  trustedProxies: config.trustedProxies,
})
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo
  const shown = config.publicUrl?.href ?? `http://localhost:${port}/`
  log.info({ port, host: config.host }, `DDS Explorer is running: open ${shown}`)
  log.info(upstream.description)
})
server.on('error', (err: NodeJS.ErrnoException) => {
  log.fatal(
    err.code === 'EADDRINUSE'
      ? `Port ${config.port} is in use: set PORT to another port, e.g. PORT=8081 npm run serve`
      : `Server error: ${err.message}`,
  )
  process.exit(1)
})
drainOnSignals(server, {
  lifecycle,
  graceMs: config.shutdownGraceMs,
  log,
  cleanup: () => upstream.close(),
})
