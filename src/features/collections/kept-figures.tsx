import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { describeFailure } from '../../api/describe-failure'
import { askAgain, KEPT_ANSWER_ENDPOINTS, type ShownAnswer } from '../../api/kept-answers'
import type { AnswerSnapshot } from '../../api/schemas/workspace'
import { FailureNotice } from '../../components/failure-notice'
import { SpendButtons } from '../../components/spend-buttons'
import {
  changesSentence,
  compareFigures,
  figureKey,
  readFigures,
  type FigureChanges,
  type Figures,
} from '../../lib/collections/answer-figures'
import { buildSnapshot, leftOutNotice } from '../../lib/collections/answer-snapshot'

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

const cellClass = 'border-b border-border px-2 py-1 text-right tabular-nums'

/** A compact table of figures; changed ones marked, with the kept figure beside them. */
function FiguresTable({
  figures,
  caption,
  changes,
}: {
  figures: Figures
  caption: string
  changes?: FigureChanges | undefined
}) {
  const id = useId()
  const rows = figures.footer ? [...figures.rows, figures.footer] : figures.rows
  return (
    // A wide table scrolls inside its box, not the page: 360 px screens included.
    <div
      className="max-h-96 overflow-auto rounded border border-border"
      role="region"
      aria-labelledby={id}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-xs">
        <caption id={id} className="px-2 py-1 text-left text-ink-muted">
          {caption}
          {figures.unit ? ` (${figures.unit})` : ''}
        </caption>
        <thead className="sticky top-0 bg-surface-muted">
          <tr>
            <th scope="col" className="border-b border-border px-2 py-1 text-left font-medium">
              {figures.rowHeading}
            </th>
            {figures.columns.map((column) => (
              <th key={column} scope="col" className={`${cellClass} font-medium`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={row === figures.footer ? 'text-ink-muted' : undefined}>
              <th scope="row" className="border-b border-border px-2 py-1 text-left font-normal">
                {row.label}
              </th>
              {row.cells.map((cell, index) => {
                const was = changes?.was.get(figureKey(row.label, figures.columns[index] ?? ''))
                return (
                  <td
                    key={figures.columns[index] ?? index}
                    className={`${cellClass} ${was !== undefined ? 'bg-warning-soft font-semibold' : ''}`}
                  >
                    {cell.text}
                    {was !== undefined && (
                      <span className="block font-normal text-ink-muted">was {was}</span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
