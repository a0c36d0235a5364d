import type { ServiceApp } from '../http/env'
import { integer, querySchema, text, validQuery } from '../http/query'
import { createSurveySearch } from './search'
import { resolveTableRequest, tableQuery } from './table-request'
import { tableResponse } from './table-response'
import { computeTable } from './tables'
import type { Survey } from './types'

const searchQuery = querySchema({
  q: text({ min: 1, max: 1000 }),
  size: integer({ min: 1, max: 25, fallback: 10 }),
})

/** Consumer-insight search and the frequency / cross-table endpoint. */
export function registerSurveyRoutes(app: ServiceApp, deps: { survey: Survey }): void {
  const { survey } = deps
  const search = createSurveySearch(survey)

  app.get('/v1/search/consumer-insights', validQuery(searchQuery), (c) => {
    const { q, size } = c.req.valid('query')
    return c.json({ results: search(q, size) })
  })

  app.get('/v1/data/consumer-insights', validQuery(tableQuery), (c) => {
    const req = resolveTableRequest(survey, c.req.valid('query'), c.get('now'))
    return c.json(tableResponse(survey, req, computeTable(survey, req.query)))
  })
}
