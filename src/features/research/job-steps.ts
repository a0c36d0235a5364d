import {
  RESEARCH_STATUSES,
  knownResearchStatus,
  type ResearchAnswer,
} from '../../api/schemas/research'

/** What each documented status means to a researcher, in the order the job passes them. */
export const STEP_LABELS: Record<(typeof RESEARCH_STATUSES)[number], string> = {
  requested: 'Question received',
  initialized: 'Job started',
  content_retrieved: 'Sources found',
  moderated: 'Content checked',
  content_compressed: 'Sources condensed',
  answer_generated: 'Answer written',
  title_generated: 'Title written',
  answer_rated: 'Answer rated',
  key_facts_generated: 'Key facts extracted',
  done: 'Done',
}

export type StepState = 'passed' | 'current' | 'stopped' | 'pending'

export interface JobStep {
  status: string
  label: string
  state: StepState
}

export interface JobProgress {
  steps: JobStep[]
  /** 1-based position of the current step, undefined for a status this client does not know. */
  position: number | undefined
  /** One sentence for the live region. */
  announcement: string
}

/**
 * The documented statuses as a stepper: those before the current one are passed; the current
 * one is current, or `stopped` when the job ended there in an error state (blocked, limit).
 */
export function jobProgress(answer: ResearchAnswer): JobProgress {
  const { state } = answer
  const known = knownResearchStatus(state.status)
  const index = known ? RESEARCH_STATUSES.indexOf(known) : -1
  const stoppedHere = state.isError === true || state.isBlockedContent || state.isLimitReached
  const done = known === 'done'
  const steps = RESEARCH_STATUSES.map((status, i): JobStep => {
    let stepState: StepState = 'pending'
    if (i < index || (done && i === index)) stepState = 'passed'
    else if (i === index) stepState = stoppedHere ? 'stopped' : 'current'
    return { status, label: STEP_LABELS[status], state: stepState }
  })
  const total = RESEARCH_STATUSES.length
  if (!known)
    return {
      steps,
      position: undefined,
      announcement: `The service reports the status “${state.status}”.`,
    }
  const label = STEP_LABELS[known]
  const announcement = done
    ? 'Done: the answer is ready.'
    : stoppedHere
      ? `Stopped at step ${index + 1} of ${total}: ${label}.`
      : `Step ${index + 1} of ${total}: ${label}.`
  return { steps, position: index + 1, announcement }
}
