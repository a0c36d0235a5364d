import { describe, expect, it } from 'vitest'
import type { Job, JobOutcome } from './job'
import { JobStore } from './job-store'

const STEP_MS = 100
const T0 = Date.parse('2026-06-15T12:00:00Z')
const ANSWERED: JobOutcome = {
  kind: 'answered',
  composed: { title: 'T', answer: '<p>A</p>', keyFacts: [], sources: [], qualityScore: 0.5 },
}

const job = (token: string, outcome: JobOutcome = ANSWERED, askedMs = T0): Job => ({
  token,
  question: 'How many electric vehicles were sold?',
  requestedAt: new Date(askedMs),
  apiKey: 'k',
  outcome,
})

const tokens = (store: JobStore, candidates: string[]) =>
  candidates.filter((t) => store.get(t) !== undefined)

describe('research jobs in memory', () => {
  it('at the limit, forgets the oldest finished job before any running one', () => {
    const store = new JobStore(3, STEP_MS)
    const at = new Date(T0)
    store.add(job('running-1'), at)
    store.add(job('refused', { kind: 'limit' }), at) // over the daily limit: finished at once
    store.add(job('running-2'), at)
    store.add(job('new'), at)
    expect(store.size).toBe(3)
    expect(tokens(store, ['running-1', 'refused', 'running-2', 'new'])).toEqual([
      'running-1',
      'running-2',
      'new',
    ])
  })

  it('forgets the oldest first once every job has finished', () => {
    const store = new JobStore(2, STEP_MS)
    store.add(job('a'), new Date(T0))
    store.add(job('b'), new Date(T0 + 1))
    store.add(job('c'), new Date(T0 + 60_000))
    expect(tokens(store, ['a', 'b', 'c'])).toEqual(['b', 'c'])
  })

  it('a blocked question counts as finished once it reached moderated', () => {
    const store = new JobStore(2, STEP_MS)
    store.add(job('answered'), new Date(T0))
    store.add(job('blocked', { kind: 'blocked' }), new Date(T0))
    // Moderation is step 3 (0.3 s); the answer needs all nine steps (0.9 s).
    store.add(job('new'), new Date(T0 + 500))
    expect(tokens(store, ['answered', 'blocked', 'new'])).toEqual(['answered', 'new'])
  })

  it('holds to its limit when every job is still running, forgetting the oldest', () => {
    const store = new JobStore(2, STEP_MS)
    const at = new Date(T0)
    for (const token of ['a', 'b', 'c', 'd']) store.add(job(token), at)
    expect(store.size).toBe(2)
    expect(tokens(store, ['a', 'b', 'c', 'd'])).toEqual(['c', 'd'])
  })
})
