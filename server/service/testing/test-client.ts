import { createService } from '../app'
import type { ServiceOptions } from '../http/env'

/**
 * Contract tests call the Hono app in-process (no port): same routing, auth and validation as
 * over HTTP. One service per options set per test file, since generating data takes a moment.
 */
const cache = new Map<string, ReturnType<typeof createService>>()

/** A fixed clock so generated data and date windows are the same in every run. */
export const TEST_NOW = new Date('2026-06-15T12:00:00Z')

export function testService(options: ServiceOptions = {}) {
  const id = JSON.stringify({ ...options, now: undefined })
  let service = cache.get(id)
  if (!service) {
    service = createService({ now: () => TEST_NOW, respondents: 20_000, ...options })
    cache.set(id, service)
  }
  return service
}

export async function call(
  path: string,
  init: RequestInit & { key?: string | null } = {},
  options: ServiceOptions = {},
): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const { key = 'demo-advanced', ...rest } = init
  const headers = new Headers(rest.headers)
  if (key !== null && !headers.has('x-api-key') && !headers.has('authorization'))
    headers.set('x-api-key', key)
  const res = await testService(options).app.request(path, { ...rest, headers })
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: parseBody(text), text }
}

function parseBody(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
