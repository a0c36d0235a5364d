import type http from 'node:http'
import type { Lifecycle } from './lifecycle'
import type { Logger } from './log'

/** How often idle kept-alive connections are closed, and the work in flight looked at. */
const SWEEP_MS = 200

/**
 * Graceful shutdown. On SIGTERM (what an orchestrator or balancer's host sends) the server
 * drains visibly for `graceMs`: it keeps listening, so probes see `/readyz` answer "draining"
 * and the balancer moves new work elsewhere; new page and API requests get 503 with
 * Retry-After (server/pipeline/draining.ts); requests in flight finish; every answer closes its
 * connection. When the grace period is over, whatever is left is closed, `cleanup` runs and
 * the process exits 0. SIGINT (Ctrl-C at a terminal, where no balancer is watching) drains the
 * same way but stops as soon as nothing is in flight. A second signal stops at once.
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
  let stop: ((why: 'idle' | 'grace' | 'signal') => void) | undefined

  const onSignal = (signal: NodeJS.Signals) => {
    if (stop) {
      log.warn({ signal, inFlight: lifecycle.inFlight }, 'second signal: closing every connection')
      stop('signal')
      return
    }
    lifecycle.beginDrain()
    log.info(
      { signal, inFlight: lifecycle.inFlight, graceS: options.graceMs / 1000 },
      'shutting down: finishing requests in flight',
    )
    const stopWhenIdle = signal === 'SIGINT'
    const sweep = setInterval(() => {
      server.closeIdleConnections()
      if (stopWhenIdle && lifecycle.inFlight === 0) stop?.('idle')
    }, SWEEP_MS)
    const grace = setTimeout(() => stop?.('grace'), options.graceMs)
    let stopped = false
    stop = (why) => {
      if (stopped) return
      stopped = true
      clearInterval(sweep)
      clearTimeout(grace)
      if (why === 'grace' && lifecycle.inFlight > 0)
        log.warn({ inFlight: lifecycle.inFlight }, 'grace period over: closing every connection')
      server.close(() => {
        void options
          .cleanup()
          .catch((err: unknown) => log.error({ err }, 'cleanup at shutdown failed'))
          .finally(() => {
            log.info('stopped')
            exit(0)
          })
      })
      server.closeAllConnections()
    }
    server.closeIdleConnections()
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
