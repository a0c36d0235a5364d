import { ENDPOINTS } from '../../src/api/endpoints'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson } from './http/json-response'
import type { Logger } from './log'

/**
 * Health for load balancers and orchestrators, Kubernetes-style. `/healthz`: the process is up
 * and answering. `/readyz`: it can serve: the upstream answered a cheap call in time (and, as
 * they are added, every other store it needs). Both answer JSON, 200 or 503, never the app's
 * page. A readiness answer is reused for a moment, so probes cannot multiply upstream calls.
 */
export interface ReadinessCheck {
  name: string
  /** Resolves with nothing when fine; throws or rejects with the reason when not. */
  run(signal: AbortSignal): Promise<void>
}

const CHECK_TIMEOUT_MS = 2_000
const REUSE_MS = 2_000

export function createHealth(options: {
  checks: readonly ReadinessCheck[]
  /** True once shutdown has begun: not ready, so the balancer sends new work elsewhere. */
  draining: () => boolean
  log: Logger
}) {
  const startedAt = Date.now()
  let last: { at: number; result: Promise<Readiness> } | undefined
  let wasReady: boolean | undefined

  const readiness = (): Promise<Readiness> => {
    if (last && Date.now() - last.at < REUSE_MS) return last.result
    const result = runChecks(options.checks).then((r) => {
      if (wasReady !== r.ready) {
        if (r.ready) options.log.info({ checks: r.checks }, 'ready')
        else options.log.warn({ checks: r.checks }, 'not ready')
        wasReady = r.ready
      }
      return r
    })
    last = { at: Date.now(), result }
    return result
  }

  const handles = (req: IncomingMessage): boolean => {
    const path = (req.url ?? '').split('?')[0]
    return path === '/healthz' || path === '/readyz'
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.resume()
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { status: 'method not allowed' }, { allow: 'GET, HEAD' })
      return
    }
    if ((req.url ?? '').startsWith('/healthz')) {
      sendJson(res, 200, { status: 'ok', uptimeS: Math.round((Date.now() - startedAt) / 1000) })
      return
    }
    if (options.draining()) {
      sendJson(res, 503, { status: 'draining' })
      return
    }
    const r = await readiness()
    sendJson(res, r.ready ? 200 : 503, {
      status: r.ready ? 'ready' : 'not ready',
      checks: r.checks,
    })
  }

  return { handles, handle }
}

interface Readiness {
  ready: boolean
  checks: Record<string, { ok: true; ms: number } | { ok: false; ms: number; error: string }>
}

async function runChecks(checks: readonly ReadinessCheck[]): Promise<Readiness> {
  const entries = await Promise.all(
    checks.map(async (check) => {
      const started = performance.now()
      const ms = () => Math.round(performance.now() - started)
      try {
        await check.run(AbortSignal.timeout(CHECK_TIMEOUT_MS))
        return [check.name, { ok: true as const, ms: ms() }] as const
      } catch (err) {
        const error =
          err instanceof DOMException && err.name === 'TimeoutError'
            ? `no answer within ${CHECK_TIMEOUT_MS} ms`
            : err instanceof Error
              ? err.message
              : String(err)
        return [check.name, { ok: false as const, ms: ms(), error }] as const
      }
    }),
  )
  return { ready: entries.every(([, r]) => r.ok), checks: Object.fromEntries(entries) }
}

/**
 * The upstream is ready when a zero-credit call (the consumer-insight search costs nothing,
 * docs/service-contract.md) answers 2xx with this server's key: a refused key is as unready as no service.
 */
export function upstreamCheck(upstream: { baseUrl: string; apiKey: string }): ReadinessCheck {
  return {
    name: 'upstream',
    async run(signal) {
      const cause = (err: unknown) => {
        const code = (err as { cause?: { code?: string } }).cause?.code
        return code ?? (err instanceof Error ? err.message : String(err))
      }
      const res = await fetch(
        `${upstream.baseUrl}${ENDPOINTS.consumerInsights.path}?q=ready&size=1`,
        {
          headers: { 'x-api-key': upstream.apiKey, accept: 'application/json' },
          signal,
        },
      ).catch((err: unknown) => {
        if (signal.aborted) throw signal.reason
        throw new Error(`not reachable (${cause(err)})`)
      })
      await res.arrayBuffer().catch(() => undefined)
      if (!res.ok) throw new Error(`answered ${res.status}`)
    },
  }
}
