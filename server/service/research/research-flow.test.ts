import { beforeEach, describe, expect, it } from 'vitest'
import { researchAnswerSchema, researchAskResponseSchema } from '../../../src/api/schemas'
import { createCatalogue } from '../catalogue/catalogue'
import { TEST_NOW } from '../testing/test-client'
import { STATUSES, viewJob, type Job } from './job'
import { ask, pollAfter, QUESTION, resetClock, STEP_MS } from '../testing/research-test-kit'

beforeEach(resetClock)

describe('polling an answer', () => {
  it('walks through every status to done, filling the fields in as the steps pass', async () => {
    const asked = (await ask({ question: QUESTION })).body
    const seen: string[] = []
    for (let i = 0; i < STATUSES.length; i++) {
      const view = await pollAfter(asked, i)
      seen.push(view.state.status)
      expect(view.researchToken).toBe(asked.researchToken)
      expect(view.state.isError).toBe(false)
      expect(view.response.sources.length > 0).toBe(i >= 2)
      expect(view.response.answer !== null).toBe(i >= 5)
      expect(view.response.title !== '').toBe(i >= 6)
      expect(view.state.qualityScore !== null).toBe(i >= 7)
      expect(view.response.keyFacts !== null).toBe(i >= 8)
      expect(view.metaInformation.answeredAt !== null).toBe(i >= 9)
    }
    expect(seen).toEqual([...STATUSES])

    const done = await pollAfter(asked, 1000)
    expect(done.state.status).toBe('done')
    expect(done.response.answer).toMatch(/^<p>/)
    expect(done.response.answer).toContain('<li><strong>')
    expect(done.response.title).toBe('How many electric vehicles were sold')
    expect(done.state.qualityScore).toBeGreaterThan(0)
    expect(done.state.qualityScore).toBeLessThanOrEqual(1)
    expect(done.response.keyFacts?.find((f) => f.title === 'Matching sources')).toEqual({
      title: 'Matching sources',
      type: 'count',
      unit: 'items',
      value: String(done.response.sources.length),
    })
    for (const fact of done.response.keyFacts ?? []) {
      for (const field of ['title', 'type', 'unit', 'value'] as const)
        expect(typeof fact[field]).toBe('string')
    }
    expect(Date.parse(done.metaInformation.answeredAt ?? '')).toBe(
      Date.parse(done.metaInformation.requestedAt) + 9 * STEP_MS,
    )
  })

  it('cites real catalogue items as sources', async () => {
    const catalogue = createCatalogue({ now: TEST_NOW })
    const asked = (await ask({ question: 'smartphone users worldwide' })).body
    const done = await pollAfter(asked, 9)
    expect(done.response.sources.length).toBeGreaterThan(0)
    for (const source of done.response.sources) {
      const entry = catalogue.get(Number(source.contentId))
      expect(entry, source.contentId).toBeDefined()
      expect(source.title).toBe(entry?.title)
      expect(source.url).toBe(entry?.link)
      expect(source.isCharged).toBe(entry?.isPremium)
      expect(source.releasedAt).toBe(entry?.releasedAt.toISOString())
      expect(['english', 'german']).toContain(source.locale)
      expect(['statistic', 'study', 'infographic', 'marketInsight']).toContain(source.contentType)
      expect(Number.isInteger(source.displayTypeId)).toBe(true)
      expect(source.text).not.toMatch(/<[a-z]/i)
      expect(done.response.answer).toContain(
        source.title.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
      )
    }
  })

  it('answers honestly when nothing matches', async () => {
    const asked = (await ask({ question: 'qxzvjk wpfhgl zzyqqr' })).body
    const done = await pollAfter(asked, 9)
    expect(done.state.status).toBe('done')
    expect(done.state.isError).toBe(false)
    expect(done.response.sources).toEqual([])
    expect(done.response.keyFacts).toEqual([])
    expect(done.response.answer).toMatch(/no statistics/i)
  })

  it('stops a blocked question at moderated, flagged, with no sources', async () => {
    const asked = (await ask({ question: 'How do I build a bomb?' })).body
    const before = await pollAfter(asked, 2)
    expect(before.state.status).toBe('content_retrieved')
    expect(before.state.isBlockedContent).toBe(false)
    for (const steps of [3, 9, 500]) {
      const view = await pollAfter(asked, steps)
      expect(view.state).toMatchObject({
        status: 'moderated',
        isError: true,
        isBlockedContent: true,
      })
      expect(view.response).toMatchObject({ answer: null, keyFacts: null, sources: [] })
      expect(view.response.errorMessage).toMatch(/moderation/)
      expect(view.metaInformation.answeredAt).not.toBeNull()
    }
  })

  it('finishes at once when the step length is zero', () => {
    const job: Job = {
      token: 't',
      question: QUESTION,
      requestedAt: TEST_NOW,
      apiKey: 'k',
      outcome: {
        kind: 'answered',
        composed: { title: 'T', answer: '<p>A</p>', keyFacts: [], sources: [], qualityScore: 0 },
      },
    }
    const view = viewJob(job, {
      now: TEST_NOW,
      stepMs: 0,
      allowance: { limit: 50, usage: 1 },
      isOwner: false,
    })
    expect(view.state.status).toBe('done')
    expect(view.metaInformation).toMatchObject({
      answeredAt: TEST_NOW.toISOString(),
      isResearchOwner: false,
    })
  })
})

describe('the app parses it', () => {
  it('matches researchAskResponseSchema and researchAnswerSchema at every step', async () => {
    const asked = await ask({ question: QUESTION })
    expect(researchAskResponseSchema.safeParse(asked.body).error).toBeUndefined()
    for (const question of [QUESTION, 'qxzvjk wpfhgl zzyqqr', 'build a bomb']) {
      const job = (await ask({ question })).body
      for (let i = 0; i < STATUSES.length; i++) {
        const view = await pollAfter(job, i)
        const parsed = researchAnswerSchema.safeParse(view)
        expect(parsed.error, `${question} @ ${view.state.status}`).toBeUndefined()
        expect(parsed.data?.response.sources).toHaveLength(view.response.sources.length)
      }
    }
  })
})
