import { useQuery } from '@tanstack/react-query'
import { UnreadableNote } from '../../components/unreadable-note'
import { UNREADABLE } from './unreadable-words'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { formatCount } from '../../lib/format'
import { OVERVIEW_FACETS } from './search-schema'
import { OVERVIEW_TYPES, resultsQuery, type ExplorerType } from './content-registry'
import { Highlight } from './highlight'
import { MoreWaysIn } from './more-ways-in'
import { ItemDates, PremiumBadge } from './result-card'
import { ResultError } from './result-states'
import { SearchBar } from './search-bar'
import { AddressNotices } from './address-notices'
import { overviewSearch } from './overview-search'
import { ByMeaningSections } from './overview-by-meaning'
import { matchReport, matchSentence } from './query-terms'
import { dateRangeLabel } from './facet-labels'
import type { ExplorerSearch } from './search-schema'
import { useSearchUpdate } from './use-search-update'
import { DEFAULT_WINDOW_MONTHS } from './date-range'
import { m } from '../../paraglide/messages.js'

// Getters: read in the language of the page being written.
const overviewBar = {
  get label() {
    return m.overview_catalogue()
  },
  get plural() {
    return m.overview_catalogue()
  },
  get noun() {
    return m.overview_result_noun()
  },
  facets: OVERVIEW_FACETS,
  pageSizes: [],
}

/** For one query, the top results of every content type; each type loads and fails alone. */
export function Overview({ search }: { search: ExplorerSearch }) {
  const update = useSearchUpdate('/', search)
  const q = search.q.trim()
  return (
    <div className="space-y-4">
      <header>
        <QueryHeading q={q} />
        <p className="mt-1 text-ink-muted">
          {q ? m.overview_intro_query() : m.overview_intro_latest()}
        </p>
      </header>
      <SearchBar type={overviewBar} search={search} update={update} />
      <AddressNotices path="/" search={search} />
      {/* A first visit meets every way in before the lists; a search keeps its results first. */}
      {!q && <MoreWaysIn />}
      <div className="grid gap-4 md:grid-cols-2">
        {OVERVIEW_TYPES.map((type) => (
          <OverviewSection key={type.id} type={type} search={search} />
        ))}
        <ByMeaningSections search={search} />
      </div>
      {q && <MoreWaysIn />}
    </div>
  )
}

// Past this many characters a query may not fit two lines of the heading on a phone.
const LONG_QUERY_CHARS = 60

/**
 * The heading names the query in at most two lines; a longer one can be read whole on request
 * (the full text is also in the heading for screen readers and in the search box).
 */
function QueryHeading({ q }: { q: string }) {
  const [whole, setWhole] = useState(false)
  if (!q) return <h1 className="text-2xl font-semibold">{m.overview_latest()}</h1>
  const long = q.length > LONG_QUERY_CHARS
  return (
    <>
      <h1
        title={long ? q : undefined}
        className={`text-2xl font-semibold break-words ${whole ? '' : 'line-clamp-2'}`}
      >
        {m.overview_results_for({ q })}
      </h1>
      {long && (
        <button
          type="button"
          aria-expanded={whole}
          onClick={() => setWhole((was) => !was)}
          className="mt-1 inline-flex min-h-6 items-center text-sm text-accent underline underline-offset-2 hover:text-accent-strong"
        >
          {whole ? m.overview_query_less() : m.overview_query_whole()}
        </button>
      )}
    </>
  )
}

function OverviewSection({ type, search }: { type: ExplorerType; search: ExplorerSearch }) {
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(
    resultsQuery(type, overviewSearch(search)),
  )
  const carried = { q: search.q || undefined, date_from: search.date_from, date_to: search.date_to }
  const headingId = `overview-${type.id}`
  // When no result has every word the service finds results with any of them; as on the
  // type's own page, the reader is told, or a list of near misses passes for matches.
  const mixed = useMemo(
    () => matchSentence(matchReport(data?.items ?? [], search.q)),
    [data, search.q],
  )
  const defaultDates = !search.date_from && !search.date_to
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded border border-border bg-surface p-4"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {type.label}
        </h2>
        {data && (
          <span role="status" className="text-sm tabular-nums text-ink-subtle">
            {defaultDates
              ? m.overview_in_last_months({
                  count: formatCount(data.total),
                  months: DEFAULT_WINDOW_MONTHS,
                })
              : m.overview_in_range({
                  count: formatCount(data.total),
                  range: dateRangeLabel(search),
                })}
          </span>
        )}
      </div>
      {/* Room for five results is reserved while they load, so the sections below do not jump
          when the lists arrive (layout shift). */}
      <div className="mt-3 min-h-72">
        {isPending && (
          <div
            className="space-y-2"
            aria-label={m.overview_loading({ what: type.plural })}
            role="status"
          >
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="h-5 animate-pulse rounded bg-surface-muted" />
            ))}
          </div>
        )}
        {error && !data && <ResultError error={error} onRetry={() => void refetch()} compact />}
        {data && <UnreadableNote note={data.unreadable} text={UNREADABLE.results} />}
        {data && data.items.length === 0 && data.unreadable.count === 0 && (
          <p className="text-sm text-ink-subtle">
            {m.overview_none({ what: type.plural })}{' '}
            {type.facets.includes('dates') ? m.overview_try_dates() : m.overview_try_words()}
            {type.facets.includes('platform') ? (
              <>
                {' '}
                {m.overview_or()}{' '}
                {/* This type searches English content unless told otherwise, and a German
                    query often finds nothing there. */}
                <Link
                  to={type.path}
                  search={{ ...carried, platform: 'en-de' }}
                  className="text-accent underline hover:text-accent-strong"
                >
                  {m.overview_both_platforms({ what: type.plural })}
                </Link>
              </>
            ) : null}
            .
          </p>
        )}
        {data && data.items.length > 0 && (
          <ul className={`divide-y divide-border ${isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.items.map((view) => (
              <li key={view.id} className="flex flex-col gap-0.5 py-2">
                <Link
                  to={type.path}
                  search={{ ...carried, item: view.itemKey }}
                  className="py-0.5 text-sm font-medium text-ink hover:text-accent hover:underline"
                >
                  <Highlight text={view.title} query={search.q} />
                </Link>
                <span className="flex flex-wrap items-center gap-2">
                  <PremiumBadge premium={view.premium} />
                  <ItemDates view={view} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {/* Not while the last query's results stand in: the sentence is about the new one. (A
            sentence means some result lacks a word, so there are results.) */}
        {mixed && !isPlaceholderData && (
          <p className="mt-2 text-xs text-ink-muted" data-testid="match-notice">
            <strong className="font-semibold">{m.match_notice_short()}</strong> {mixed}
          </p>
        )}
      </div>
      <Link
        to={type.path}
        search={carried}
        className="mt-auto self-start pt-3 text-sm font-medium text-accent hover:text-accent-strong hover:underline"
      >
        {data
          ? m.overview_all({ count: formatCount(data.total), what: type.plural })
          : m.overview_open({ what: type.plural })}{' '}
        →
      </Link>
    </section>
  )
}
