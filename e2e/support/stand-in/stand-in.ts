import { listAnswer, reportLinksAnswer, statisticDataAnswer } from './content-answers'
import { LIST_ENDPOINTS } from './content-items'
import { indicatorDataAnswer, indicatorSearchAnswer } from './indicator-answers'
import { ProviderFailure, type StandInAnswer, type StandInRequest } from './model'
import { reportFileAnswer } from './report-files'
import { createResearch } from './research-answers'
import { dataTableAnswer, questionSearchAnswer } from './survey-answers'

/**
 * The stand-in's answers, apart from HTTP: a request in, an answer out. The server
 * (../provider-stand-in.ts) is a thin layer over this; the unit test calls it through that
 * server. Failures are the provider's plain `{ "message": … }` bodies.
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 429, 500] as const

const ERROR_MESSAGES: Record<(typeof ERROR_STATUSES)[number], string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

/** Seconds a 429 asks the client to wait. */
export const RETRY_AFTER_S = 2

const TRIGGER = /__status_(\d{3})/

export interface StandInOptions {
  /** The key the stand-in accepts, in `x-api-key` or `Authorization: Bearer`. */
  apiKey: string
  /** The clock: items are dated before it, research jobs stamped with it. */
  now?: () => Date
}

export function createStandIn(options: StandInOptions) {
  const now = options.now ?? (() => new Date())
  const startedAt = now()
  const research = createResearch(now)

  const routes: Record<string, (req: StandInRequest) => unknown> = {
    ...Object.fromEntries(
      LIST_ENDPOINTS.map((endpoint) => [
        endpoint.path,
        (req: StandInRequest) => listAnswer(endpoint, req, startedAt),
      ]),
    ),
    '/v1/search/consumer-insights': (req) => questionSearchAnswer(req, startedAt),
    '/v1/search/market-insights/indicators': indicatorSearchAnswer,
    '/v1/data/consumer-insights': (req) => dataTableAnswer(req, startedAt),
    '/v1/data/statistic': (req) => statisticDataAnswer(req, startedAt),
    '/v1/data/market-insights/indicator': indicatorDataAnswer,
    '/v1/data/reports': reportLinksAnswer,
    '/v1/research-ai/answer': research.answer,
  }

  async function handle(req: StandInRequest): Promise<StandInAnswer> {
    try {
      if (keyOf(req) !== options.apiKey) throw new ProviderFailure(401, 'Invalid API key')
      triggered(req)
      if (req.path === '/v1/research-ai/ask') {
        if (req.method !== 'POST')
          throw new ProviderFailure(405, 'Method Not Allowed', { allow: 'POST' })
        return research.ask(req)
      }
      const route = routes[req.path]
      if (!route && req.path !== '/v1/data/report') throw new ProviderFailure(404, 'Not Found')
      if (req.method !== 'GET')
        throw new ProviderFailure(405, 'Method Not Allowed', { allow: 'GET' })
      if (!route) return await reportFileAnswer(req)
      return { status: 200, json: route(req) }
    } catch (err) {
      if (!(err instanceof ProviderFailure)) throw err
      return { status: err.status, headers: err.headers, json: { message: err.message } }
    }
  }

  return { handle }
}

function keyOf(req: StandInRequest): string | undefined {
  const direct = req.headers['x-api-key']?.trim()
  if (direct) return direct
  return /^Bearer\s+(\S+)$/i.exec(req.headers['authorization']?.trim() ?? '')?.[1]
}

/** `__status_<code>` in any query value or in the question asked: that failure, on purpose. */
function triggered(req: StandInRequest): void {
  const texts = [...req.query.values(), req.method === 'POST' ? req.body : '']
  for (const text of texts) {
    const code = Number(TRIGGER.exec(text)?.[1])
    const status = ERROR_STATUSES.find((s) => s === code)
    if (status === undefined) continue
    throw new ProviderFailure(
      status,
      ERROR_MESSAGES[status],
      status === 429 ? { 'retry-after': String(RETRY_AFTER_S) } : {},
    )
  }
}
