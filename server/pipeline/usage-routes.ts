import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AuthStage } from './auth/auth'
import { sendJson } from './http/json-response'
import type { Limits } from './limits/limits'
import { silentLogger, type Logger } from './log'
import { requestLog } from './request-id'

/**
 * What the signed-in user has spent today (`GET /api/usage`, the header's meter), and for admins
 * the team's last 30 days with each person's daily limits (`GET /api/admin/usage`). Answered by
 * this server, never forwarded.
 */
export function createUsageRoutes(options: { auth?: AuthStage; limits: Limits; log?: Logger }) {
  const log = options.log ?? silentLogger
  const handles = (req: IncomingMessage): boolean => {
    const path = (req.url ?? '').split('?')[0]
    return path === '/api/usage' || path === '/api/admin/usage'
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.resume()
    if (req.method !== 'GET') return sendJson(res, 405, { title: 'GET only' }, { allow: 'GET' })
    const who = (await options.auth?.identify(req)) ?? {
      user: `ip:${req.socket.remoteAddress ?? 'unknown'}`,
      admin: false,
      signedIn: false,
    }
    try {
      if ((req.url ?? '').startsWith('/api/admin/')) {
        if (!who.admin)
          return sendJson(res, 403, {
            title: 'Admins only',
            detail: 'The team’s usage is shown to administrators.',
          })
        const { settings } = options.limits
        return sendJson(res, 200, {
          days: await options.limits.usageReport(30),
          limits: {
            calls: settings.userDailyCalls,
            credits: settings.userDailyCredits,
            questions: settings.userDailyQuestions,
            teamCredits: settings.teamDailyCredits,
          },
        })
      }
      const usage = await options.limits.usageOf(who.user)
      return sendJson(res, 200, {
        user: who.user,
        admin: who.admin,
        signedIn: who.signedIn,
        mode: options.auth?.mode ?? 'none',
        ...usage,
      })
    } catch (err) {
      requestLog(req, log).warn({ err }, 'usage could not be read')
      return sendJson(
        res,
        503,
        { title: 'Usage unavailable', detail: 'Usage cannot be read right now.' },
        { 'retry-after': '5' },
      )
    }
  }
  return { handles, handle }
}
