import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { formatCount } from '../../lib/format'
import { UnreadableNote } from '../../components/unreadable-note'
import { UNREADABLE } from './unreadable-words'
import { useHydrated } from '../../lib/use-hydrated'
import { AddressNotices } from './address-notices'
import {
  INDICATOR_SUGGESTIONS,
  loadResults,
  resultsQuery,
  type ExplorerType,
} from './content-registry'
import { Pager, PastLastPage } from './pager'
import { pagingOf } from './paging'
import { matchReport, matchSentence } from './query-terms'
import { ResultCard } from './result-card'
import { EmptyResults, ResultError, ResultSkeletons } from './result-states'
import { emptySuggestions } from './empty-suggestions'
import { SearchBar } from './search-bar'
import type { ExplorerSearch } from './search-schema'
import { useSearchUpdate } from './use-search-update'
import { pageIntro, pageNoSort } from './page-words'
import { m } from '../../paraglide/messages.js'

// Kept with the account and only in the browser: its list and form load when it is opened, so
// neither the page's first load nor its layout changes.
const SavedSearches = lazy(() => import('./saved-searches'))

function SavedSearchesDisclosure({ path, search }: { path: ExplorerType['path']; search: object }) {
  const [open, setOpen] = useState(false)
  return (
    <details
      className="rounded border border-border bg-surface px-3 py-2 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-ink-muted">{m.saved_searches()}</summary>
      {open && (
        <Suspense fallback={<p className="mt-2 text-ink-muted">{m.saved_searches_loading()}</p>}>
          <SavedSearches path={path} search={search} />
        </Suspense>
      )}
    </details>
  )
}

// The open item is a modal dialog, which a written page could not show without the app anyway:
// its code (panel, numbers, report downloads) comes once a reader nears the results or an
// address opens an item, not with every page's first load.
const loadOpenItem = () => import('./open-item')
const OpenItem = lazy(loadOpenItem)

// The cards of one answer stay as they are while the address changes around them (typing,
// the pager's current page, an open item): only a new answer draws new cards.
const Card = memo(ResultCard)

/** The cards a first screen shows: their pictures load first, and they are laid out at once. */
const ABOVE_THE_FOLD = 2

// Exporting more than the page on screen fetches further pages after the reader says yes: its
// code comes with the click (whole-result.ts).
const WholeResultPanel = lazy(() => import('./whole-result-panel'))

