import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { describeFailure, failureLine } from '../../api/describe-failure'
import { consumerInsightSearchQuery } from '../../api/survey-queries'
import type { ConsumerInsightQuestion } from '../../api/schemas'
import { SearchInput } from '../../components/search-input'
import { formatCount } from '../../lib/format'
import { AnswerActions } from './answer-actions'
import { AllAnswers } from './all-answers'
import { rememberCodes } from './answer-codes'
import { rememberQuestions } from './question-catalogue'
import { useRovingFocus } from './roving-focus'
import { SEARCH_SIZE, SURVEY_DEFAULTS, type SurveySearch } from './search-params'
import { TabBookToggle } from './tab-book-list'
import type { Builder } from './use-builder'

const SUGGESTIONS = ['generation', 'streaming', 'income', 'social media', 'travel']

/** The address's settings other than the search text, as form fields (defaults left out). */
function carriedFields(search: SurveySearch): (readonly [string, string])[] {
  const defaults: Record<string, unknown> = SURVEY_DEFAULTS
  return Object.entries(search).flatMap(([name, value]) =>
    name === 'q' || value === undefined || value === defaults[name]
      ? []
      : [[name, String(value)] as [string, string]],
  )
}

/** Debounced question search; results grouped by question, each with its building actions. */
export function QuestionSearch({ builder }: { builder: Builder }) {
  const urlQ = builder.search.q ?? ''
  const inputId = useId()
  const resultsList = useRovingFocus<HTMLOListElement>()

  const { setQ } = builder

  const q = urlQ.trim()
  const { data, error, isFetching } = useQuery({
    ...consumerInsightSearchQuery({ q, size: SEARCH_SIZE }),
    enabled: q.length > 0,
  })
  const results = q ? (data?.results ?? []) : []
  useEffect(() => {
    if (data) rememberQuestions(data.results)
    if (data) rememberCodes(data.results) // answer-codes.ts: a mean row's first scores
  }, [data])

  return (
    <section aria-labelledby={`${inputId}-h`} className="flex min-h-0 flex-col gap-3">
      <h2 id={`${inputId}-h`} className="text-lg font-semibold">
        Find questions
      </h2>
      {/* The table's other settings go along in the form, so pressing Enter before the app has
          loaded keeps the table. */}
      <SearchInput
        value={urlQ}
        onCommit={setQ}
        label="Search survey questions and answers"
        placeholder="e.g. streaming, generation, income"
        showLabel
        hiddenFields={carriedFields(builder.search)}
      />
      <p aria-live="polite" className="text-xs text-ink-subtle">
        {!q
          ? 'Short terms covering one aspect work best.'
          : isFetching
            ? 'Searching…'
            : error
              ? ''
              : `${results.length} question${results.length === 1 ? '' : 's'} found`}
      </p>
      {!q && (
        <ul className="flex flex-wrap gap-2" aria-label="Suggested searches">
          {SUGGESTIONS.map((s) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => setQ(s)}
                className="rounded-full border border-border px-3 py-1 text-sm hover:bg-surface-muted"
              >
                {s}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {failureLine(describeFailure(error))}
        </p>
      )}
      <p id={`${inputId}-keys`} className="sr-only">
        One tab stop per list: arrow keys move between questions or answers and their buttons, Home
        and End to the first and last.
      </p>
      <ol
        ref={resultsList}
        aria-label="Questions found"
        aria-describedby={`${inputId}-keys`}
        className={`max-h-[70vh] space-y-3 overflow-y-auto ${isFetching ? 'opacity-70' : ''}`}
      >
        {results.map((question) => (
          <li key={question.question_id}>
            <QuestionCard question={question} builder={builder} keysHint={`${inputId}-keys`} />
          </li>
        ))}
      </ol>
    </section>
  )
}

function QuestionCard({
  question,
  builder,
  keysHint,
}: {
  question: ConsumerInsightQuestion
  builder: Builder
  /** The id of the sentence on arrow keys. */
  keysHint: string
}) {
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
            {multi ? 'Multi-pick' : 'Single-pick'}
          </span>{' '}
          {min !== undefined && max !== undefined && min !== null && max !== null && (
            <span>asked {min === max ? min : `${min}–${max}`}</span>
          )}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink-muted">{question.label}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => builder.setRows(id)}
          aria-label={`Add ${name} to rows`}
          className="rounded bg-accent px-2.5 py-1 text-sm font-medium text-on-accent hover:bg-accent-strong"
        >
          + Rows
        </button>
        <button
          type="button"
          onClick={() => builder.setColumns(id)}
          aria-label={`Add ${name} to columns`}
          className="rounded border border-accent px-2.5 py-1 text-sm font-medium text-accent-strong hover:bg-accent-soft"
        >
          + Columns
        </button>
        <TabBookToggle builder={builder} questionId={id} name={name} />
      </div>
      <p className="mt-2 text-xs text-ink-subtle">
        {question.answers_subset.length} of {formatCount(question.total_answers ?? 0)} answers shown
      </p>
      <ul
        ref={answers}
        className="mt-1 divide-y divide-border text-sm"
        aria-label={`Answers of ${name}`}
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
            <AnswerActions answerId={a.answer_id} label={a.label} builder={builder} />
          </li>
        ))}
      </ul>
      {(question.total_answers ?? 0) > question.answers_subset.length && (
        <AllAnswers
          questionId={id}
          name={name}
          year={max ?? undefined}
          builder={builder}
          keysHint={keysHint}
        />
      )}
    </article>
  )
}
