import type { ResearchAnswer } from '../../api/schemas'
import { jobProgress, type StepState } from './job-steps'
import { m } from '../../paraglide/messages.js'

const MARK: Record<StepState, string> = {
  passed: '✓',
  current: '•',
  stopped: '✕',
  pending: '',
}

const STATE_TEXT: Record<StepState, () => string> = {
  passed: m.research_state_passed,
  current: m.research_state_current,
  stopped: m.research_state_stopped,
  pending: m.research_state_pending,
}

const MARK_CLASS: Record<StepState, string> = {
  passed: 'border-success bg-success text-surface',
  current: 'border-accent bg-accent-soft text-accent-strong',
  stopped: 'border-danger bg-danger text-surface',
  pending: 'border-border-strong bg-surface text-ink-subtle',
}

/** The documented statuses as a vertical stepper; the current step is announced politely. */
export function JobProgress({ answer }: { answer: ResearchAnswer }) {
  const { steps, announcement } = jobProgress(answer)
  return (
    <section aria-labelledby="job-progress-heading">
      <h2 id="job-progress-heading" className="text-sm font-semibold text-ink-muted">
        {m.research_progress()}
      </h2>
      <p role="status" aria-live="polite" className="mt-1 text-sm text-ink">
        {announcement}
      </p>
      <ol className="mt-3 space-y-1.5" aria-label={m.research_steps_label()}>
        {steps.map((step) => (
          <li
            key={step.status}
            aria-current={step.state === 'current' || step.state === 'stopped' ? 'step' : undefined}
            className="flex items-center gap-2 text-sm"
          >
            <span
              aria-hidden="true"
              className={`flex size-5 shrink-0 items-center justify-center rounded-full border text-xs font-semibold ${MARK_CLASS[step.state]} ${step.state === 'current' ? 'motion-safe:animate-pulse' : ''}`}
            >
              {MARK[step.state]}
            </span>
            <span
              className={
                step.state === 'pending'
                  ? 'text-ink-subtle'
                  : step.state === 'stopped'
                    ? 'font-medium text-danger'
                    : step.state === 'current'
                      ? 'font-medium text-ink'
                      : 'text-ink-muted'
              }
            >
              {step.label}
            </span>
            <span className="sr-only">({STATE_TEXT[step.state]()})</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
