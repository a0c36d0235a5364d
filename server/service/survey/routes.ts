import type { ServiceApp } from '../http/env'
import { integer, text } from '../http/params'
import { createSurveySearch } from './search'
import { parseTableRequest } from './table-request'
import { tableResponse } from './table-response'
import { computeTable } from './tables'
import type { Survey } from './types'

/** Consumer-insight search and the frequency / cross-table endpoint. */
export function registerSurveyRoutes(app: ServiceApp, deps: { survey: Survey }): void {
  const { survey } = deps
  const search = createSurveySearch(survey)

  app.get('/v1/search/consumer-insights', (c) => {
    const params = new URL(c.req.url).searchParams
    const q = text(params, 'q', { min: 1, max: 1000 })
    const size = integer(params, 'size', { min: 1, max: 25, fallback: 10 }) ?? 10
    return c.json({ results: search(q, size) })
  })

  app.get('/v1/data/consumer-insights', (c) => {
    const params = new URL(c.req.url).searchParams
    const req = parseTableRequest(survey, params, c.get('now'))
    return c.json(tableResponse(survey, req, computeTable(survey, req.query)))
  })
}
