import { describeFailure, type Failure } from '../../api/describe-failure'
import type { ResearchPollPlan } from '../../api/research-poll'
import type { ResearchAnswer } from '../../api/schemas'
import { RESEARCH_WORDING } from './research-wording'
import { m } from '../../paraglide/messages.js'

/**
 * What the answer page shows, decided once from the query's data, its error and the poll plan,
 * so every state has exactly one message and the component only renders.
 */
export type AnswerOutcome =
  | { kind: 'loading' }
  | { kind: 'running' }
  /** The job still runs after the whole poll budget. */
  | { kind: 'expired' }
  | { kind: 'done' }
  | { kind: 'blocked'; message: string }
  | { kind: 'limit'; message: string; usage: UsageLine | undefined }
  | { kind: 'job-error'; message: string }
  | { kind: 'not-found'; failure: Failure }
  /** The request for the answer failed: the key, the service or the way to it. */
  | { kind: 'request-failed'; failure: Failure }

export interface UsageLine {
  limit: number
  usage: number
  period: string
}

export function answerOutcome(
  answer: ResearchAnswer | undefined,
  error: unknown,
  plan: ResearchPollPlan,
): AnswerOutcome {
  if (error) {
    const failure = describeFailure(error, RESEARCH_WORDING)
    if (failure.kind === 'not-found') return { kind: 'not-found', failure }
    if (failure.kind === 'package-limit')
      return { kind: 'limit', message: failure.detail || failure.title, usage: undefined }
    return { kind: 'request-failed', failure }
  }
  if (!answer) return { kind: 'loading' }
  const { state, response } = answer
  if (state.isLimitReached)
    return {
      kind: 'limit',
      message: response.errorMessage ?? m.research_limit_message(),
      usage: usageOf(answer),
    }
  if (state.isBlockedContent)
    return {
      kind: 'blocked',
      message: response.errorMessage ?? m.research_blocked_message(),
    }
  if (state.isError)
    return {
      kind: 'job-error',
      message: response.errorMessage ?? m.research_job_error_message(),
    }
  if (plan.state === 'finished') return { kind: 'done' }
  if (plan.state === 'expired') return { kind: 'expired' }
  return { kind: 'running' }
}

function usageOf(answer: ResearchAnswer): UsageLine | undefined {
  const line = answer.usage_limits?.find((l) => typeof l.limit === 'number')
  if (!line || typeof line.limit !== 'number') return undefined
  return {
    limit: line.limit,
    usage: line.usage ?? line.limit,
    period: line.limitation_period ?? '',
  }
}
