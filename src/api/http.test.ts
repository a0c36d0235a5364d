import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { apiGet, apiPost, buildUrl } from './http'
import { z } from './zod'
import { hangingFetch, jsonResponse, stubFetch, textResponse } from '../test/fetch-stub'

const okSchema = z.object({ ok: z.boolean() })

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the request to fail')
}

async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await failure(promise)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('buildUrl', () => {
  it('prefixes /api, omits undefined and percent-encodes answer IDs', () => {
    const url = buildUrl('/v1/data/consumer-insights', {
      rows: 'v0013g_demo_generation#4',
      columns: undefined,
      year: 2024,
      premium: false,
      filters: ['a#1', 'b&2'],
    })
    expect(url).toBe(
      '/api/v1/data/consumer-insights?rows=v0013g_demo_generation%234&year=2024&premium=false&filters=a%231&filters=b%262',
    )
  })

  it('has no query string when there are no params', () => {
    expect(buildUrl('/v1/studies', { q: undefined })).toBe('/api/v1/studies')
  })
})

describe('apiGet', () => {
  it('parses a matching response and passes a signal to fetch', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true, extra: 1 }))
    await expect(apiGet('/v1/studies', { q: 'cars' }, okSchema)).resolves.toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/v1/studies?q=cars')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
    expect(init?.method).toBe('GET')
  })

  it('reports a schema mismatch as a parse error naming the endpoint and the first issue path', async () => {
    stubFetch(() => jsonResponse({ items: [{ identifier: 'x' }] }))
    const schema = z.object({ items: z.array(z.object({ identifier: z.number() })) })
    const error = await apiFailure(apiGet('/v1/studies', {}, schema))
    expect(error.kind).toBe('parse')
    expect(error.status).toBe(200)
    expect(error.message).toContain('/v1/studies')
    expect(error.message).toContain('items[0].identifier')
    // zod's English messages, loaded for the failure: not the bare "Invalid input".
    expect(error.message).toMatch(/expected number, received string/)
    expect(error.message.length).toBeLessThan(200)
  })

  it('reports a non-JSON success body as a parse error', async () => {
    stubFetch(() => textResponse('<html>login</html>', 200, 'text/html'))
    const error = await apiFailure(apiGet('/v1/studies', {}, okSchema))
    expect(error.kind).toBe('parse')
    expect(error.message).not.toContain('<html>')
  })

  it('turns an HTTP error into kind http with status, message, parameter and Retry-After', async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({
            title: 'Bad Request',
            status: 400,
            detail: 'size must be at most 20',
            parameter: 'size',
          }),
          {
            status: 400,
            headers: { 'content-type': 'application/problem+json', 'retry-after': '3' },
          },
        ),
    )
    const error = await apiFailure(apiGet('/v1/studies', { size: 99 }, okSchema))
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'size must be at most 20',
      serviceMessage: 'size must be at most 20',
      parameter: 'size',
      retryAfterMs: 3000,
      endpoint: '/v1/studies',
    })
    expect(error.body).toContain('size must be at most 20')
  })

  it('uses the standard phrase for an empty 401', async () => {
    stubFetch(() => new Response(null, { status: 401 }))
    const error = await apiFailure(apiGet('/v1/studies', {}, okSchema))
    expect(error.message).toMatch(/^The API key was rejected \(401\)/)
    expect(error.serviceMessage).toBeUndefined()
  })

  it('tells a network failure apart from HTTP errors', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const error = await apiFailure(apiGet('/v1/studies', {}, okSchema))
    expect(error.kind).toBe('network')
    expect(error.status).toBe(0)
  })

  it('times out a stalled request as kind timeout', async () => {
    hangingFetch()
    const error = await apiFailure(apiGet('/v1/studies', {}, okSchema, { timeoutMs: 20 }))
    expect(error.kind).toBe('timeout')
    expect(error.status).toBe(0)
  })

  it('rejects with the caller abort reason, not an ApiError', async () => {
    hangingFetch()
    const controller = new AbortController()
    const pending = apiGet('/v1/studies', {}, okSchema, { signal: controller.signal })
    const reason = new DOMException('superseded', 'AbortError')
    controller.abort(reason)
    const error = await failure(pending)
    expect(error).toBe(reason)
    expect(error).not.toBeInstanceOf(ApiError)
  })

  it('does not even call fetch when the signal is already aborted', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }))
    const controller = new AbortController()
    controller.abort()
    const error = await failure(apiGet('/v1/studies', {}, okSchema, { signal: controller.signal }))
    expect((error as Error).name).toBe('AbortError')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('apiPost', () => {
  it('sends JSON and parses the answer', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ok: true }, 202))
    await expect(apiPost('/v1/research-ai/ask', { question: 'Why?' }, okSchema)).resolves.toEqual({
      ok: true,
    })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"question":"Why?"}')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  })
})
