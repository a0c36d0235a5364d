import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { consumerInsightSearchQuery } from '../../api/survey-queries'
import { UnreadableNote } from '../../components/unreadable-note'
import { UNREADABLE } from './unreadable-words'
import { formatCount } from '../../lib/format'
import { m } from '../../paraglide/messages.js'
import { EXPLORER_TYPES, resultsQuery } from './content-registry'
import { Highlight } from './highlight'
import { ResultError } from './result-states'
import type { ExplorerSearch } from './search-schema'

/** As many as the other sections show. */
export const BY_MEANING_SIZE = 5

/**
 * What the overview asks the two searches by meaning (market indicators, survey questions).
 * Both need words and answer their best matches at once, with no dates, paging or total; both
 * cost no credits (api-facts.md, cost model). The `/` route's loader asks the same.
 */
export function byMeaningSearches(search: ExplorerSearch) {
  const q = search.q.trim()
  return {
    indicators: resultsQuery(EXPLORER_TYPES.indicators, {
      ...search,
      q,
      size: BY_MEANING_SIZE,
      page: 1,
      item: undefined,
    }),
    questions: { ...consumerInsightSearchQuery({ q, size: BY_MEANING_SIZE }), enabled: q !== '' },
  }
}

/**
 * The overview's sections for the two searches by meaning, beside the content types' lists:
 * with a query their best matches, without one a line on how they are searched.
 */
export function ByMeaningSections({ search }: { search: ExplorerSearch }) {
  const q = search.q.trim()
  const asked = byMeaningSearches(search)
  const indicatorsQuery = useQuery(asked.indicators)
  const questionsQuery = useQuery(asked.questions)
  // The last query's answer stands in while the next loads (keepPreviousData), also once the
  // words are gone and the queries are off: these short lists show only their own query's.
  const own = <T,>(query: { data: T | undefined; isPlaceholderData: boolean }) =>
    q !== '' && !query.isPlaceholderData ? query.data : undefined
  const indicators = { ...indicatorsQuery, data: own(indicatorsQuery) }
  const questions = { ...questionsQuery, data: own(questionsQuery) }
  const indicatorType = EXPLORER_TYPES.indicators
  return (
    <>
      <Section
        id="overview-indicators"
        heading={indicatorType.label}
        q={q}
        what={indicatorType.plural}
        count={indicators.data?.items.length}
        error={indicators.data ? null : indicators.error}
        retry={() => void indicators.refetch()}
        pending={q !== '' && !indicators.data && !indicators.error}
        more={
          <Link
            to="/indicators"
            search={q ? { q } : {}}
            className="text-sm font-medium text-accent hover:text-accent-strong hover:underline"
          >
            {m.overview_open({ what: indicatorType.plural })} →
          </Link>
        }
      >
        {indicators.data && (
          <UnreadableNote note={indicators.data.unreadable} text={UNREADABLE.results} />
        )}
        {indicators.data && indicators.data.items.length > 0 && (
          <ul className="divide-y divide-border">
            {indicators.data.items.map((view) => (
              <li key={view.id} className="py-2">
                <Link
                  to="/indicators"
                  search={{ q, item: String(view.itemKey) }}
                  className="py-0.5 text-sm font-medium text-ink hover:text-accent hover:underline"
                >
                  <Highlight text={view.title} query={q} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        id="overview-questions"
        heading={m.overview_questions_heading()}
        q={q}
        what={m.overview_questions_plural()}
        count={questions.data?.results.length}
        error={questions.data ? null : questions.error}
        retry={() => void questions.refetch()}
        pending={q !== '' && !questions.data && !questions.error}
        more={
          <Link
            to="/survey"
            search={q ? { q } : {}}
            className="text-sm font-medium text-accent hover:text-accent-strong hover:underline"
          >
            {m.overview_questions_open()} →
          </Link>
        }
      >
        {questions.data && (
          <UnreadableNote note={questions.data.unreadable} text={UNREADABLE.questions} />
        )}
        {questions.data && questions.data.results.length > 0 && (
          <>
            <ul className="divide-y divide-border">
              {questions.data.results.map((question) => (
                <li key={question.question_id} className="flex flex-col gap-0.5 py-2">
                  <Link
                    to="/survey"
                    search={{ q, rows: question.question_id }}
                    className="py-0.5 text-sm font-medium text-ink hover:text-accent hover:underline"
                  >
                    <Highlight text={question.label} query={q} />
                  </Link>
                  {question.metadata?.min_year != null && question.metadata.max_year != null && (
                    <span className="text-xs text-ink-subtle tabular-nums">
                      {m.overview_questions_years({
                        from: String(question.metadata.min_year),
                        to: String(question.metadata.max_year),
                      })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-ink-muted">{m.overview_questions_cost()}</p>
          </>
        )}
      </Section>
    </>
  )
}

function Section({
  id,
  heading,
  q,
  what,
  count,
  error,
  retry,
  pending,
  more,
  children,
}: {
  id: string
  heading: string
  q: string
  what: string
  count: number | undefined
  error: Error | null
  retry: () => void
  pending: boolean
  more: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded border border-border bg-surface p-4"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {heading}
        </h2>
        {count !== undefined && count > 0 && (
          <span role="status" className="text-sm tabular-nums text-ink-subtle">
            {m.overview_best_matches({ count: formatCount(count) })}
          </span>
        )}
      </div>
      {/* With a query, the same reserved room as the content types' sections, so the grid does
          not jump when the answers arrive; without one nothing loads, and a line needs no room. */}
      <div className={q ? 'mt-3 min-h-72' : 'mt-3'}>
        {!q && <p className="text-sm text-ink-muted">{m.overview_by_meaning({ what: heading })}</p>}
        {pending && (
          <div className="space-y-2" aria-label={m.overview_loading({ what })} role="status">
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="h-5 animate-pulse rounded bg-surface-muted" />
            ))}
          </div>
        )}
        {error && <ResultError error={error} onRetry={retry} compact />}
        {count === 0 && (
          <p className="text-sm text-ink-subtle">
            {m.overview_none({ what })} {m.overview_try_words()}.
          </p>
        )}
        {children}
      </div>
      <div className="mt-auto pt-3">{more}</div>
    </section>
  )
}
