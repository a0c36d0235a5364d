import type { IncomingMessage } from 'node:http'
import type { Limits } from '../limits/limits'
import type { Refusal } from '../limits/refusal'
import type { Spending, SpendingRefusal } from './proxy'
import { requestFacts } from '../http/request-facts'

/**
 * The limits (server/pipeline/limits/) as the proxy asks them, for the user the session stage named
 * (server/pipeline/auth/; `ip:<address>` in none mode). A refusal is noted for the access line.
 */
export function spendingOf(limits: Limits): Spending {
  const userOf = (req: IncomingMessage) =>
    requestFacts(req).user ?? `ip:${req.socket.remoteAddress ?? 'unknown'}`
  const asked = (req: IncomingMessage, target: { path: string; query: string }) => ({
    path: target.path,
    query: new URLSearchParams(target.query.startsWith('?') ? target.query.slice(1) : target.query),
    method: req.method ?? 'GET',
  })
  const refused = (req: IncomingMessage, refusal: Refusal): SpendingRefusal => {
    requestFacts(req).refused = refusal.reason
    return {
      status: refusal.status,
      body: { ...refusal.body },
      ...(refusal.retryAfterS !== undefined ? { retryAfterS: refusal.retryAfterS } : {}),
    }
  }
  return {
    async admit(req, target) {
      const outcome = await limits.admit(userOf(req), asked(req, target))
      return outcome.ok ? undefined : refused(req, outcome)
    },
    async reserve(req, target) {
      const outcome = await limits.reserve(userOf(req), asked(req, target))
      if (!outcome.ok) return { refusal: refused(req, outcome) }
      const { charge } = outcome
      return {
        credits: charge.credits,
        ...(charge.creditsUsed !== undefined ? { creditsUsed: charge.creditsUsed } : {}),
        // A refund that fails leaves the credits spent: the safe side for the team's key.
        refund: () => void charge.refund().catch(() => undefined),
        cancel: () => void charge.cancel().catch(() => undefined),
      }
    },
  }
}
