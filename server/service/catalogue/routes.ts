import type { ServiceApp } from '../http/env'
import { validQuery } from '../http/query'
import { listQuery, toListParams, type EndpointFeatures } from './list-params'
import { toApiItem } from './serialize'
import type { CatalogueImpl, ContentType } from './types'

/**
 * The four list endpoints. Paging: start = offset + (page - 1) * effectiveSize, where
 * effectiveSize = min(size, package maximum); total_pages = ceil(total_count / effectiveSize).
 */
interface Endpoint {
  path: string
  type: ContentType
  features: EndpointFeatures
  timings: boolean
}

const ENDPOINTS: readonly Endpoint[] = [
  {
    path: '/v1/marketInsights',
    type: 'marketInsights',
    features: { platform: true, page: true, sort: true, premium: false },
    timings: false,
  },
  {
    path: '/v1/studies',
    type: 'studies',
    features: { platform: true, page: true, sort: true, premium: true },
    timings: false,
  },
  {
    path: '/v1/infographics',
    type: 'infographics',
    features: { platform: true, page: true, sort: true, premium: false },
    timings: false,
  },
  {
    // Multi-lingual: always searches both platforms; the interface gives it no platform, page or sort.
    path: '/v1/search/statistics',
    type: 'statistics',
    features: { platform: false, page: false, sort: false, premium: true },
    timings: true,
  },
]

export function registerContentRoutes(
  app: ServiceApp,
  { catalogue }: { catalogue: CatalogueImpl },
): void {
  for (const endpoint of ENDPOINTS) {
    app.get(endpoint.path, validQuery(listQuery(endpoint.features)), (c) => {
      const t0 = performance.now()
      const url = new URL(c.req.url)
      const pkg = c.get('pkg')
      const params = toListParams(c.req.valid('query'), c.get('now'), pkg)
      const matches = catalogue.query({ ...params, type: endpoint.type })
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
      if (endpoint.timings)
        body.took = { search: ms(t1 - t0), load: ms(t2 - t1), conv: ms(t3 - t2) }
      return c.json(body)
    })
  }
}

function ms(value: number): string {
  return `${value.toFixed(1)}ms`
}
