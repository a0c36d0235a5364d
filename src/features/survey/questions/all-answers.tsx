import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { dataTableQuery } from '../../../api/survey-queries'
import { AnswerActions } from './answer-actions'
import { rememberAnswers } from './question-catalogue'
import { useRovingFocus } from '../table/roving-focus'
import { toTableModel } from '../model/table-model'
import { m } from '../../../paraglide/messages.js'

// The wording of a failure loads with the failure.
const FailureLine = lazy(() => import('../table/failure-line'))

/**
 * The full answer list of a question, read from its frequency table (the search returns only a
 * subset). Fetched only when opened: a data request is billed.
 */
export function AllAnswers({
  questionId,
  name,
  year,
  keysHint,
}: {
  questionId: string
  name: string
  year: number | undefined
  keysHint: string
}) {
  const [open, setOpen] = useState(false)
  const list = useRovingFocus<HTMLUListElement>()
  const { data, error, isPending } = useQuery({
    ...dataTableQuery({ rows: questionId, ...(year ? { year } : {}) }),
    enabled: open,
  })
  const answers = useMemo(() => (data ? toTableModel(data).rows : undefined), [data])
  const labels = useMemo(() => answers?.labels ?? [], [answers])
  useEffect(() => {
    if (labels.length > 0) rememberAnswers(questionId, labels)
  }, [questionId, labels])

  return (
    <details className="mt-1 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-accent-strong">
        {m.survey_all_answers_of({ name })}
      </summary>
      {open && isPending && <p className="py-1 text-ink-subtle">{m.survey_loading_answers()}</p>}
      {error && (
        <p role="alert" className="py-1 text-danger">
          <Suspense fallback={null}>
            <FailureLine error={error} />
          </Suspense>
        </p>
      )}
      <ul
        ref={list}
        className="divide-y divide-border"
        aria-label={m.survey_all_answers_of({ name })}
        aria-describedby={keysHint}
      >
        {labels.map((label, i) => {
          const answerId = answers?.answerIds[i] ?? `${questionId}#${i + 1}`
          return (
            <li
              key={answerId}
              className="flex items-center gap-2 py-1"
              data-roving-row=""
              draggable
              onDragStart={(e) => {
                e.stopPropagation()
                e.dataTransfer.setData('text/plain', answerId)
              }}
            >
              <span className="min-w-0 flex-1">{label}</span>
              <AnswerActions answerId={answerId} label={label} />
            </li>
          )
        })}
      </ul>
    </details>
  )
}
