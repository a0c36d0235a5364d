import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { call } from './testing/test-client'

/**
 * Names of Object.prototype's members are ordinary words to a search box and ordinary values to
 * a parameter. Looked up in a plain object they find the prototype's functions instead of
 * nothing: `q=constructor` on the consumer-insight search was a 500, and so was any API key
 * named like one. Every endpoint must treat them like any other input: an answer, or a 4xx
 * problem, never a 5xx.
 */
const PROTOTYPE_WORDS = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
] as const

const QUESTION = 'v0013g_demo_generation'

/** Each endpoint with the parameters it reads; the list endpoints share theirs. */
const LIST_PARAMS = [
  'q',
  'platform',
  'sort',
  'size',
  'limit',
  'offset',
  'page',
  'premium',
  'date_from',
  'date_to',
]
const ENDPOINTS: Record<string, string[]> = {
  '/v1/marketInsights': LIST_PARAMS,
  '/v1/studies': LIST_PARAMS,
  '/v1/infographics': LIST_PARAMS,
  '/v1/search/statistics': LIST_PARAMS,
  '/v1/search/consumer-insights': ['q', 'size'],
  '/v1/search/market-insights/indicators': ['q', 'size'],
  '/v1/data/consumer-insights': ['rows', 'columns', 'filters', 'country', 'year'],
  '/v1/research-ai/answer': ['research_token'],
  '/v1/data/reports': ['id'],
}
const PATHS = Object.keys(ENDPOINTS)

/** Asserts an answer or a 4xx problem document that says what it is. */
function expectWellFormed(res: Awaited<ReturnType<typeof call>>, request: string): void {
  expect(res.status, `${request}: ${res.text}`).toBeLessThan(500)
  const type = res.headers.get('content-type') ?? ''
  if (res.status < 300) {
    expect(type, request).toContain('application/json')
    expect(typeof res.body, `${request}: ${res.text}`).toBe('object')
    return
  }
  expect(type, request).toContain('application/problem+json')
  const problem = res.body as { title?: unknown; status?: unknown; detail?: unknown }
  expect(problem.status, request).toBe(res.status)
  expect(typeof problem.title, request).toBe('string')
  expect(typeof problem.detail, request).toBe('string')
}

async function get(path: string, params: [string, string][], key?: string): Promise<void> {
  const request = `${path}?${new URLSearchParams(params).toString()}`
  expectWellFormed(await call(request, key === undefined ? {} : { key }), request)
}

const prototypeWord = fc.constantFrom(...PROTOTYPE_WORDS)
const ordinaryWord = fc.constantFrom('energy', 'car', 'tv', 'smartphone', 'Umsatz', 'green')
const words = fc
  .array(fc.oneof(prototypeWord, prototypeWord, ordinaryWord), { minLength: 1, maxLength: 4 })
  .map((ws) => ws.join(' '))
/** Prototype words as every kind of value: alone, among words, as IDs, in lists, cased. */
const value = fc.oneof(
  prototypeWord,
  words,
  prototypeWord.map((w) => w.toUpperCase()),
  prototypeWord.map((w) => `${w}#1`),
  prototypeWord.map((w) => `${QUESTION}#1,${w}#2`),
  fc.constantFrom(QUESTION, `${QUESTION}#1`, 'en', '1', 'USA', '2026-01-01'),
)

describe('prototype member names as input', () => {
  it('every parameter of every endpoint takes each name as its value', async () => {
    for (const [path, names] of Object.entries(ENDPOINTS)) {
      // The list endpoints share their parsing: every parameter on one, q on the others.
      const checked = path === '/v1/studies' || !names.includes('platform') ? names : ['q']
      for (const name of checked) {
        for (const word of PROTOTYPE_WORDS) {
          // The data endpoint checks its other parameters only once `rows` is a real question.
          const base: [string, string][] =
            path === '/v1/data/consumer-insights' && name !== 'rows' ? [['rows', QUESTION]] : []
          await get(path, [...base, [name, word]])
        }
      }
    }
  })

  it('mixed with ordinary words and values, under any parameter name, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.array(fc.tuple(fc.oneof(fc.constantFrom('q', 'rows'), prototypeWord), value), {
          maxLength: 2,
        }),
        fc.array(fc.tuple(fc.constant(''), value), { minLength: 1, maxLength: 3 }),
        async (path, extra, own) => {
          // Give values to the endpoint's own parameters (names drawn in order, no repeats).
          const names = ENDPOINTS[path] ?? []
          const params: [string, string][] = own.map(([, v], i) => [names[i % names.length]!, v])
          for (const [name, v] of extra)
            if (!params.some(([n]) => n === name)) params.push([name, v])
          await get(path, params)
        },
      ),
      { numRuns: 120, seed: 15 },
    )
  })

  it('an API key named like a member is unknown: 401', async () => {
    for (const word of PROTOTYPE_WORDS) {
      const ways: Record<string, string>[] = [
        { 'x-api-key': word },
        { authorization: `Bearer ${word}` },
      ]
      for (const headers of ways) {
        const res = await call('/v1/studies?q=energy', { key: null, headers })
        expect(res.status, `${JSON.stringify(headers)}: ${res.text}`).toBe(401)
        expectWellFormed(res, JSON.stringify(headers))
      }
    }
  })

  it('a research question of such words is asked and answered', async () => {
    const bodies = [
      JSON.stringify({ question: PROTOTYPE_WORDS.join(' ') }),
      JSON.stringify({ question: 'constructor energy prototype', constructor: 'x' }),
      '{"__proto__": {"question": "energy"}}',
      '{"question": {"__proto__": "energy"}}',
    ]
    for (const body of bodies) {
      const res = await call('/v1/research-ai/ask', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expectWellFormed(res, body)
    }
  })
})
