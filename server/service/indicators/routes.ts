import type { ServiceApp } from '../http/env'
import { integer, querySchema, text, validQuery } from '../http/query'
import type { Indicators } from './indicators'

export const INDICATOR_PATH = '/v1/search/market-insights/indicators'

const searchQuery = querySchema({
  q: text({ min: 1, max: 1000 }),
  size: integer({ min: 1, max: 25, fallback: 10 }),
})

/** GET /v1/search/market-insights/indicators?q=&size= (q 1..1000 characters, size 1..25). */
export function registerIndicatorRoutes(
  app: ServiceApp,
  { indicators }: { indicators: Indicators },
): void {
  app.get(INDICATOR_PATH, validQuery(searchQuery), (c) => {
    const { q, size } = c.req.valid('query')
    return c.json(indicators.search(q, size))
  })
}
