import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createAppServer } from './pipeline/app-server'
import { ConfigError, loadConfig, type ServerConfig } from './pipeline/config'
import { loadFirstViewRenderer } from './pipeline/pages/first-view'
import { createLifecycle } from './pipeline/lifecycle'
import { createLogger } from './pipeline/log'
import { drainOnSignals } from './pipeline/shutdown'
import { RateLimiterRedis } from 'rate-limiter-flexible'
import { AuthSetupError, createAuth, type AuthStage } from './pipeline/auth/auth'
import { OIDC_START_LIMITS } from './pipeline/auth/oidc'
import { readAccounts } from './pipeline/auth/users-file'
import { creditsOf } from '../src/api/endpoints'
import { createLimits } from './pipeline/limits/limits'
import {
  createResponseCache,
  memoryCacheBackend,
  storeCacheBackend,
} from './pipeline/proxy/response-cache'
import { createMemoryStore } from './store/memory-store'
import { warnWithoutPersistence } from './store/redis-persistence'
import { createRedisStore } from './store/redis-store'
import { resolveUpstream, type Upstream } from './pipeline/proxy/upstream'
import { createRequestRate } from './pipeline/limits/request-rate'
import { openWorkspaceDatabase, type WorkspaceDatabase } from './workspace/database'
import { createRepository } from './workspace/repository'
import { createWorkspaceRoutes } from './workspace/routes'

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
// Saved work: PostgreSQL with DDS_DATABASE_URL, else the embedded file; migrated at start,
// while the upstream starts.
const opening = openWorkspaceDatabase({
  dataDir: config.workspace.dataDir,
  ...(config.workspace.databaseUrl ? { url: config.workspace.databaseUrl } : {}),
}).catch((err: Error) => {
  log.fatal(`DDS Explorer cannot start: ${err.message}`)
  process.exit(1)
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
// Sessions, counters, usage and cached answers: in Redis for several instances, else here.
const store = config.redisUrl ? createRedisStore(config.redisUrl) : createMemoryStore()
// A Redis that keeps nothing on disk forgets sessions and allowances when it restarts: say so.
if (store.kind === 'redis') warnWithoutPersistence(store, (message) => log.warn(message))
const cache =
  config.cacheTtlMs > 0
    ? createResponseCache({
        ttlMs: config.cacheTtlMs,
        backend:
          store.kind === 'redis'
            ? storeCacheBackend(store)
            : memoryCacheBackend(config.cacheMaxBytes),
        onBackendError: (err) => log.warn({ err }, 'response cache unavailable'),
      })
    : undefined
let auth: AuthStage
try {
  auth = createAuth({
    mode: config.auth.mode,
    store,
    log,
    trustedProxies: config.trustedProxies,
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    sessionTtlH: config.auth.sessionTtlH,
    usersFile: config.auth.usersFile,
    ...(config.auth.oidc ? { oidc: config.auth.oidc } : {}),
    header: config.auth.header,
    admins: config.auth.admins,
    // None mode names readers by address; a proxy's X-Forwarded-For is believed only when the
    // operator named the proxies.
    ...(config.trustedProxiesSet ? { forwardedForProxies: config.trustedProxies } : {}),
    // Sign-ins started counted across instances when they share Redis (failed sign-ins are
    // counted in the store by the auth stage itself).
    ...(store.kind === 'redis'
      ? {
          startLimiter: new RateLimiterRedis({
            storeClient: store.redisClient,
            useRedisPackage: true,
            ...OIDC_START_LIMITS,
          }),
        }
      : {}),
  })
} catch (err) {
  if (!(err instanceof AuthSetupError)) throw err
  log.fatal(`DDS Explorer cannot start: ${err.message}`)
  process.exit(1)
}
if (config.auth.mode === 'password' && (await readAccounts(config.auth.usersFile)).size === 0)
  log.warn(
    `No accounts in ${config.auth.usersFile}: add one with \`npm run users -- add NAME --admin\``,
  )
const { costs, ...allowances } = config.limits
const limits = createLimits({
  store,
  ...allowances,
  costOf: (path) => (Object.hasOwn(costs, path) ? (costs[path] ?? 1) : creditsOf(path)),
})
const workspaceDb: WorkspaceDatabase = await opening
const server = createAppServer({
  distDir,
  upstream,
  benchFloor: config.benchFloor,
  timeoutMs: config.upstreamTimeoutMs,
  upstreamConnections: config.upstreamConnections,
  userUpstreamConnections: config.userUpstreamConnections,
  upstreamQueue: config.upstreamQueue,
  firstView,
  firstViewWaitMs: config.firstViewWaitMs,
  cache,
  auth,
  identityHeader: config.auth.header,
  limits,
  readinessChecks: [
    ...(store.kind === 'redis' ? [{ name: 'redis', run: () => store.ping() }] : []),
    { name: 'database', run: () => workspaceDb.ping() },
  ],
  workspace: createWorkspaceRoutes({
    repository: createRepository(workspaceDb.db),
    auth,
    writeRate: createRequestRate(store, config.limits.rate, 'workspace'),
    log,
  }),
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
  log.info(workspaceDb.description)
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
  cleanup: async () => {
    await upstream.close()
    await store.close()
    await workspaceDb.close()
  },
})
