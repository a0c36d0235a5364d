import { expect } from 'vitest'
import { call, TEST_NOW } from './test-client'
import type { ResearchAnswer } from '../research/job'

/**
 * Shared by the research tests. Each test file gets its own copy of this module, hence its own
 * clock and service.
 */
export const ASK = '/v1/research-ai/ask'
export const ANSWER = '/v1/research-ai/answer'
export const STEP_MS = 100
export const DAY_MS = 86_400_000

/**
 * One service whose clock the tests move: job status is read off the clock, so setting the time
 * is enough to walk a job through its states. test-client keys services by options without
 * `now`; `researchStepMs: 100` gives the file a service of its own, built with this clock.
 */
let fakeNow = TEST_NOW
export const options = { now: () => fakeNow, researchStepMs: STEP_MS }
export const at = (ms: number) => {
  fakeNow = new Date(ms)
}

export async function ask(
  body: unknown,
  init: { key?: string | null; contentType?: string | null } = {},
) {
  const headers: Record<string, string> = {}
  const contentType = init.contentType === undefined ? 'application/json' : init.contentType
  if (contentType !== null) headers['content-type'] = contentType
  const res = await call(
    ASK,
    {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...(init.key === undefined ? {} : { key: init.key }),
    },
    options,
  )
  return { ...res, body: res.body as ResearchAnswer & { parameter?: string } }
}

export async function poll(token: string, key?: string | null) {
  const res = await call(
    `${ANSWER}?${new URLSearchParams({ research_token: token })}`,
    key === undefined ? {} : { key },
    options,
  )
  return { ...res, body: res.body as ResearchAnswer & { parameter?: string } }
}

/** The job's view `steps` steps (plus half a step) after it was asked. */
export async function pollAfter(job: ResearchAnswer, steps: number) {
  at(Date.parse(job.metaInformation.requestedAt) + steps * STEP_MS + STEP_MS / 2)
  const res = await poll(job.researchToken)
  expect(res.status).toBe(200)
  return res.body
}

export const QUESTION = 'How many electric vehicles were sold?'

export const resetClock = () => at(TEST_NOW.getTime())
