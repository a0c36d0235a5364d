import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { dataTableQuery } from '../../api/survey-queries'
import { BuilderPanel } from './panels/builder-panel'
import { QuestionSearch } from './questions/question-search'
import { ResultView } from './table/result-view'
import { parseCompare, type TableRequest } from './address/search-params'
import { bookAnchor } from './model/tab-book'
import { loadAddressModules } from './address/address-modules'
import { AudienceDisclosure, SavedTablesDisclosure } from './panels/panel-disclosures'
import { useAudienceAddress } from './address/use-audience-address'
import { useTableNaming } from './questions/use-table-naming'
import { parseBanner } from './address/banner-address'
import { analysisFromSearch } from './stats/test-options'
import {
  SurveyAddressProvider,
  useBuilderActions,
  useSurveyAddress,
} from './address/survey-address'
import { pageTitle } from '../../lib/page-title'
import { useOwnTitle } from '../../lib/title-override'
import { useHydrated } from '../../lib/use-hydrated'
import { m } from '../../paraglide/messages.js'

// What sits below the table and only the browser can fill (audience and book tables asked on
// request, comparisons) comes after the app has taken the page over, in chunks of its own: a
// link to a plain table loads none of it. The tables saved in this browser are a collapsed
// panel (panel-disclosures.tsx) whose list and exports load when it is opened.
const AudienceColumns = lazy(() =>
  import('./audiences/audience-columns').then((m) => ({ default: m.AudienceColumns })),
)
const TabBookView = lazy(() =>
  import('./tab-book/tab-book-view').then((m) => ({ default: m.TabBookView })),
)
const CompareView = lazy(() =>
  import('./compare/compare-view').then((m) => ({ default: m.CompareView })),
)

// What the address shows only for some links (a mean row, …: address-modules.ts) starts
// loading with this chunk, so a written page being taken over seldom waits for it (hydration
// runs no loader; until it has come, React keeps the server's markup of that part).
if (typeof window !== 'undefined')
  void loadAddressModules(Object.fromEntries(new URLSearchParams(window.location.search)))

// A function, not a constant: its words are read in the language of the page being written.
const tableLoading = () => (
  <div
    aria-busy="true"
    className="h-64 animate-pulse rounded border border-border bg-surface-muted"
  >
    <span className="sr-only">{m.survey_loading_table()}</span>
  </div>
)

/** The key of the table query while the address asks for no table; never fetched. */
const NO_TABLE: TableRequest = { rows: '' }

/**
 * The survey builder: find questions, put them on rows, columns and filters, read the table.
 * Its parts read the address, and write it, through survey-address.tsx.
 */
export function SurveyPage() {
  return (
    <SurveyAddressProvider>
      <SurveyBuilder />
    </SurveyAddressProvider>
  )
}

function SurveyBuilder() {
  const { search, request } = useSurveyAddress()
  // The table's answer also names the questions in the builder panel above it.
  const table = useQuery({
    ...dataTableQuery(request ?? NO_TABLE),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  })
  // A banner's other blocks are named too (by the search alone), before their tables are bought.
  const naming = useTableNaming(request, table, parseBanner(search))
  // The tab, history and bookmarks name the table shown, also one that arrived after the
  // route's title was decided.
  useOwnTitle(
    request && table.data && !table.isPlaceholderData
      ? pageTitle(table.data.title, m.nav_survey())
      : undefined,
  )
  const compare = parseCompare(search.compare)
  // The table's test level and minimum base; comparisons and audience columns test the same way.
  const analysis = analysisFromSearch(search)
  const { test } = analysis
  const notice = useUnknownIdsRemoved(naming.unknownIds)
  // Audiences as columns (audiences.ts): one data table each, beside the table above.
  const audiences = useAudienceAddress()
  // A comparison the reader chooses is brought into view; one the link opened with is not.
  const [opened] = useState(search.compare)
  const chosen = search.compare !== opened
  const hydrated = useHydrated()
  return (
    <div>
      <h1 className="text-2xl font-semibold">{m.nav_survey()}</h1>
      <p className="mt-1 text-ink-muted">{m.survey_intro()}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        {/* Not stretched to the builder's height: a stretched column would be the browser's
            scroll anchor, and a part of the builder that grows above what the reader looks at
            (the chart arriving) would push it down (near-viewport.tsx). */}
        <div className="min-w-0 self-start">
          <QuestionSearch />
        </div>
        <div className="min-w-0 space-y-4">
          {notice && (
            <p
              role="status"
              className="rounded border border-warning/40 bg-warning-soft px-4 py-2 text-sm text-ink"
            >
              {notice}
            </p>
          )}
          <BuilderPanel naming={naming} />
          <AudienceDisclosure naming={naming} address={audiences} />
          {request ? (
            // The tab book's contents link here: the main table is its first.
            <div id={bookAnchor(0)}>
              {/* Holds the table's place if code its address needs has not come yet
                  (address-modules.ts); a written page keeps the server's table meanwhile. */}
              <Suspense fallback={tableLoading()}>
                <ResultView table={table} naming={naming} />
              </Suspense>
            </div>
          ) : (
            <div className="rounded border border-dashed border-border-strong p-8 text-center text-ink-muted">
              <p className="font-medium text-ink">{m.survey_no_table()}</p>
              <p className="mt-1 text-sm">{m.survey_no_table_hint()}</p>
            </div>
          )}
          {hydrated && (
            <Suspense fallback={null}>
              {request && audiences.audiences.length > 0 && (
                <AudienceColumns
                  request={request}
                  audiences={audiences.audiences}
                  naming={naming}
                  sort={search.order}
                  test={test}
                />
              )}
              {search.book && <TabBookView table={table} naming={naming} />}
              {request && compare && (
                <CompareView
                  request={request}
                  compare={compare}
                  naming={naming}
                  reveal={chosen}
                  analysis={analysis}
                  netsParam={search.nets}
                />
              )}
            </Suspense>
          )}
          {/* Outside the boundary above: it stays in place while a part above loads. */}
          {hydrated && <SavedTablesDisclosure />}
        </div>
      </div>
    </div>
  )
}

/**
 * IDs of the address the service does not know are taken out of it (the rest stays as the
 * link had it) and the reader is told which, like the content pages' address notices.
 */
function useUnknownIdsRemoved(unknownIds: readonly string[]): string | undefined {
  const key = unknownIds.join(',')
  // Kept after the address is clean (the IDs are then gone from it), until others turn up.
  const [removed, setRemoved] = useState('')
  if (key && key !== removed) setRemoved(key)
  const { removeIds } = useBuilderActions()
  useEffect(() => {
    if (key) removeIds(key.split(','))
  }, [key, removeIds])
  if (!removed) return undefined
  const ids = removed.split(',')
  return m.survey_unknown_ids({ count: ids.length, ids: ids.join(', ') })
}