/** One explorer page, driven entirely by its registry entry and the URL. */
export function ExplorerPage({ type, search }: { type: ExplorerType; search: ExplorerSearch }) {
  const update = useSearchUpdate(type.path, search)
  // The list follows the address in a background render, so the click or key that changed
  // the address paints at once (the pager, the search bar) and the new cards come right after.
  const shown = useDeferredValue(search)
  const options = resultsQuery(type, shown)
  const results = useQuery(options)
  const canSearch = options.enabled !== false
  const data = canSearch ? results.data : undefined
  const paging = data && pagingOf(shown, type.facets.includes('page'), data.received, data.total)
  const catchingUp =
    shown !== search && hashKey(resultsQuery(type, search).queryKey) !== hashKey(options.queryKey)
  const stale = results.isPlaceholderData || catchingUp
  const listTop = useRef<HTMLDivElement>(null)
  // When no result holds every word, the service matches any of them: say so, per word.
  const matches = useMemo(() => matchReport(data?.items ?? [], shown.q), [data, shown.q])
  const mixed = matchSentence(matches)

  const openId = search.item === undefined ? undefined : String(search.item)
  const openItem = openId ? data?.items.find((view) => view.id === openId) : undefined
  const hydrated = useHydrated()
  // A list the server wrote (this mount hydrated it) skips its off-screen cards' rendering for
  // its first paint (styles.css, .offscreen-lazy); one the app mounts (a link, Back) does not,
  // so a restored scroll position counts real card heights, not placeholders.
  // The cards a first screen shows are laid out at once: marked as skippable too, Chromium
  // would lay the page out twice for its first frame (once to find them near the viewport).
  const [written] = useState(() => !hydrated)
  // The server ran this page's loader, and hydration runs none: what the loader starts only in
  // a browser, the next page's prefetch, starts here once the written page is taken over.
  const queryClient = useQueryClient()
  const takenOver = useRef(written ? search : undefined)
  useEffect(() => {
    const first = takenOver.current
    takenOver.current = undefined
    if (first) loadResults(queryClient, type, first, { ahead: true })
  }, [queryClient, type])
  const toListTop = () => listTop.current?.scrollIntoView({ block: 'start' })
  // The whole-result export belongs to one search: another search closes it (and stops what it
  // was fetching) rather than re-planning under the reader's hands.
  const wholeKey = hashKey(resultsQuery(type, { ...shown, page: 1, item: undefined }).queryKey)
  const [wholeFor, setWholeFor] = useState<string | null>(null)
  const wholeOpen = wholeFor === wholeKey
  const wholeToggle = useRef<HTMLButtonElement>(null)

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">{type.label}</h1>
        <p className="mt-1 text-ink-muted">{pageIntro(type.id)}</p>
      </header>
      <SearchBar type={type} search={search} update={update} noSort={pageNoSort(type.id)} />
      <SavedSearchesDisclosure path={type.path} search={search} />
      <AddressNotices path={type.path} search={search} />
      <div ref={listTop} className="scroll-mt-4 space-y-3">
        {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3. */}
        <h2 className="sr-only">{m.results_heading()}</h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" aria-live="polite" className="text-sm font-medium text-ink tabular-nums">
            {data ? `${formatCount(data.total)} ${data.total === 1 ? type.noun : type.plural}` : ''}
            {data && stale && results.isFetching && (
              <span className="ml-2 font-normal text-ink-subtle">{m.results_updating()}</span>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            {data && data.items.length > 0 && (
              <button
                type="button"
                className="rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted"
                onClick={() =>
                  void Promise.all([import('./export-csv'), import('../../lib/download')]).then(
                    ([csv, file]) =>
                      file.downloadCsv(
                        csv.resultsCsv(data.items),
                        `${type.id}-page-${shown.page}.csv`,
                      ),
                  )
                }
              >
                {m.export_csv()}
              </button>
            )}
            {data && data.items.length > 0 && (
              <button
                type="button"
                className="rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted"
                onClick={() =>
                  void import('./export-sheet').then((m) =>
                    m.downloadResultsWorkbook(
                      `${type.id}-page-${search.page}`,
                      type.label,
                      data.items,
                    ),
                  )
                }
              >
                {m.export_excel()}
              </button>
            )}
            {data && !stale && data.items.length < data.total && type.paging !== 'none' && (
              <button
                ref={wholeToggle}
                type="button"
                aria-expanded={wholeOpen}
                className="rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted"
                onClick={() => setWholeFor(wholeOpen ? null : wholeKey)}
              >
                {m.results_export_all_button({ total: formatCount(data.total) })}
              </button>
            )}
          </div>
        </div>
        {wholeOpen && data && !stale && (
          <Suspense fallback={null}>
            <WholeResultPanel
              type={type}
              search={shown}
              total={data.total}
              cutTo={paging?.cut ? paging.perPage : undefined}
              onClose={() => {
                setWholeFor(null)
                wholeToggle.current?.focus()
              }}
            />
          </Suspense>
        )}
        {paging?.cut && data && (
          <p className="rounded bg-surface-muted px-3 py-2 text-sm text-ink-muted">
            {m.results_package_cut({ asked: shown.size, received: data.received })}
          </p>
        )}
        {data && <UnreadableNote note={data.unreadable} text={UNREADABLE.results} />}
        {mixed && data && data.items.length > 0 && (
          <p
            className="rounded border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-ink"
            data-testid="match-notice"
          >
            <strong className="font-semibold">{m.match_notice_title()}</strong> {mixed}{' '}
            {m.match_notice_rest()}
          </p>
        )}
        {!canSearch ? (
          <FirstVisit onPick={(q) => void update({ q })} />
        ) : results.error && !data ? (
          <ResultError
            error={results.error}
            onRetry={() => void results.refetch()}
            // Only a list that pages can be paged too deep; otherwise the failure says why.
            paged={
              type.paging === 'none'
                ? undefined
                : { to: type.path, search, pageSizes: type.pageSizes }
            }
          />
        ) : !data ? (
          <ResultSkeletons />
        ) : data.items.length === 0 ? (
          paging && data.total > 0 && shown.page > paging.totalPages ? (
            <PastLastPage
              to={type.path}
              search={shown}
              paging={paging}
              total={data.total}
              noun={type.plural}
            />
          ) : (
            <EmptyResults
              suggestions={emptySuggestions(search, type.facets, update)}
              dated={type.facets.includes('dates')}
            />
          )
        ) : (
          <ol
            className={`space-y-3 transition-opacity ${stale ? 'opacity-60' : ''}`}
            aria-busy={stale}
            onPointerOver={() => void loadOpenItem()}
            onFocus={() => void loadOpenItem()}
          >
            {data.items.map((view, index) => (
              <li
                key={view.id}
                className={written && index >= ABOVE_THE_FOLD ? 'offscreen-lazy' : undefined}
              >
                <Card
                  type={type}
                  view={view}
                  query={shown.q}
                  search={shown}
                  aboveTheFold={index < ABOVE_THE_FOLD}
                  missing={matches.byItem.get(view.id)}
                />
              </li>
            ))}
          </ol>
        )}
        {data && paging && data.items.length > 0 && (
          <Pager to={type.path} search={search} paging={paging} onPage={toListTop} />
        )}
      </div>
      {openId && data && hydrated && (
        <Suspense fallback={null}>
          <OpenItem
            key={openId}
            type={type}
            view={openItem}
            itemId={openId}
            geo={search.geo}
            onGeo={(geo) => void update({ geo }, { keepPage: true })}
            onClose={() => void update({ item: undefined, geo: undefined }, { keepPage: true })}
          />
        </Suspense>
      )}
    </div>
  )
}

function FirstVisit({ onPick }: { onPick: (q: string) => void }) {
  return (
    <section className="rounded border border-border bg-surface p-6">
      <h2 className="text-lg font-semibold">{m.indicators_first_title()}</h2>
      <p className="mt-1 text-sm text-ink-muted">{m.indicators_first_text()}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {INDICATOR_SUGGESTIONS.map((q) => (
          <li key={q}>
            <button
              type="button"
              onClick={() => onPick(q)}
              className="rounded-full border border-border-strong px-3 py-1 text-sm hover:bg-surface-muted"
            >
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
