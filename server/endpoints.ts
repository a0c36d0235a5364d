/**
 * The interface's endpoints, shared by the proxy's allow-list and the embedded service, so the
 * two can never disagree about what exists. Kept free of imports: the proxy loads it at start.
 */
export const READ_PATHS = [
  '/v1/marketInsights',
  '/v1/studies',
  '/v1/infographics',
  '/v1/search/statistics',
  '/v1/search/consumer-insights',
  '/v1/search/market-insights/indicators',
  '/v1/data/consumer-insights',
  '/v1/research-ai/answer',
  '/v1/data/reports',
] as const

export const WRITE_PATHS = ['/v1/research-ai/ask'] as const

export type ReadPath = (typeof READ_PATHS)[number]
export type WritePath = (typeof WRITE_PATHS)[number]

const READ = new Set<string>(READ_PATHS)
const WRITE = new Set<string>(WRITE_PATHS)

/** The method a path accepts, or undefined when the path is not part of the interface. */
export function allowedMethod(path: string): 'GET' | 'POST' | undefined {
  if (READ.has(path)) return 'GET'
  if (WRITE.has(path)) return 'POST'
  return undefined
}
