import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createAppServer } from './app-server'
import { benchFloorEnabled } from './bench-floor'
import { loadConfig } from './config'
import { loadFirstViewRenderer } from './first-view'
import { resolveUpstream } from './upstream'

// `npm run serve`: the production server on PORT (default 8080). React and the router pick
// their production builds for the first views from this, before either is loaded.
process.env.NODE_ENV ??= 'production'
const root = process.cwd()
const upstream = await resolveUpstream(loadConfig(root)).catch((err: Error) => {
  console.error(`DDS Explorer cannot start: ${err.message}`)
  process.exit(1)
})
const distDir = path.resolve(root, process.env.DDS_OUT_DIR ?? 'dist')
// DDS_FIRST_VIEW=0 serves the plain shell only (every page then renders in the browser).
const firstView =
  process.env.DDS_FIRST_VIEW === '0'
    ? undefined
    : await loadFirstViewRenderer(distDir).catch((err: Error) => {
        console.error(`Pages render in the browser only: ${err.message}`)
        return undefined
      })
const server = createAppServer({
  distDir,
  upstream,
  benchFloor: benchFloorEnabled(),
  // How long one upstream call may take (30 s when unset); the fault-matrix tests set it short.
  timeoutMs: Number(process.env.DDS_UPSTREAM_TIMEOUT_MS) || undefined,
  firstView,
  firstViewWaitMs: Number(process.env.DDS_FIRST_VIEW_WAIT_MS) || undefined,
})
const port = Number(process.env.PORT ?? 8080)
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  const { port: actual } = server.address() as AddressInfo
  console.log(`DDS Explorer is running: open http://localhost:${actual}/`)
  console.log(upstream.description)
})
server.on('error', (err: NodeJS.ErrnoException) => {
  console.error(
    err.code === 'EADDRINUSE'
      ? `Port ${port} is in use: set PORT to another port, e.g. PORT=8081 npm run serve`
      : `Server error: ${err.message}`,
  )
  process.exit(1)
})
const stop = () => {
  server.close()
  void upstream.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
