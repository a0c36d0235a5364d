import { describe, expect, it } from 'vitest'
import { RESEARCH_POLL, researchPollDelay, researchPollPlan } from './research-poll'
import { researchAnswerSchema } from './schemas'

const answer = (status: string, flags: Record<string, boolean> = {}) =>
  researchAnswerSchema.parse({
    researchToken: 'tok',
    state: { status, ...flags },
    response: {},
  })

const running = { failed: false, polls: 0 }

/** The wait the plan asks for, or false when it does not poll. */
const delay = (...args: Parameters<typeof researchPollPlan>) => {
  const plan = researchPollPlan(...args)
  return plan.state === 'polling' ? plan.delayMs : false
}

describe('the poll schedule', () => {
  it('starts short and grows while the job runs, up to a ceiling', () => {
    const delays = Array.from({ length: 12 }, (_, polls) =>
      delay(answer('moderated'), { failed: false, polls }),
    )
    expect(delays[0]).toBe(RESEARCH_POLL.firstMs)
    for (let i = 1; i < delays.length; i++) {
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] as number)
    }
    expect(delays[1]).toBeGreaterThan(delays[0] as number)
    expect(delays.at(-1)).toBe(RESEARCH_POLL.maxMs)
  })

  it('keeps polling before the first answer and through statuses it does not know', () => {
    expect(delay(undefined, running)).toBe(RESEARCH_POLL.firstMs)
    expect(delay(answer('some_new_status'), running)).toBe(RESEARCH_POLL.firstMs)
  })

  it('stops when the job is done', () => {
    expect(researchPollPlan(answer('done'), running)).toEqual({ state: 'finished' })
    expect(delay(answer('done'), running)).toBe(false)
  })

  it.each([
    ['isError', 'requested'],
    ['isBlockedContent', 'moderated'],
    ['isLimitReached', 'requested'],
  ])('stops when the job reports %s', (flag, status) => {
    expect(researchPollPlan(answer(status, { [flag]: true }), running)).toEqual({
      state: 'finished',
    })
  })

  it('stops when the last request failed', () => {
    expect(researchPollPlan(answer('moderated'), { failed: true, polls: 3 })).toEqual({
      state: 'failed',
    })
    expect(delay(undefined, { failed: true, polls: 0 })).toBe(false)
  })

  it('gives up after a bounded total wait, saying the job is still running', () => {
    let waited = 0
    let polls = 0
    while (researchPollPlan(answer('moderated'), { failed: false, polls }).state === 'polling') {
      waited += researchPollDelay(polls)
      polls++
      expect(polls).toBeLessThan(1000)
    }
    expect(researchPollPlan(answer('moderated'), { failed: false, polls })).toEqual({
      state: 'expired',
    })
    expect(waited).toBeGreaterThanOrEqual(RESEARCH_POLL.budgetMs)
    expect(waited).toBeLessThan(RESEARCH_POLL.budgetMs + RESEARCH_POLL.maxMs)
    // A finished job is reported as finished even after the budget.
    expect(researchPollPlan(answer('done'), { failed: false, polls })).toEqual({
      state: 'finished',
    })
  })
})
