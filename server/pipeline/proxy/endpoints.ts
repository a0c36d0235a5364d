import { READ_PATHS, WRITE_PATHS } from '../../../src/api/endpoints'

/**
 * What the proxy and the embedded service allow, read from the app's own endpoint list
 * (src/api/endpoints.ts), so the two can never disagree about what exists.
 */
export { READ_PATHS, WRITE_PATHS, type ReadPath, type WritePath } from '../../../src/api/endpoints'

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

/** Credits per call: one table with the app, which names them on its buttons. */
export { creditsOf } from '../../../src/api/endpoints'
