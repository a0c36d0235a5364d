import { Hono } from 'hono'
import { endpointAt, ENDPOINTS } from '../../src/api/endpoints'
import type { ServiceApp, ServiceEnv, ServiceOptions } from './http/env'
import { compress } from './http/compress'
import { DEMO_KEYS, readApiKey, type KeyStatus } from './http/keys'
import { ProblemError, problemResponse } from './http/problem'
import { createCatalogue } from './catalogue/catalogue'
import { registerContentRoutes } from './catalogue/routes'
import { createIndicators } from './indicators/indicators'
import { registerIndicatorRoutes } from './indicators/routes'
import { createSurvey } from './survey/survey'
import { registerSurveyRoutes } from './survey/routes'
import { registerResearchRoutes } from './research/routes'
import { registerReportRoutes } from './reports/routes'
import { registerAssetRoutes } from './assets/routes'
import { registerDataRoutes } from './data/routes'

export interface Service {
  app: ServiceApp
  /** Milliseconds spent generating data and indexes. */
  startupMs: number
}

export function createService(options: ServiceOptions = {}): Service {
  const started = performance.now()
  const clock = options.now ?? (() => new Date())
  const startedAt = clock()
  // A Map, because it is looked up with whatever the caller sends: on a plain object a key of
  // "constructor" or "__proto__" would find Object.prototype's members instead of no key.
  const keys = new Map<string, KeyStatus>(Object.entries({ ...DEMO_KEYS, ...options.extraKeys }))

  const catalogue = createCatalogue({ now: startedAt })
  const indicators = createIndicators({ now: startedAt })
  const survey = createSurvey({ now: startedAt, respondents: options.respondents ?? 120_000 })

  const app: ServiceApp = new Hono<ServiceEnv>()

  app.onError((err) => {
    if (err instanceof ProblemError) return problemResponse(err.problem)
    console.error('[service] unexpected error', err)
    return problemResponse({
      title: 'Internal Server Error',
      status: 500,
      detail: 'The service failed to answer this request.',
    })
  })
  app.notFound((c) =>
    problemResponse({
      title: 'Not Found',
      status: 404,
      detail: `No endpoint at ${c.req.path}.`,
    }),
  )

  // Files the service links to (teaser images, report files) load without a key, as a CDN would.
  registerAssetRoutes(app, { catalogue })

  // JSON answers are gzip- or deflate-encoded for clients that accept it, as a real service
  // behind a CDN does; a 13 KB list page becomes about 2 KB (the proxy passes it through).
  app.use('/v1/*', compress())

  app.use('/v1/*', async (c, next) => {
    const key = readApiKey(c.req.raw.headers)
    const status = key ? keys.get(key) : undefined
    if (!status) {
      return problemResponse(
        {
          title: 'Unauthorized',
          status: 401,
          detail: key
            ? 'The API key is not known to this service.'
            : 'An API key is required: send it in the x-api-key header or as Authorization: Bearer <key>.',
        },
        { 'www-authenticate': 'Bearer' },
      )
    }
    if (status.kind === 'revoked') {
      return problemResponse({
        title: 'Forbidden',
        status: 403,
        detail: 'This API key has been revoked.',
      })
    }
    if (endpointAt(c.req.path) && !status.pkg.allows(c.req.path)) {
      return problemResponse({
        title: 'Forbidden',
        status: 403,
        detail: `Your API package (${status.pkg.name}) does not include ${c.req.path}.`,
      })
    }
    c.set('pkg', status.pkg)
    c.set('now', clock())
    await next()
  })

  registerContentRoutes(app, { catalogue })
  registerIndicatorRoutes(app, { indicators })
  registerSurveyRoutes(app, { survey })
  registerResearchRoutes(app, {
    catalogue,
    now: clock,
    stepMs: options.researchStepMs ?? 600,
  })
  registerReportRoutes(app, { catalogue })
  registerDataRoutes(app, { catalogue, indicators })

  // A known path with the wrong method is 405, not 404, so the caller knows what to change.
  for (const endpoint of Object.values(ENDPOINTS))
    app.all(endpoint.path, () => methodNotAllowed(endpoint.method))

  return { app, startupMs: performance.now() - started }
}

function methodNotAllowed(allow: string): Response {
  const res = problemResponse({
    title: 'Method Not Allowed',
    status: 405,
    detail: `Use ${allow} on this endpoint.`,
  })
  res.headers.set('allow', allow)
  return res
}
