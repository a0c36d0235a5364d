import type { ServiceApp } from '../http/env'
import { ENDPOINTS } from '../../../src/api/endpoints'
import { endpointQuery } from '../http/query'
import type { Indicators } from './indicators'

/** The indicator search: `q` 1 to 1,000 characters, `size` 1 to 25 (src/api/endpoints.ts). */
export function registerIndicatorRoutes(
  app: ServiceApp,
  { indicators }: { indicators: Indicators },
): void {
  const endpoint = ENDPOINTS.indicators
  app.get(endpoint.path, endpointQuery(endpoint), (c) => {
    const { q, size } = c.req.valid('query')
    return c.json(indicators.search(q, size))
  })
}
