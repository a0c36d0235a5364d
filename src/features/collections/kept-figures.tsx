import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { describeFailure } from '../../api/describe-failure'
import { askAgain, KEPT_ANSWER_ENDPOINTS, type ShownAnswer } from '../../api/kept-answers'
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
  onKeep?: ((answer: AnswerSnapshot) => Promise<boolean>) | undefined
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
        {read.message} The entry itself is kept; open it to see its figures again.
      </p>
    )
  const kept = read.figures
  const credits = KEPT_ANSWER_ENDPOINTS[kept.kind].credits

  const ask = () => {
    setCurrent({ state: 'asking' })
    setKeep(undefined)
    setShowKept(false)
    askAgain(queryClient, kept.kind, kept.request).then(
      (shown) => {
        const figures = readFigures(shown)
        setCurrent({
          state: 'shown',
          answer: shown,
          figures: figures.ok ? figures.figures : undefined,
        })
      },
      (error: unknown) => setCurrent({ state: 'failed', error }),
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
    void onKeep(built.answer).then((saved) =>
      // A refused or stale write is said by the workspace's own notice.
      setKeep(saved ? { state: 'kept' } : undefined),
    )
  }

  const fresh = current?.state === 'shown' ? current.figures : undefined
  const changes = fresh ? compareFigures(kept, fresh) : undefined
  return (
    <div className="space-y-2 text-sm">
      {fresh && changes && !showKept ? (
        <FiguresTable
          figures={fresh}
          caption={`Current figures, retrieved on ${fresh.retrievedWords.replace(/^Figures as retrieved on /, '')}`}
          changes={changes}
        />
      ) : (
        <FiguresTable figures={kept} caption={kept.retrievedWords} />
      )}
      {current === undefined && (
        <SpendButtons what="Current figures" credits={credits} onSpend={ask}>
          <span className="text-xs text-ink-muted">
            Asks the service again; the kept figures above cost nothing.
          </span>
        </SpendButtons>
      )}
      {current?.state === 'asking' && (
        <p role="status" className="text-ink-muted">
          Asking for the current figures…
        </p>
      )}
      {current?.state === 'failed' && (
        <FailureNotice
          failure={describeFailure(current.error)}
          heading="h3"
          compact
          onRetry={ask}
          retryLabel={`Ask again (${credits} credits)`}
        />
      )}
      {current?.state === 'shown' && (
        <div className="space-y-2">
          <p role="status">
            {fresh && changes ? changesSentence(changes) : 'The current figures could not be read.'}
          </p>
          <div className="flex flex-wrap gap-2">
            {fresh && (
              <button
                type="button"
                className="rounded border border-border-strong px-3 py-1.5 hover:bg-surface-muted"
                aria-pressed={showKept}
                onClick={() => setShowKept((s) => !s)}
              >
                {showKept ? 'Show the current figures' : 'Show the kept figures'}
              </button>
            )}
            {fresh && onKeep && keep?.state !== 'kept' && (
              <button
                type="button"
                disabled={keep?.state === 'saving'}
                className="rounded bg-accent px-3 py-1.5 font-medium text-on-accent hover:bg-accent-strong disabled:opacity-50"
                onClick={() => keepCurrent(current.answer)}
              >
                Keep these figures
              </button>
            )}
          </div>
          {keep?.state === 'kept' && (
            <p role="status" className="text-success">
              Kept: colleagues now see these figures.
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
