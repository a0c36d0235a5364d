import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AnswerOutcome, UsageLine } from './answer-outcome'
import { m } from '../../paraglide/messages.js'
import { formatCount } from '../../lib/format'

type NoticeOutcome = Exclude<AnswerOutcome, { kind: 'loading' | 'running' | 'done' }>

interface NoticeProps {
  outcome: NoticeOutcome
  /** The question, when known, so "ask again" can start from it. */
  question: string | undefined
  /** Asks the service again (retry a failed request, or resume polling). */
  onCheckAgain: () => void
  checking: boolean
}

const BUTTON =
  'rounded bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:bg-accent-strong disabled:opacity-60'
const LINK =
  'rounded border border-border-strong px-3 py-1.5 text-sm text-ink hover:bg-surface-muted'

/** One clear message per way a research question can fail to produce an answer, with a way on. */
export function AnswerNotice({ outcome, question, onCheckAgain, checking }: NoticeProps) {
  const askAgain = (text: string) => (
    <Link to="/research" search={question ? { question } : {}} className={LINK}>
      {text}
    </Link>
  )
  const history = (
    <Link to="/research" hash="history" className={LINK}>
      {m.research_earlier_questions()}
    </Link>
  )
  const checkAgain = (text: string) => (
    <button type="button" className={BUTTON} onClick={onCheckAgain} disabled={checking}>
      {checking ? m.research_checking() : text}
    </button>
  )

  switch (outcome.kind) {
    case 'not-found':
      return (
        <Notice tone="danger" title={outcome.failure.title}>
          <p>{outcome.failure.advice}</p>
          <Actions>
            <Link to="/research" className={LINK}>
              {m.research_new_question()}
            </Link>
            {history}
            {checkAgain(m.research_check_again())}
          </Actions>
        </Notice>
      )
    case 'limit':
      return (
        <Notice tone="warning" title={m.research_limit_title()}>
          <p>{outcome.message}</p>
          {outcome.usage && <p className="tabular-nums">{usageText(outcome.usage)}</p>}
          <p>{m.research_limit_advice()}</p>
          <Actions>
            {history}
            {askAgain(m.research_ask_later())}
          </Actions>
        </Notice>
      )
    case 'blocked':
      return (
        <Notice tone="warning" title={m.research_blocked_title()}>
          <p>{outcome.message}</p>
          <p>{m.research_rephrase()}</p>
          <Actions>
            {askAgain(m.research_edit_question())}
            {history}
          </Actions>
        </Notice>
      )
    case 'job-error':
      return (
        <Notice tone="danger" title={m.research_job_error_title()}>
          <p>{outcome.message}</p>
          <Actions>
            {askAgain(m.research_ask_again())}
            {history}
          </Actions>
        </Notice>
      )
    case 'request-failed': {
      const { failure } = outcome
      // A refused key will not change by itself; any other failure may leave the job running.
      const refused = failure.kind === 'unauthorized' || failure.kind === 'forbidden'
      return (
        <Notice tone="danger" title={failure.title}>
          {failure.detail && <p>{failure.detail}</p>}
          <p>{failure.advice}</p>
          {!refused && <p>{m.research_may_still_run()}</p>}
          <Actions>
            {failure.signIn && (
              <a href={failure.signIn} className={LINK}>
                {m.research_sign_in()}
              </a>
            )}
            {failure.retry &&
              checkAgain(refused ? m.research_check_again() : m.research_try_again())}
            {history}
          </Actions>
        </Notice>
      )
    }
    case 'expired':
      return (
        <Notice tone="warning" title={m.research_expired_title()}>
          <p>{m.research_expired_text()}</p>
          <Actions>
            {checkAgain(m.research_check_again())}
            {history}
          </Actions>
        </Notice>
      )
  }
}

function usageText({ usage, limit, period }: UsageLine): string {
  const counts = { usage: formatCount(usage), limit: formatCount(limit) }
  const when = periodText(period)
  return when
    ? m.research_questions_used_in({ ...counts, period: when })
    : m.research_questions_used(counts)
}

/** The service names its period in English ("day", "month"); the known ones are said in words. */
function periodText(period: string): string {
  if (period === 'day') return m.research_period_day()
  if (period === 'week') return m.research_period_week()
  if (period === 'month') return m.research_period_month()
  if (period === 'year') return m.research_period_year()
  return period ? m.research_period_other({ period }) : ''
}

function Notice({
  tone,
  title,
  children,
}: {
  tone: 'danger' | 'warning'
  title: string
  children: ReactNode
}) {
  const colours =
    tone === 'danger' ? 'border-danger/40 bg-danger-soft' : 'border-warning/40 bg-warning-soft'
  return (
    <section role="alert" className={`rounded border p-4 ${colours}`}>
      <h2 className={`font-semibold ${tone === 'danger' ? 'text-danger' : 'text-warning'}`}>
        {title}
      </h2>
      <div className="mt-1 space-y-1 text-sm text-ink">{children}</div>
    </section>
  )
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2 pt-2">{children}</div>
}
