import { isApiError } from '../../api/http'
import type { ResearchPollPlan } from '../../api/research-poll'
import type { ResearchAnswer } from '../../api/schemas'

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
  | { kind: 'not-found' }
  /** 401/403: the key or its package does not allow research questions. */
  | { kind: 'forbidden'; message: string; status: number }
  /** Network, timeout, 5xx, unreadable answer: worth retrying. */
  | { kind: 'request-failed'; message: string; status: number }

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
    const status = isApiError(error) ? error.status : 0
    const message = error instanceof Error ? error.message : String(error)
    // A 403 that says "limit" is the package limit, not a missing permission.
    if (status === 404) return { kind: 'not-found' }
    if (status === 403 && /limit/i.test(message))
      return { kind: 'limit', message, usage: undefined }
    if (status === 401 || status === 403) return { kind: 'forbidden', message, status }
    // The status of an HTTP failure (0 for none): the message may be the service's own words.
    const httpStatus = isApiError(error) && error.kind === 'http' ? status : 0
    return { kind: 'request-failed', message, status: httpStatus }
  }
  if (!answer) return { kind: 'loading' }
  const { state, response } = answer
  if (state.isLimitReached)
    return {
      kind: 'limit',
      message: response.errorMessage ?? 'The research question limit of this API key is reached.',
      usage: usageOf(answer),
    }
  if (state.isBlockedContent)
    return {
      kind: 'blocked',
      message: response.errorMessage ?? 'This question was blocked by content moderation.',
    }
  if (state.isError)
    return {
      kind: 'job-error',
      message: response.errorMessage ?? 'The service could not answer this question.',
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
