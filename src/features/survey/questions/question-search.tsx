import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useId, useRef, type RefObject } from 'react'
import { consumerInsightSearchQuery } from '../../../api/survey-queries'
import type { ConsumerInsightQuestion } from '../../../api/schemas'
import { SearchInput } from '../../../components/search-input'
import { formatCount } from '../../../lib/format'
import { questionCardsModule } from '../address/address-modules'
import { useDeferredModule } from '../address/deferred-module'
import { rememberQuestions } from './question-catalogue'
import { SEARCH_SIZE, SURVEY_DEFAULTS, type SurveySearch } from '../address/search-params'
import { useBuilderActions, useSurveyAddress } from '../address/survey-address'
import { m } from '../../../paraglide/messages.js'

// The wording of a failure loads with the failure.
const FailureLine = lazy(() => import('../table/failure-line'))

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
export function QuestionSearch() {
  const { search } = useSurveyAddress()
  const urlQ = search.q ?? ''
  const inputId = useId()
  // One tab stop with arrow keys once results are in (question-card.tsx useRovingList).
  const resultsList = useRef<HTMLOListElement>(null)

  const { setQ } = useBuilderActions()

  const q = urlQ.trim()
  const { data, error, isFetching } = useQuery({
    ...consumerInsightSearchQuery({ q, size: SEARCH_SIZE }),
    enabled: q.length > 0,
  })
  const results = q ? (data?.results ?? []) : []
  useEffect(() => {
    if (data) rememberQuestions(data.results)
  }, [data])

  return (
    <section
      aria-labelledby={`${inputId}-h`}
      className="flex min-h-0 flex-col gap-3"
      // The result cards' code, while the reader is about to search.
      onFocus={() => void questionCardsModule.load()}
    >
      <h2 id={`${inputId}-h`} className="text-lg font-semibold">
        {m.survey_find_questions()}
      </h2>
      {/* The table's other settings go along in the form, so pressing Enter before the app has
          loaded keeps the table. */}
      <SearchInput
        value={urlQ}
        onCommit={setQ}
        label={m.survey_search_label()}
        placeholder={m.survey_search_placeholder()}
        showLabel
        hiddenFields={carriedFields(search)}
      />
      <p aria-live="polite" className="text-xs text-ink-subtle">
        {!q
          ? m.survey_search_hint()
          : isFetching
            ? m.survey_searching()
            : error
              ? ''
              : m.survey_questions_found_count({
                  count: results.length,
                  shown: formatCount(results.length),
                })}
      </p>
      {!q && (
        <ul className="flex flex-wrap gap-2" aria-label={m.survey_suggested()}>
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
          <Suspense fallback={null}>
            <FailureLine error={error} />
          </Suspense>
        </p>
      )}
      <p id={`${inputId}-keys`} className="sr-only">
        {m.survey_keys_hint()}
      </p>
      <ol
        ref={resultsList}
        aria-label={m.survey_questions_found()}
        aria-describedby={`${inputId}-keys`}
        className={`max-h-[70vh] space-y-3 overflow-y-auto ${isFetching ? 'opacity-70' : ''}`}
      >
        {results.length > 0 && (
          <Suspense fallback={null}>
            <FoundQuestions results={results} keysHint={`${inputId}-keys`} list={resultsList} />
          </Suspense>
        )}
      </ol>
    </section>
  )
}

function FoundQuestions({
  results,
  keysHint,
  list,
}: {
  results: readonly ConsumerInsightQuestion[]
  keysHint: string
  list: RefObject<HTMLOListElement | null>
}) {
  const { QuestionCard, useRovingList, useRememberedCodes } = useDeferredModule(questionCardsModule)
  useRovingList(list)
  useRememberedCodes(results)
  return results.map((question) => (
    <li key={question.question_id}>
      <QuestionCard question={question} keysHint={keysHint} />
    </li>
  ))
}
