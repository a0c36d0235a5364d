import { ENDPOINTS } from '../../../src/api/endpoints'
import type { ServiceApp } from '../http/env'
import { notFound } from '../http/problem'
import { endpointQuery } from '../http/query'
import type { Indicators } from '../indicators/indicators'
import { indicatorSeries, indicatorUnit } from '../indicators/series'

/**
 * GET /v1/data/market-insights/indicator?id=&geo=: the indicator's yearly series in each geo
 * asked for (default WLD). A geo the indicator does not cover is 404 naming those it covers.
 */
export function registerIndicatorData(
  app: ServiceApp,
  { indicators }: { indicators: Indicators },
): void {
  const endpoint = ENDPOINTS.indicatorData
  app.get(endpoint.path, endpointQuery(endpoint), (c) => {
    const { id, geo } = c.req.valid('query')
    const indicator = indicators.get(id)
    if (!indicator) throw notFound(`No indicator has the identifier '${id}'.`)
    const missing = geo.filter((code) => !(code in indicator.covered_geos))
    if (missing.length > 0)
      throw notFound(
        `Indicator '${id}' does not cover ${missing.join(', ')}; it covers ${Object.keys(indicator.covered_geos).join(', ')}.`,
        { parameter: 'geo' },
      )
    const unit = indicatorUnit(indicator)
    return c.json({
      identifier: indicator.identifier,
      title: indicator.title,
      description: indicator.description,
      market_type: indicator.market_type,
      market_type_description: indicator.market_type_description,
      chart: {
        name: indicator.title,
        graphType: 'line-standard',
        ...(unit ? { unit } : {}),
        data: geo.map((code) => indicatorSeries(indicator, code)),
      },
    })
  })
}
