import { useEffect, useId, type RefObject } from 'react'
import type { ConsumerInsightQuestion } from '../../../api/schemas'
import { formatCount } from '../../../lib/format'
import { AllAnswers } from './all-answers'
import { rememberCodes } from '../stats/answer-codes'
import { AnswerActions } from './answer-actions'
import { useRovingFocus } from '../table/roving-focus'
import { TabBookToggle } from '../tab-book/tab-book-toggle'
import { useBuilderActions } from '../address/survey-address'
import { m } from '../../../paraglide/messages.js'

/**
 * The results list as one tab stop with arrow keys (roving-focus.ts): its code comes with the
 * first results, as the list has nothing to move between before.
 */
export function useRovingList(list: RefObject<HTMLOListElement | null>): void {
  const attach = useRovingFocus<HTMLOListElement>()
  useEffect(() => attach(list.current), [attach, list])
}

/** The answers' codes of the questions found: a mean row's first scores (answer-codes.ts). */
export function useRememberedCodes(results: readonly ConsumerInsightQuestion[]): void {
  useEffect(() => rememberCodes(results), [results])
}

/**
 * A question found, with its building actions (rows, columns, tab book, each answer as a
 * filter…). Loads with the first search results (address-modules.ts), not with every table.
 */
export function QuestionCard({
  question,
  keysHint,
}: {
  question: ConsumerInsightQuestion
  /** The id of the sentence on arrow keys. */
  keysHint: string
}) {
  const { setRows, setColumns } = useBuilderActions()
  const answers = useRovingFocus<HTMLUListElement>()
  const id = question.question_id
  const name = question.indicator ?? question.label
  const min = question.metadata?.min_year
  const max = question.metadata?.max_year
  const multi = question.question_type === 'multi-pick'
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      className="rounded border border-border bg-surface p-3"
      data-roving-row=""
      draggable
      onDragStart={(e) => e.dataTransfer.setData('text/plain', id)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {name}
        </h3>
        <span className="text-xs text-ink-subtle">
          <span className="rounded bg-surface-muted px-1.5 py-0.5">
            {multi ? m.survey_multi_pick() : m.survey_single_pick()}
          </span>{' '}
          {min !== undefined && max !== undefined && min !== null && max !== null && (
            <span>{m.survey_asked({ years: min === max ? `${min}` : `${min}–${max}` })}</span>
          )}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{question.label}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => setRows(id)}
          aria-label={m.survey_add_to_rows({ name })}
          className="rounded bg-accent px-2.5 py-1 text-sm font-medium text-on-accent hover:bg-accent-strong"
        >
          {m.survey_plus_rows()}
        </button>
        <button
          type="button"
          onClick={() => setColumns(id)}
          aria-label={m.survey_add_to_columns({ name })}
          className="rounded border border-accent px-2.5 py-1 text-sm font-medium text-accent-strong hover:bg-accent-soft"
        >
          {m.survey_plus_columns()}
        </button>
        <TabBookToggle questionId={id} name={name} />
      </div>
      <p className="mt-2 text-xs text-ink-subtle">
        {m.survey_answers_shown({
          shown: formatCount(question.answers_subset.length),
          total: formatCount(question.total_answers ?? 0),
        })}
      </p>
      <ul
        ref={answers}
        className="mt-1 divide-y divide-border text-sm"
        aria-label={m.survey_answers_of({ name })}
        aria-describedby={keysHint}
      >
        {question.answers_subset.map((a) => (
          <li
            key={a.answer_id}
            className="flex items-center gap-2 py-1"
            data-roving-row=""
            draggable
            onDragStart={(e) => {
              // The card around is draggable too (as its question): this answer wins.
              e.stopPropagation()
              e.dataTransfer.setData('text/plain', a.answer_id)
            }}
          >
            <span className="min-w-0 flex-1">{a.label}</span>
            <AnswerActions answerId={a.answer_id} label={a.label} />
          </li>
        ))}
      </ul>
      {(question.total_answers ?? 0) > question.answers_subset.length && (
        <AllAnswers questionId={id} name={name} year={max ?? undefined} keysHint={keysHint} />
      )}
    </article>
  )
}
