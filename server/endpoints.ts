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

/**
 * GET answers the response cache may keep: everything but the research answer, which changes
 * as its job advances and is polled for exactly that.
 */
export function isCacheable(path: string): boolean {
  return READ.has(path) && path !== '/v1/research-ai/answer'
}

/** The method a path accepts, or undefined when the path is not part of the interface. */
export function allowedMethod(path: string): 'GET' | 'POST' | undefined {
  if (READ.has(path)) return 'GET'
  if (WRITE.has(path)) return 'POST'
  return undefined
}

/**
 * Credits the provider bills per call (api-facts.md, cost model); endpoints its table does not
 * name count 1. Logged with every upstream answer, so an operator sees what the team's key spends.
 */
const CREDITS: Readonly<Record<string, number>> = {
  '/v1/search/statistics': 1,
  '/v1/data/statistic': 10,
  '/v1/search/market-insights/indicators': 0,
  '/v1/data/market-insights/indicator': 15,
  '/v1/search/consumer-insights': 0,
  '/v1/data/consumer-insights': 10,
}

export function creditsOf(path: string): number {
  return Object.hasOwn(CREDITS, path) ? (CREDITS[path] ?? 1) : 1
}
