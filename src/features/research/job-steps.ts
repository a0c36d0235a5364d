import {
  RESEARCH_STATUSES,
  knownResearchStatus,
  type ResearchAnswer,
} from '../../api/schemas/research'
import { m } from '../../paraglide/messages.js'
import { formatCount } from '../../lib/format'

/** What each documented status means to a researcher, in the order the job passes them. */
const STEP_LABELS: Record<(typeof RESEARCH_STATUSES)[number], () => string> = {
  requested: m.research_step_requested,
  initialized: m.research_step_initialized,
  content_retrieved: m.research_step_content_retrieved,
  moderated: m.research_step_moderated,
  content_compressed: m.research_step_content_compressed,
  answer_generated: m.research_step_answer_generated,
  title_generated: m.research_step_title_generated,
  answer_rated: m.research_step_answer_rated,
  key_facts_generated: m.research_step_key_facts_generated,
  done: m.research_step_done,
}

/** A step's name in the page's language (read when rendering, never when the module loads). */
export const stepLabel = (status: (typeof RESEARCH_STATUSES)[number]): string =>
  STEP_LABELS[status]()

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
    return { status, label: stepLabel(status), state: stepState }
  })
  const total = RESEARCH_STATUSES.length
  if (!known)
    return {
      steps,
      position: undefined,
      announcement: m.research_status_unknown({ status: state.status }),
    }
  const step = { step: formatCount(index + 1), total: formatCount(total), label: stepLabel(known) }
  const announcement = done
    ? m.research_status_done()
    : stoppedHere
      ? m.research_status_stopped(step)
      : m.research_status_step(step)
  return { steps, position: index + 1, announcement }
}
