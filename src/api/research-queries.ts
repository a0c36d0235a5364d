import { mutationOptions, queryOptions, type QueryState } from '@tanstack/react-query'
import { ENDPOINTS, type AnswerOf } from './endpoints'
import { apiPost } from './http'
import { ddsKey, readQuery } from './queries'
import type { SentParams } from './query-params'
import { isResearchFinished, researchPollPlan, type ResearchPollPlan } from './research-poll'
import type { ResearchAnswer } from './schemas/research'
import type { z } from './zod'

// The research question/answer flow's queries, apart from the content pages' (queries.ts) so
// that their schemas are built only where research is.

export interface ResearchPollSession {
  /** `dataUpdateCount` of the query when this page's polling (re)started. */
  baseline: number
}

/** Where polling of one answer stands; the page and the query's refetchInterval both use it. */
export function researchPollState(
  state: Pick<QueryState<ResearchAnswer>, 'data' | 'status' | 'dataUpdateCount'> | undefined,
  session: ResearchPollSession,
): ResearchPollPlan {
  return researchPollPlan(state?.data, {
    failed: state?.status === 'error',
    polls: Math.max(0, (state?.dataUpdateCount ?? 0) - session.baseline),
  })
}

/**
 * One research answer, polled on a growing schedule (see research-poll.ts) counted from the
 * session's baseline, so "check again" can restart the bounded wait.
 */
export function researchAnswerQuery(token: string, session: ResearchPollSession = { baseline: 0 }) {
  const sent: SentParams = { research_token: token }
  return queryOptions({
    ...readQuery(ENDPOINTS.researchAnswer, sent),
    staleTime: 0,
    refetchInterval: (query) => {
      const plan = researchPollState(query.state, session)
      return plan.state === 'polling' ? plan.delayMs : false
    },
    // Interval fetches are skipped while the tab is hidden; coming back asks at once.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) =>
      query.state.status !== 'error' &&
      query.state.data !== undefined &&
      !isResearchFinished(query.state.data),
    // The loader has just fetched (or the ask response seeded) the answer: the interval asks
    // next, rather than a second request on mount. A 404 from the loader is not re-asked.
    refetchOnMount: false,
    retryOnMount: false,
  })
}

/** Submits a research question. Never retried: a repeat would start (and bill) a second job. */
export function askResearchQuestion(question: string, signal?: AbortSignal) {
  const ask = ENDPOINTS.researchAsk
  return apiPost(
    ask.path,
    { question: question.trim() },
    ask.answer.schema() as unknown as Promise<z.ZodMiniType<AnswerOf<typeof ask>>>,
    {
      ...(signal ? { signal } : {}),
    },
  )
}

export function askResearchMutation() {
  return mutationOptions({
    mutationKey: [...ddsKey, ENDPOINTS.researchAsk.path],
    mutationFn: (question: string) => askResearchQuestion(question),
    retry: false,
  })
}
