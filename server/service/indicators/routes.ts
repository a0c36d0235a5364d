import type { ServiceApp } from '../http/env'
import { integer, text } from '../http/params'
import type { Indicators } from './indicators'

export const INDICATOR_PATH = '/v1/search/market-insights/indicators'

/** GET /v1/search/market-insights/indicators?q=&size= (q 1..1000 characters, size 1..25). */
export function registerIndicatorRoutes(
  app: ServiceApp,
  { indicators }: { indicators: Indicators },
): void {
  app.get(INDICATOR_PATH, (c) => {
    const query = new URL(c.req.url).searchParams
    const q = text(query, 'q', { min: 1, max: 1000 })
    const size = integer(query, 'size', { min: 1, max: 25, fallback: 10 }) ?? 10
    return c.json(indicators.search(q, size))
  })
}
