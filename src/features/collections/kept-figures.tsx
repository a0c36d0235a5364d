import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { describeFailure } from '../../api/describe-failure'
import {
  askAgain,
  cachedAnswer,
  KEPT_ANSWER_ENDPOINTS,
  type ShownAnswer,
} from '../../api/kept-answers'
import type { AnswerSnapshot } from '../../api/schemas/workspace'
import { FailureNotice } from '../../components/failure-notice'
import { SpendButtons } from '../../components/spend-buttons'
import {
  changesSentence,
  compareFigures,
  readFigures,
  type Figures,
} from '../../lib/collections/answer-figures'
import { buildSnapshot, leftOutNotice } from '../../lib/collections/answer-snapshot'
import type { AddOutcome } from '../../lib/collections/store'
import { m } from '../../paraglide/messages.js'
import { formatCount, formatDate } from '../../lib/format'
import { FiguresTable } from './figures-table'

/**
 * The figures an entry keeps, read without asking the service (so without spending credits),
 * and the current ones on purpose: the cost named first, one call, what changed marked, and for
 * whoever may edit the collection "Keep these figures". Its own chunk: it loads only where a
 * collection shown has an entry with figures.
 */
export default function KeptFigures({
  answer,
  onKeep,
}: {
  answer: AnswerSnapshot
  /** Replaces the kept figures (a version-checked write); absent for readers. */
  onKeep?: ((answer: AnswerSnapshot) => Promise<AddOutcome>) | undefined
}) {
  const read = readFigures(answer)
  const queryClient = useQueryClient()
  const [current, setCurrent] = useState<
    | { state: 'asking' }
    | { state: 'failed'; error: unknown }
    | { state: 'shown'; answer: ShownAnswer; figures: Figures | undefined }
    | undefined
  >()
  const [keep, setKeep] = useState<
    { state: 'saving' | 'kept' } | { state: 'refused'; text: string }
  >()
  const [showKept, setShowKept] = useState(false)

  if (!read.ok)
    return (
      <p className="rounded border border-border bg-surface-muted px-2 py-1 text-sm text-ink-muted">
        {read.message} {m.collection_figures_unreadable_advice()}
      </p>
    )
  const kept = read.figures
  const credits = KEPT_ANSWER_ENDPOINTS[kept.kind].credits
  // Opened this visit already (the same request): shown from the browser, nothing bought.
  const cached =
    current === undefined ? cachedAnswer(queryClient, kept.kind, kept.request) : undefined

  const show = (shown: ShownAnswer) => {
    const figures = readFigures(shown)
    setCurrent({ state: 'shown', answer: shown, figures: figures.ok ? figures.figures : undefined })
  }
  const ask = () => {
    setCurrent({ state: 'asking' })
    setKeep(undefined)
    setShowKept(false)
    askAgain(queryClient, kept.kind, kept.request).then(show, (error: unknown) =>
      setCurrent({ state: 'failed', error }),
    )
  }

  const keepCurrent = (shown: ShownAnswer) => {
    if (!onKeep) return
    const built = buildSnapshot(shown)
    if (!built.ok) {
      setKeep({ state: 'refused', text: leftOutNotice(built) })
      return
    }
    setKeep({ state: 'saving' })
    void onKeep(built.answer).then((outcome) =>
      // A write refused by the server or stale is said by the workspace's own notice; one that
      // would take the collection past its bound is said here.
      setKeep(
        outcome.kept
          ? { state: 'kept' }
          : outcome.refused
            ? { state: 'refused', text: outcome.refused }
            : undefined,
      ),
    )
  }

  const fresh = current?.state === 'shown' ? current.figures : undefined
  const changes = fresh ? compareFigures(kept, fresh) : undefined
  return (
    <div className="space-y-2 text-sm">
      {fresh && changes && !showKept ? (
        <FiguresTable
          figures={fresh}
          caption={m.collection_current_figures_caption({
            date: formatDate(fresh.retrievedAt, { local: true }),
          })}
          changes={changes}
        />
      ) : (
        <FiguresTable figures={kept} caption={kept.retrievedWords} />
      )}
      {current === undefined && cached && (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className="rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted"
            onClick={() => show(cached)}
          >
            {m.collection_current_figures_cached()}
          </button>
          <span className="text-xs text-ink-muted">
            {m.collection_current_figures_cached_why()}
          </span>
        </div>
      )}
      {current === undefined && !cached && (
        <SpendButtons what={m.collection_current_figures()} credits={credits} onSpend={ask}>
          <span className="text-xs text-ink-muted">{m.collection_current_figures_why()}</span>
        </SpendButtons>
      )}
      {current?.state === 'asking' && (
        <p role="status" className="text-ink-muted">
          {m.collection_current_figures_asking()}
        </p>
      )}
      {current?.state === 'failed' && (
        <FailureNotice
          failure={describeFailure(current.error)}
          heading="h3"
          compact
          onRetry={ask}
          retryLabel={m.collection_current_figures_retry({ credits: formatCount(credits) })}
        />
      )}
      {current?.state === 'shown' && (
        <div className="space-y-2">
          <p role="status">
            {fresh && changes
              ? changesSentence(changes)
              : m.collection_current_figures_unreadable()}
          </p>
          <div className="flex flex-wrap gap-2">
            {fresh && (
              <button
                type="button"
                className="rounded border border-border-strong px-3 py-1.5 hover:bg-surface-muted"
                aria-pressed={showKept}
                onClick={() => setShowKept((s) => !s)}
              >
                {showKept ? m.collection_show_current_figures() : m.collection_show_kept_figures()}
              </button>
            )}
            {fresh && onKeep && keep?.state !== 'kept' && (
              <button
                type="button"
                disabled={keep?.state === 'saving'}
                className="rounded bg-accent px-3 py-1.5 font-medium text-on-accent hover:bg-accent-strong disabled:opacity-50"
                onClick={() => keepCurrent(current.answer)}
              >
                {m.collection_keep_figures()}
              </button>
            )}
          </div>
          {keep?.state === 'kept' && (
            <p role="status" className="text-success">
              {m.collection_figures_kept()}
            </p>
          )}
          {keep?.state === 'refused' && (
            <p role="alert" className="text-danger">
              {keep.text}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
