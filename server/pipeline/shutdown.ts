import type http from 'node:http'
import type { Lifecycle } from './lifecycle'
import type { Logger } from './log'

/** How often idle kept-alive connections are closed while draining. */
const SWEEP_MS = 200

/**
 * Graceful shutdown on SIGTERM and SIGINT: stop accepting connections, let requests in flight
 * finish within `graceMs` (readiness says "draining" meanwhile, and every answer closes its
 * connection), then close whatever is left, run `cleanup` and exit 0. A second signal cuts the
 * wait short.
 */
export function drainOnSignals(
  server: http.Server,
  options: {
    lifecycle: Lifecycle
    graceMs: number
    log: Logger
    cleanup: () => Promise<void>
    exit?: (code: number) => void
  },
): void {
  const { lifecycle, log } = options
  const exit = options.exit ?? ((code: number) => process.exit(code))
  let forceClose: (() => void) | undefined

  const onSignal = (signal: NodeJS.Signals) => {
    if (forceClose) {
      log.warn({ signal, inFlight: lifecycle.inFlight }, 'second signal: closing every connection')
      forceClose()
      return
    }
    lifecycle.beginDrain()
    log.info(
      { signal, inFlight: lifecycle.inFlight, graceS: options.graceMs / 1000 },
      'shutting down: finishing requests in flight',
    )
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS)
    const grace = setTimeout(() => {
      log.warn({ inFlight: lifecycle.inFlight }, 'grace period over: closing every connection')
      server.closeAllConnections()
    }, options.graceMs)
    forceClose = () => {
      clearTimeout(grace)
      server.closeAllConnections()
    }
    server.close(() => {
      clearInterval(sweep)
      clearTimeout(grace)
      void options
        .cleanup()
        .catch((err: unknown) => log.error({ err }, 'cleanup at shutdown failed'))
        .finally(() => {
          log.info('stopped')
          exit(0)
        })
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
