import type { ServiceApp } from '../http/env'
import { ENDPOINTS } from '../../../src/api/endpoints'
import { endpointQuery } from '../http/query'
import { toListParams, type ListQuery } from './list-params'
import { toApiItem } from './serialize'
import type { CatalogueImpl, ContentType } from './types'

/**
 * The four list endpoints. Paging: start = offset + (page - 1) * effectiveSize, where
 * effectiveSize = min(size, package maximum); total_pages = ceil(total_count / effectiveSize).
 */
/** The four content lists, each with the type of item it lists. */
const LISTS: readonly { endpoint: ListEndpoint; type: ContentType }[] = [
  { endpoint: ENDPOINTS.marketInsights, type: 'marketInsights' },
  { endpoint: ENDPOINTS.studies, type: 'studies' },
  { endpoint: ENDPOINTS.infographics, type: 'infographics' },
  // Multi-lingual: searches both platforms, pages by offset, and says how long it took.
  { endpoint: ENDPOINTS.statistics, type: 'statistics' },
]

type ListEndpoint =
  | typeof ENDPOINTS.marketInsights
  | typeof ENDPOINTS.studies
  | typeof ENDPOINTS.infographics
  | typeof ENDPOINTS.statistics

export function registerContentRoutes(
  app: ServiceApp,
  { catalogue }: { catalogue: CatalogueImpl },
): void {
  for (const { endpoint, type } of LISTS) {
    app.get(endpoint.path, endpointQuery(endpoint), (c) => {
      const t0 = performance.now()
      const url = new URL(c.req.url)
      const pkg = c.get('pkg')
      const params = toListParams(c.req.valid('query') as ListQuery, c.get('now'), pkg)
      const matches = catalogue.query({ ...params, type })
      const t1 = performance.now()
      const page =
        params.effectiveSize === 0
          ? []
          : matches.slice(params.start, params.start + params.effectiveSize)
      const t2 = performance.now()
      const items = page.map((m) =>
        toApiItem(m.item, { full: pkg.fullFields, origin: url.origin, score: m.score }),
      )
      const t3 = performance.now()
      const body: Record<string, unknown> = {
        items,
        total_count: matches.length,
        total_pages:
          params.effectiveSize === 0 ? 0 : Math.ceil(matches.length / params.effectiveSize),
      }
      if (endpoint === ENDPOINTS.statistics)
        body.took = { search: ms(t1 - t0), load: ms(t2 - t1), conv: ms(t3 - t2) }
      return c.json(body)
    })
  }
}

function ms(value: number): string {
  return `${value.toFixed(1)}ms`
}
