/**
 * The service's endpoints this app calls: the one list that the query factories, the proxy's
 * allow-list (server/pipeline/proxy/endpoints.ts) and the embedded service read, so they can never disagree
 * about what exists. Kept free of imports: the proxy loads it at start.
 */
export const ENDPOINTS = {
  marketInsights: '/v1/marketInsights',
  studies: '/v1/studies',
  infographics: '/v1/infographics',
  statistics: '/v1/search/statistics',
  indicators: '/v1/search/market-insights/indicators',
  consumerInsights: '/v1/search/consumer-insights',
  dataTable: '/v1/data/consumer-insights',
  reports: '/v1/data/reports',
  statisticData: '/v1/data/statistic',
  indicatorData: '/v1/data/market-insights/indicator',
  researchAnswer: '/v1/research-ai/answer',
  researchAsk: '/v1/research-ai/ask',
} as const

/** Asked with POST; every other endpoint is read with GET. */
export const WRITE_PATHS = [ENDPOINTS.researchAsk] as const

export type WritePath = (typeof WRITE_PATHS)[number]
export type ReadPath = Exclude<(typeof ENDPOINTS)[keyof typeof ENDPOINTS], WritePath>

export const READ_PATHS: readonly ReadPath[] = Object.values(ENDPOINTS).filter(
  (path): path is ReadPath => !(WRITE_PATHS as readonly string[]).includes(path),
)

/**
 * Credits the provider bills per call (api-facts.md, cost model); endpoints its table does not
 * name count 1. The proxy logs them with every upstream answer; the app names them on the
 * buttons that spend them.
 */
export const CREDITS: Readonly<Record<string, number>> = {
  [ENDPOINTS.statistics]: 1,
  [ENDPOINTS.statisticData]: 10,
  [ENDPOINTS.indicators]: 0,
  [ENDPOINTS.indicatorData]: 15,
  [ENDPOINTS.consumerInsights]: 0,
  [ENDPOINTS.dataTable]: 10,
}

export function creditsOf(path: string): number {
  return Object.hasOwn(CREDITS, path) ? (CREDITS[path] ?? 1) : 1
}
