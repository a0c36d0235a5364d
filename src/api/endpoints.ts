/**
 * The service's endpoints this app calls: the one list that the query factories, the proxy's
 * allow-list (server/endpoints.ts) and the embedded service read, so they can never disagree
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
