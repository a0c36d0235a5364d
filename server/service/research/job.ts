import type { ComposedAnswer, KeyFact, ResearchSource } from './compose'
import { RESEARCH_STATUSES } from '../../../src/api/schemas/research'

/**
 * A research job and how it looks at a given moment. The answer is composed when the question
 * is asked; the status is read off the clock (elapsed time / step length), so polling with a
 * fake clock is deterministic and no timers run in the service.
 */
// The documented status sequence is part of the contract the app parses, so both sides share
// one list.
export const STATUSES = RESEARCH_STATUSES

export type ResearchStatus = (typeof STATUSES)[number]

const step = (status: ResearchStatus): number => STATUSES.indexOf(status)

export const CHAIN_VERSION = 'dds-local-1'

export type JobOutcome =
  | { kind: 'answered'; composed: ComposedAnswer }
  /** Refused by moderation: stops at `moderated`. */
  | { kind: 'blocked' }
  /** Over the daily allowance: stops at once, in `requested`. */
  | { kind: 'limit' }

export interface Job {
  token: string
  question: string
  requestedAt: Date
  apiKey: string
  outcome: JobOutcome
}

export interface ResearchAnswer {
  researchToken: string
  state: {
    status: ResearchStatus
    isError: boolean
    isBlockedContent: boolean
    isLimitReached: boolean
    isHidden: boolean
    isPublic: boolean
    limitsReached: string[]
    qualityScore: number | null
  }
  request: { question: string }
  response: {
    title: string
    answer: string | null
    errorMessage: string | null
    keyFacts: KeyFact[] | null
    sources: ResearchSource[]
  }
  metaInformation: {
    requestedAt: string
    answeredAt: string | null
    chainVersion: string | null
    isResearchOwner: boolean
  }
  usage_limits: { limit: number | null; limitation_period: string; usage: number }[]
}

export interface ViewContext {
  now: Date
  stepMs: number
  /** The job owner's daily allowance and how much of it is used. */
  allowance: { limit: number; usage: number }
  /** Whether the caller polling is the key that asked. */
  isOwner: boolean
}

export function viewJob(
  job: Job,
  { now, stepMs, allowance, isOwner }: ViewContext,
): ResearchAnswer {
  const elapsed = now.getTime() - job.requestedAt.getTime()
  const last = STATUSES.length - 1
  let reached = stepMs <= 0 ? last : Math.min(last, Math.max(0, Math.floor(elapsed / stepMs)))
  const { outcome } = job
  if (outcome.kind === 'blocked') reached = Math.min(reached, step('moderated'))
  if (outcome.kind === 'limit') reached = step('requested')

  const blocked = outcome.kind === 'blocked' && reached === step('moderated')
  const limited = outcome.kind === 'limit'
  const composed = outcome.kind === 'answered' ? outcome.composed : undefined
  const done = reached === last
  const has = (status: ResearchStatus) => composed !== undefined && reached >= step(status)

  let errorMessage: string | null = null
  if (blocked)
    errorMessage = 'This question was blocked by content moderation and will not be answered.'
  if (limited)
    errorMessage = `The daily limit of ${allowance.limit} research questions for this API key is reached; ask again tomorrow.`

  const answeredAt = done || blocked || limited ? finishedAt(job, stepMs) : null

  return {
    researchToken: job.token,
    state: {
      status: STATUSES[reached] ?? 'requested',
      isError: blocked || limited,
      isBlockedContent: blocked,
      isLimitReached: limited,
      isHidden: false,
      isPublic: false,
      limitsReached: limited ? ['daily_questions'] : [],
      qualityScore: composed && has('answer_rated') ? composed.qualityScore : null,
    },
    request: { question: job.question },
    response: {
      title: composed && has('title_generated') ? composed.title : '',
      answer: composed && has('answer_generated') ? composed.answer : null,
      errorMessage,
      keyFacts: composed && has('key_facts_generated') ? composed.keyFacts : null,
      sources: composed && has('content_retrieved') ? composed.sources : [],
    },
    metaInformation: {
      requestedAt: job.requestedAt.toISOString(),
      answeredAt: answeredAt ? answeredAt.toISOString() : null,
      chainVersion: CHAIN_VERSION,
      isResearchOwner: isOwner,
    },
    usage_limits: [{ limit: allowance.limit, limitation_period: 'day', usage: allowance.usage }],
  }
}

/**
 * When a job reaches its last status: `done` for an answer, `moderated` for a blocked question,
 * at once for one over the daily limit. From then on its view no longer changes.
 */
export function finishedAt(job: Job, stepMs: number): Date {
  const { kind } = job.outcome
  const steps = kind === 'limit' ? 0 : kind === 'blocked' ? step('moderated') : STATUSES.length - 1
  return new Date(job.requestedAt.getTime() + steps * Math.max(0, stepMs))
}
