import type { ServiceApp } from '../http/env'
import { ENDPOINTS } from '../../../src/api/endpoints'
import { endpointQuery } from '../http/query'
import { createSurveySearch } from './search'
import { resolveTableRequest } from './table-request'
import { tableResponse } from './table-response'
import { computeTable } from './tables'
import type { Survey } from './types'

/** Consumer-insight search and the frequency / cross-table endpoint. */
export function registerSurveyRoutes(app: ServiceApp, deps: { survey: Survey }): void {
  const { survey } = deps
  const search = createSurveySearch(survey)

  app.get(ENDPOINTS.consumerInsights.path, endpointQuery(ENDPOINTS.consumerInsights), (c) => {
    const { q, size } = c.req.valid('query')
    return c.json({ results: search(q, size) })
  })

  app.get(ENDPOINTS.dataTable.path, endpointQuery(ENDPOINTS.dataTable), (c) => {
    const req = resolveTableRequest(survey, c.req.valid('query'), c.get('now'))
    return c.json(tableResponse(survey, req, computeTable(survey, req.query)))
  })
}
