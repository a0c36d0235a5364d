import { vi } from 'vitest'

/** Test helper: replaces global fetch; returns the mock so tests can inspect calls. */
export function stubFetch(
  handler: (url: string, init: RequestInit) => Response | Promise<Response>,
) {
  const mock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  )
  vi.stubGlobal('fetch', mock)
  return mock
}

/** A fetch that never answers until its signal aborts, like a stalled connection. */
export function hangingFetch() {
  return stubFetch(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as unknown))
      }),
  )
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

export function textResponse(body: string, status: number, contentType = 'text/plain') {
  return new Response(body, { status, headers: { 'content-type': contentType } })
}
