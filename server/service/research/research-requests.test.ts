import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, TEST_NOW } from '../testing/test-client'
import { DAILY_QUESTION_LIMIT } from './policy'
import {
  ANSWER,
  ASK,
  ask,
  at,
  DAY_MS,
  options,
  poll,
  pollAfter,
  QUESTION,
  resetClock,
} from '../testing/research-test-kit'

beforeEach(resetClock)

describe('asking a question', () => {
  it('answers 202 with the whole job in its initial state', async () => {
    const { status, headers, body } = await ask({ question: `  ${QUESTION}  ` })
    expect(status).toBe(202)
    expect(headers.get('content-type')).toContain('application/json')
    expect(body.researchToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(body.state).toEqual({
      status: 'requested',
      isError: false,
      isBlockedContent: false,
      isLimitReached: false,
      isHidden: false,
      isPublic: false,
      limitsReached: [],
      qualityScore: null,
    })
    expect(body.request).toEqual({ question: QUESTION })
    expect(body.response).toEqual({
      title: '',
      answer: null,
      errorMessage: null,
      keyFacts: null,
      sources: [],
    })
    expect(body.metaInformation).toEqual({
      requestedAt: TEST_NOW.toISOString(),
      answeredAt: null,
      chainVersion: expect.any(String),
      isResearchOwner: true,
    })
    expect(body.usage_limits).toEqual([
      { limit: DAILY_QUESTION_LIMIT, limitation_period: 'day', usage: expect.any(Number) },
    ])
  })

  it('gives every question its own token', async () => {
    const a = await ask({ question: QUESTION })
    const b = await ask({ question: QUESTION })
    expect(a.body.researchToken).not.toBe(b.body.researchToken)
  })

  it('accepts a charset in the content type and ignores unknown fields', async () => {
    const res = await ask(
      { question: QUESTION, extra: 1 },
      { contentType: 'application/json; charset=utf-8' },
    )
    expect(res.status).toBe(202)
  })

  it.each([
    ['no content type', { question: QUESTION }, null, 'content-type'],
    ['a text content type', { question: QUESTION }, 'text/plain', 'content-type'],
    ['a form content type', 'question=x', 'application/x-www-form-urlencoded', 'content-type'],
    ['invalid JSON', '{"question": ', 'application/json', 'body'],
    ['an empty body', '', 'application/json', 'body'],
    ['a JSON array', [QUESTION], 'application/json', 'body'],
    ['JSON null', 'null', 'application/json', 'body'],
    ['a JSON string', '"a question"', 'application/json', 'body'],
    ['no question', {}, 'application/json', 'question'],
    ['a numeric question', { question: 42 }, 'application/json', 'question'],
    ['a null question', { question: null }, 'application/json', 'question'],
    ['an empty question', { question: '' }, 'application/json', 'question'],
    ['a blank question', { question: ' \n\t ' }, 'application/json', 'question'],
    [
      'a question of 2001 characters',
      { question: 'a'.repeat(2001) },
      'application/json',
      'question',
    ],
  ])('rejects %s with 400 naming the parameter', async (_, body, contentType, parameter) => {
    const res = await ask(body, { contentType })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toContain('application/problem+json')
    expect(res.body.parameter).toBe(parameter)
  })

  it('accepts a question of exactly 2000 characters', async () => {
    expect((await ask({ question: `${'market '.repeat(285)}abcde` })).status).toBe(202)
  })
})

describe('polling: the token', () => {
  it.each([
    ['', 400],
    ['   ', 400],
    ['no-such-token', 404],
  ])('answers token %j with %i', async (token, status) => {
    const res = await poll(token)
    expect(res.status).toBe(status)
    if (status === 400) expect(res.body.parameter).toBe('research_token')
  })

  it('requires research_token once', async () => {
    const missing = await call(ANSWER, {}, options)
    expect(missing.status).toBe(400)
    expect((missing.body as { parameter: string }).parameter).toBe('research_token')
    const twice = await call(`${ANSWER}?research_token=a&research_token=b`, {}, options)
    expect(twice.status).toBe(400)
  })
})

describe('access', () => {
  it('needs a key of a package that includes the research endpoints, and the right method', async () => {
    const asked = (await ask({ question: QUESTION })).body
    for (const key of [null, 'unknown-key']) {
      expect((await ask({ question: QUESTION }, { key })).status).toBe(401)
      expect((await poll(asked.researchToken, key)).status).toBe(401)
    }
    for (const key of ['demo-revoked', 'demo-starter']) {
      expect((await ask({ question: QUESTION }, { key })).status).toBe(403)
      expect((await poll(asked.researchToken, key)).status).toBe(403)
    }
    expect((await call(ASK, {}, options)).status).toBe(405)
    expect((await call(`${ANSWER}?research_token=x`, { method: 'POST' }, options)).status).toBe(405)
  })
})

describe('daily limit', () => {
  it(`marks the question after ${DAILY_QUESTION_LIMIT} in a day as limit-reached, and resets the next day`, async () => {
    // A day of its own, so questions asked by other tests do not count.
    const day = TEST_NOW.getTime() + 30 * DAY_MS
    at(day)
    for (let i = 1; i <= DAILY_QUESTION_LIMIT; i++) {
      const res = await ask({ question: `solar energy ${i}` })
      expect(res.body.state.isLimitReached).toBe(false)
      expect(res.body.usage_limits[0]?.usage).toBe(i)
    }
    const over = (await ask({ question: QUESTION })).body
    expect(over.state).toMatchObject({
      status: 'requested',
      isError: true,
      isLimitReached: true,
      limitsReached: ['daily_questions'],
    })
    expect(over.response.errorMessage).toMatch(/limit/)
    expect((await pollAfter(over, 20)).state.isLimitReached).toBe(true)

    at(day + DAY_MS)
    expect((await ask({ question: QUESTION })).body.state.isLimitReached).toBe(false)
  })
})

describe('robustness', () => {
  it('never answers 5xx, whatever the body or token', async () => {
    at(TEST_NOW.getTime() + 60 * DAY_MS)
    const bodies = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.json({ maxDepth: 2 }),
      fc
        .record({
          question: fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null)),
        })
        .map((b) => JSON.stringify(b)),
    )
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await call(
          ASK,
          { method: 'POST', headers: { 'content-type': 'application/json' }, body },
          options,
        )
        expect([202, 400]).toContain(res.status)
      }),
      { numRuns: 120 },
    )
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (token) => {
        const res = await poll(token)
        expect([400, 404]).toContain(res.status)
      }),
      { numRuns: 120 },
    )
  })
})
