import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ENDPOINTS } from './endpoints'
import { readQuery } from './queries'
import type { SentParams } from './query-params'
import { indicatorDataSchema, statisticDataSchema } from './schemas/data'

// A statistic's figures and an indicator's series change when the provider republishes, which
// is rare; each call costs credits, so an answer is kept for the session's working hour.
const DATA_STALE_MS = 60 * 60_000

/** At most this many geos per indicator request (api-facts.md). */
export const MAX_INDICATOR_GEOS = 5

/** The provider's default geo when none is asked for: the world. */
export const DEFAULT_INDICATOR_GEO = 'WLD'

/** `GET /v1/data/statistic?id=`: the chart data of one statistic (10 credits). */
export function statisticDataQuery(id: number) {
  const sent: SentParams = { id }
  return queryOptions({
    ...readQuery(ENDPOINTS.statisticData, sent, statisticDataSchema),
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
    ...readQuery(ENDPOINTS.indicatorData, sent, indicatorDataSchema),
    staleTime: DATA_STALE_MS,
    // Another choice of geos keeps the last series on screen until its own arrives.
    placeholderData: keepPreviousData,
  })
}
