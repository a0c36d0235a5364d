import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AnswerOutcome } from './answer-outcome'

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
      Your earlier questions
    </Link>
  )
  const checkAgain = (text: string) => (
    <button type="button" className={BUTTON} onClick={onCheckAgain} disabled={checking}>
      {checking ? 'Checking…' : text}
    </button>
  )

  switch (outcome.kind) {
    case 'not-found':
      return (
        <Notice tone="danger" title={outcome.failure.title}>
          <p>{outcome.failure.advice}</p>
          <Actions>
            <Link to="/research" className={LINK}>
              Ask a new question
            </Link>
            {history}
            {checkAgain('Check again')}
          </Actions>
        </Notice>
      )
    case 'limit':
      return (
        <Notice tone="warning" title="Question limit reached">
          <p>{outcome.message}</p>
          {outcome.usage && (
            <p className="tabular-nums">
              {outcome.usage.usage} of {outcome.usage.limit} questions used
              {periodText(outcome.usage.period)}.
            </p>
          )}
          <p>Answers to questions asked before are still readable.</p>
          <Actions>
            {history}
            {askAgain('Ask again later')}
          </Actions>
        </Notice>
      )
    case 'blocked':
      return (
        <Notice tone="warning" title="This question was blocked">
          <p>{outcome.message}</p>
          <p>Rephrase the question if it was meant differently.</p>
          <Actions>
            {askAgain('Edit the question')}
            {history}
          </Actions>
        </Notice>
      )
    case 'job-error':
      return (
        <Notice tone="danger" title="The service could not answer this question">
          <p>{outcome.message}</p>
          <Actions>
            {askAgain('Ask again')}
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
          {!refused && (
            <p>The job itself may still be running: checking again resumes where it is.</p>
          )}
          <Actions>
            {failure.signIn && (
              <a href={failure.signIn} className={LINK}>
                Sign in
              </a>
            )}
            {failure.retry && checkAgain(refused ? 'Check again' : 'Try again')}
            {history}
          </Actions>
        </Notice>
      )
    }
    case 'expired':
      return (
        <Notice tone="warning" title="Still running, check again">
          <p>
            The job has not finished after two minutes of checking, so this page stopped asking. The
            service may be busy; this address keeps the job, so you can also come back later.
          </p>
          <Actions>
            {checkAgain('Check again')}
            {history}
          </Actions>
        </Notice>
      )
  }
}

function periodText(period: string): string {
  if (period === 'day') return ' today'
  return period ? ` this ${period}` : ''
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
