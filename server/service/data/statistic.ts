import { ENDPOINTS } from '../../../src/api/endpoints'
import type { CatalogueImpl, ContentItem, SourceRef } from '../catalogue/types'
import { toApiItem } from '../catalogue/serialize'
import type { ServiceApp } from '../http/env'
import { notFound } from '../http/problem'
import { endpointQuery } from '../http/query'

/**
 * GET /v1/data/statistic?id=: the statistic item (as an advanced key sees it, since only that
 * package reaches data endpoints) plus `chart`, drawn from the item's one series.
 */
export function registerStatisticData(
  app: ServiceApp,
  { catalogue }: { catalogue: CatalogueImpl },
): void {
  const endpoint = ENDPOINTS.statisticData
  app.get(endpoint.path, endpointQuery(endpoint), (c) => {
    const { id } = c.req.valid('query')
    // Identifiers here are far below 2^53; a longer one names nothing.
    const item = catalogue.get(Number(id))
    if (!item || item.type !== 'statistics' || !item.series)
      throw notFound(
        item
          ? `Content item ${id} is not a statistic; only statistics have chart data.`
          : `No statistic has the identifier ${id}.`,
      )
    return c.json(statisticData(item, new URL(c.req.url).origin))
  })
}

export function statisticData(item: ContentItem, origin: string): Record<string, unknown> {
  const series = item.series
  if (!series) throw new Error(`statistic ${item.identifier} has no series`)
  const { ranking_score: _score, ...fields } = toApiItem(item, { full: true, origin, score: 0 })
  // The description's own sentences: the stated figure, then which years are forecasts.
  const forecast = series.forecastFrom
    ? item.platform === 'de'
      ? `Werte ab ${series.forecastFrom} sind Prognosen.`
      : `Figures from ${series.forecastFrom} are forecasts.`
    : ''
  const description = [series.statement ? `${series.statement}.` : '', forecast]
    .filter(Boolean)
    .join(' ')
  // Here sources, publishers and chargers carry both fields, as the provider's data answer does.
  const refs = (list: SourceRef[]) =>
    list.map(({ title, subtitle, ...rest }) => ({ ...rest, title, subtitle: subtitle ?? '' }))
  return {
    ...fields,
    sources: refs(item.sourceRefs),
    publishers: refs(item.publishers),
    chargers: refs(item.chargers),
    chart: {
      graphType: series.graphType,
      horizontal: series.horizontal,
      data: { [series.name]: series.points.map((p) => ({ name: p.name, data: p.value })) },
      unit: `in ${series.unit}`,
      ...(description ? { description } : {}),
    },
  }
}
