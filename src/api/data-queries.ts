import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { DEFAULT_INDICATOR_GEO, ENDPOINTS, MAX_INDICATOR_GEOS } from './endpoints'
import { readQuery } from './queries'
import type { SentParams } from './query-params'

// A statistic's figures and an indicator's series change when the provider republishes, which
// is rare; each call costs credits, so an answer is kept for the session's working hour.
const DATA_STALE_MS = 60 * 60_000

export { DEFAULT_INDICATOR_GEO, MAX_INDICATOR_GEOS }

/** `GET /v1/data/statistic?id=`: the chart data of one statistic (10 credits). */
export function statisticDataQuery(id: string) {
  const sent: SentParams = { id }
  return queryOptions({
    ...readQuery(ENDPOINTS.statisticData, sent),
    staleTime: DATA_STALE_MS,
  })
}

/**
 * `GET /v1/data/market-insights/indicator?id=&geo=`: one indicator's series in up to five geos
 * (15 credits). Codes are sorted and deduplicated, so the same choice in another order is the
 * same request and the same cache entry.
 */
export function indicatorDataQuery(id: string, geos: readonly string[]) {
  const codes = [...new Set(geos)].sort()
  if (codes.length > MAX_INDICATOR_GEOS)
    throw new RangeError(`At most ${MAX_INDICATOR_GEOS} geos per request; ${codes.length} given.`)
  const sent: SentParams = { geo: codes.length > 0 ? codes.join(',') : DEFAULT_INDICATOR_GEO, id }
  return queryOptions({
    ...readQuery(ENDPOINTS.indicatorData, sent),
    staleTime: DATA_STALE_MS,
    // Another choice of geos keeps the last series on screen until its own arrives.
    placeholderData: keepPreviousData,
  })
}
