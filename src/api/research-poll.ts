import { knownResearchStatus, type ResearchAnswer } from './schemas/research'

/**
 * When to ask again for a research answer. A job usually takes seconds, sometimes minutes:
 * poll quickly at first so the steps are seen advancing, then more and more slowly, and give
 * up after a bounded wait so a stuck job does not poll forever (the page then offers "check
 * again"). Hidden tabs are paused by React Query itself (refetchIntervalInBackground: false
 * skips interval fetches while `document.visibilityState` is 'hidden'), so the budget is only
 * spent on polls actually made.
 */
export const RESEARCH_POLL = {
  firstMs: 500,
  growth: 1.5,
  maxMs: 5_000,
  /** Sum of the waits between polls after which the page stops and says "still running". */
  budgetMs: 120_000,
} as const

export type ResearchPollPlan =
  | { state: 'polling'; delayMs: number }
  /** `done`, or the job itself ended in an error state (blocked, limit, failed). */
  | { state: 'finished' }
  /** The last request failed; polling waits for the user to retry. */
  | { state: 'failed' }
  /** Still running after the whole budget: the user decides whether to check again. */
  | { state: 'expired' }

/** The wait after the `polls`-th answer of this session (0 = the answer the page opened with). */
export function researchPollDelay(polls: number): number {
  const grown = RESEARCH_POLL.firstMs * RESEARCH_POLL.growth ** Math.max(0, polls)
  return Math.round(Math.min(RESEARCH_POLL.maxMs, grown))
}

/** Total wait spent before the answer numbered `polls` could arrive. */
function waitedBefore(polls: number): number {
  let total = 0
  for (let i = 0; i < polls; i++) total += researchPollDelay(i)
  return total
}

export function isResearchFinished(answer: ResearchAnswer): boolean {
  const { state } = answer
  return (
    knownResearchStatus(state.status) === 'done' ||
    state.isError === true ||
    state.isBlockedContent === true ||
    state.isLimitReached === true
  )
}

export interface PollProgress {
  /** Whether the latest request of the query failed. */
  failed: boolean
  /** Answers received since polling (re)started on this page. */
  polls: number
}

export function researchPollPlan(
  answer: ResearchAnswer | undefined,
  { failed, polls }: PollProgress,
): ResearchPollPlan {
  if (answer && isResearchFinished(answer)) return { state: 'finished' }
  if (failed) return { state: 'failed' }
  if (waitedBefore(polls) >= RESEARCH_POLL.budgetMs) return { state: 'expired' }
  return { state: 'polling', delayMs: researchPollDelay(polls) }
}
