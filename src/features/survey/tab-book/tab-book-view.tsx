import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useState } from 'react'
import type { DataTable } from '../../../api/schemas/survey'
import { describeFailure, failureLine } from '../../../api/describe-failure'
import { dataTableQuery } from '../../../api/survey-queries'
import { downloadCsv } from '../../../lib/download'
import { useHydrated } from '../../../lib/use-hydrated'
import { m } from '../../../paraglide/messages.js'
import { BOOK_ACCENT, BOOK_BUTTON, BookTableLoading, BookTableNotLoaded } from './tab-book-slot'
import { bannerBlocks } from '../address/banner-address'
import { filterSentence } from '../model/filter-sentence'
import { isApiError } from '../../../api/http'
import { noDataOf } from '../model/no-data'
import { formatN } from '../stats/number-format'
import { rememberFromTable, tableNames } from '../questions/question-catalogue'
import { namesFromTable, questionFactsQuery, questionNamesQuery } from '../questions/question-names'
import { meanRowsModule, netsModule, shows } from '../address/address-modules'
import { useDeferredModule } from '../address/deferred-module'
import { ResultGrid } from '../table/result-grid'
import { netsNote } from '../address/nets-address'
import type { SurveySearch, TableRequest } from '../address/search-params'
import { SignificanceNote } from '../table/significance-note'
import { bookAnchor } from '../model/tab-book'
import { bookNames, bookRequest, readBookTable, TABLE_CREDITS } from '../model/tab-book-tables'
import { useBookNames } from './tab-book-entries'
import type { MeanRowsOf } from '../stats/table-analysis'
import { tableFileStem } from '../exports/table-file-name'
import { toGrid, toTableModel, type DimensionNames, type TableNames } from '../model/table-model'
import type { TableNaming } from '../questions/use-table-naming'
import { useSurveyAddress } from '../address/survey-address'
import { useTabBook } from '../address/use-tab-book'
import { BookBannerSection } from './tab-book-banner-section'
import { bookBlockRequests, readBookBanner } from '../model/tab-book-banner'
import { rowNetsOf, useBlockNets } from '../panels/use-block-nets'
import { BlockNetsAsk } from '../panels/block-nets-ask'
import { blockRequests } from '../model/banner'
import { ExportStatus } from '../../../components/export-status'
import { exportLine, reasonOf } from '../../../lib/export/export-line'
import { retrievedToday } from '../../../lib/retrieved-today'

/**
 * The tab book's tables under the main one, with a contents list and the book's CSV and
 * workbook. Each table is one data-table request (TABLE_CREDITS); a book of 20 questions must
 * not spend 200 credits because a link was opened or the page scrolled, so a table loads only
 * when the reader asks (one table, or all that are missing, the cost named on the button), or
 * when this browser already holds its answer (free). The server-written first view shows the
 * tables as not loaded.
 */

type State = 'idle' | 'loading' | 'ready' | 'failed' | 'unknown'

const keyOf = (request: TableRequest) => JSON.stringify(request)
/** The credits of `tables` data requests, as a message's parameter. */
const credits = (tables: number) => String(tables * TABLE_CREDITS)

/** A question the service does not know: the book's table of it names it as rows. */
const isUnknownRows = (error: unknown) =>
  isApiError(error) && error.status === 404 && error.parameter === 'rows'

function stateOf(result: UseQueryResult<DataTable>): State {
  if (result.data) return 'ready'
  if (result.error) return isUnknownRows(result.error) ? 'unknown' : 'failed'
  return result.fetchStatus === 'fetching' ? 'loading' : 'idle'
}

/** What the contents say of a table beside its name: its base, or why there is none yet. */
function contentsNote(
  state: State,
  data: DataTable | undefined,
  asked: boolean,
  /** Data requests per table: one, or one per block of a banner. */
  perTable = 1,
): string {
  if (data)
    return m.tabbook_base({ n: formatN(toGrid(toTableModel(data), 'column', 'order').totalBase) })
  if (state === 'failed' || state === 'unknown') return m.tabbook_failed_short()
  if (state === 'loading' || asked) return m.tabbook_loading_short()
  return m.tabbook_not_loaded_cost({ credits: credits(perTable) })
}

export function TabBookView({
  table,
  naming,
}: {
  table: UseQueryResult<DataTable>
  naming: TableNaming
}) {
  const address = useSurveyAddress()
  const { search } = address
  const client = useQueryClient()
  // The mean row's code, when the address asks for one (address-modules.ts).
  const meanRowsOf = useDeferredModule(meanRowsModule, shows('mean', search))?.meanRows
  // The nets' code, when the address has nets: every book table carries its question's row
  // nets, and so do the book's files.
  const netCode = useDeferredModule(netsModule, shows('nets', search))
  const nets = useMemo(() => netCode?.parseNets(search.nets).nets ?? [], [netCode, search.nets])
  const book = useTabBook()
  const names = useBookNames(book.questions)
  const headingId = useId()
  const sentence = filterSentence(address.filters, naming.describe)
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set())
  const [status, setStatus] = useState({ text: '', failed: false })

  // With a banner (banner.ts) every book table has all its blocks (tab-book-banner.ts); after
  // hydration, as the banner above (the server-written page shows the first block's tables).
  const banner = useHydrated() ? bannerBlocks(search) : []
  const entries = book.questions.flatMap((id) => {
    const request = bookRequest(search, id)
    const blocks = banner.length > 0 ? bookBlockRequests(search, id) : []
    return request ? [{ id, request, key: keyOf(request), blocks }] : []
  })
  // Watches every table of the book without asking for any (each section asks for its own).
  const results = useQueries({
    queries: entries.map((e) => ({ ...dataTableQuery(e.request), enabled: false })),
  })
  // A banner's other blocks, watched the same way: what is held costs nothing.
  const others = entries.flatMap((e) => e.blocks.slice(1))
  const otherResults = useQueries({
    queries: others.map((b) => ({ ...dataTableQuery(b.request), enabled: false })),
  })
  const held = new Set<string>()
  results.forEach((r, i) => r.data && held.add(entries[i]?.key ?? ''))
  otherResults.forEach((r, i) => {
    const other = others[i]
    if (r.data && other) held.add(keyOf(other.request))
  })
  const states = results.map(stateOf)
  /** Data requests a table still needs: its blocks not held (without a banner: its one table). */
  const needs = (e: (typeof entries)[number], i: number) =>
    e.blocks.length > 0
      ? e.blocks.filter((b) => !held.has(keyOf(b.request))).length
      : states[i] === 'idle'
        ? 1
        : 0
  const missing = entries.filter((e, i) => !asked.has(e.key) && needs(e, i) > 0)
  const missingRequests = entries.reduce((n, e, i) => n + (asked.has(e.key) ? 0 : needs(e, i)), 0)
  const columns = tableNames(undefined, naming.info(search.columns)).columns
  const askAll = () => setAsked(new Set([...asked, ...entries.map((e) => e.key)]))

  // Questions the service does not know are taken out of the book, and the reader is told.
  const unknownKey = entries
    .filter((_, i) => states[i] === 'unknown')
    .map((e) => e.id)
    .join(',')
  const [removed, setRemoved] = useState('')
  if (unknownKey && unknownKey !== removed) setRemoved(unknownKey)
  const { removeUnknown } = book
  useEffect(() => {
    if (unknownKey) removeUnknown(unknownKey.split(','))
  }, [unknownKey, removeUnknown])

  /**
   * The book as a file: every table read as the page reads it. Tables not loaded yet are
   * asked for now (the button named their cost), through the cache, so the page shows them too.
   */
  const exportBook = async (what: 'CSV' | 'Excel') => {
    setAsked(new Set([...asked, ...entries.map((e) => e.key)]))
    setStatus({ text: m.survey_preparing({ what }), failed: false })
    const done = (n: number) => exportLine({ done: true, file: what, count: { n, of: 'tables' } })
    const data = table.data
    try {
      if (!data || table.isPlaceholderData) throw new Error(m.tabbook_main_not_loaded())
      const fetchTable = (request: TableRequest, name: string) =>
        client.fetchQuery(dataTableQuery(request)).catch((error: unknown) => {
          throw new Error(`${name}: ${failureLine(describeFailure(error))}`)
        })
      const factsOf = (id: string, wording: string) =>
        client.fetchQuery(questionFactsQuery(id, wording)).catch(() => undefined)
      const retrieved = retrievedToday()
      const { identifier } = data
      const stem = `${tableFileStem(identifier.survey_id, identifier.rows, identifier.columns)}-tab-book`
      const { downloadWorkbook } = await import('../../../lib/export/workbook')
      // Row nets as the page shows them; a multi-pick net's filtered tables only if already
      // bought (the page asks for them on a named yes): the file never buys them.
      const rowNets = rowNetsOf(netCode, nets, (r) =>
        client.getQueryData<DataTable>(dataTableQuery(r).queryKey),
      )
      if (banner.length > 0) {
        // Every table with the whole banner: the main table's blocks, then each question's.
        const rowsInfo = naming.info(search.rows)
        const main = blockRequests(search).map((b) => ({ ...b, name: naming.describe(b.id) }))
        const mainTables = await Promise.all(
          main.map(async (b) => ({
            id: b.id,
            request: b.request,
            data: await fetchTable(b.request, b.name),
          })),
        )
        const books = await Promise.all(
          entries.map(async (e) => {
            const tables = await Promise.all(
              e.blocks.map(async (b) => ({
                id: b.id,
                request: b.request,
                data: await fetchTable(b.request, names(e.id).name),
              })),
            )
            const first = tables[0]?.data
            const rows = first ? namesFromTable(e.id, first, false) : undefined
            const facts = rows ? await factsOf(e.id, rows.wording) : undefined
            return readBookBanner(
              tables,
              (id) =>
                rows ? bookNames(rows, facts, tableNames(undefined, naming.info(id)).columns) : {},
              search,
              sentence,
              meanRowsOf,
              rowNets,
            )
          }),
        )
        const all = [
          readBookBanner(
            mainTables,
            (id) => tableNames(rowsInfo, naming.info(id)),
            search,
            sentence,
            meanRowsOf,
            rowNets,
          ),
          ...books,
        ].map((t) => t.map((b) => ({ ...b, header: { ...b.header, retrieved } })))
        const { bookBannerCsv, bookBannerSheets } =
          await import('../exports/tab-book-banner-export')
        if (what === 'CSV') downloadCsv(bookBannerCsv(all), `${stem}.csv`)
        else await downloadWorkbook(stem, bookBannerSheets(all))
        setStatus({ text: done(all.length), failed: false })
        return
      }
      const main = readBookTable(
        data,
        tableNames(
          naming.info(data.identifier.rows),
          naming.info(data.identifier.columns ?? undefined),
        ),
        search,
        sentence,
        meanRowsOf,
        rowNets && address.request ? { rowNets, request: address.request } : undefined,
      )
      const rest = await Promise.all(
        entries.map(async (e) => {
          const answer = await fetchTable(e.request, names(e.id).name)
          const rows = namesFromTable(e.id, answer, false)
          const facts = await factsOf(e.id, rows.wording)
          return readBookTable(
            answer,
            bookNames(rows, facts, columns),
            search,
            sentence,
            meanRowsOf,
            rowNets ? { rowNets, request: e.request } : undefined,
          )
        }),
      )
      const all = [main, ...rest].map((t) => ({ ...t, header: { ...t.header, retrieved } }))
      const { bookCsv, bookSheets } = await import('../exports/tab-book-export')
      if (what === 'CSV') downloadCsv(bookCsv(all), `${stem}.csv`)
      else await downloadWorkbook(stem, bookSheets(all))
      setStatus({ text: done(all.length), failed: false })
    } catch (error) {
      setStatus({
        text: exportLine({ done: false, file: what, reason: reasonOf(error) }),
        failed: true,
      })
    }
  }

  if (!address.request || (entries.length === 0 && !removed)) return null
  const loads =
    missingRequests > 0
      ? ` ${m.tabbook_loads({ count: missingRequests, credits: credits(missingRequests) })}`
      : ''
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-border pt-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {m.tabbook_heading({ count: entries.length + 1 })}
      </h2>
      {removed && (
        <p
          role="status"
          className="rounded border border-warning/40 bg-warning-soft px-4 py-2 text-sm text-ink"
        >
          {(removed.includes(',') ? m.tabbook_unknown_many : m.tabbook_unknown_one)({
            ids: removed.split(',').join(', '),
          })}
        </p>
      )}
      <p className="text-sm text-ink-muted">
        {banner.length > 0
          ? m.tabbook_explain_banner({ count: banner.length, credits: credits(1) })
          : m.tabbook_explain({ credits: credits(1) })}
      </p>
      <nav aria-label={m.tabbook_contents()}>
        <ol className="list-decimal space-y-1 pl-6 text-sm">
          <li>
            <a href={`#${bookAnchor(0)}`} className="text-accent-strong underline">
              {naming.describe(search.rows ?? '')}
            </a>{' '}
            <span className="text-ink-muted">
              {contentsNote(stateOf(table), table.isPlaceholderData ? undefined : table.data, true)}
            </span>
          </li>
          {entries.map((e, i) => {
            const data = results[i]?.data
            return (
              <li key={e.id}>
                <a href={`#${bookAnchor(i + 1)}`} className="text-accent-strong underline">
                  {data ? namesFromTable(e.id, data, false).indicator : names(e.id).name}
                </a>{' '}
                <span className="text-ink-muted">
                  {contentsNote(
                    states[i] ?? 'idle',
                    data,
                    asked.has(e.key),
                    Math.max(1, e.blocks.length),
                  )}
                </span>
              </li>
            )
          })}
        </ol>
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        {missing.length > 0 && (
          <button type="button" className={BOOK_ACCENT} onClick={askAll}>
            {m.tabbook_load_missing({
              count: missing.length,
              credits: credits(missingRequests),
            })}
          </button>
        )}
        <button type="button" className={BOOK_BUTTON} onClick={() => void exportBook('Excel')}>
          {m.tabbook_download_excel()}
          {loads}
        </button>
        <button type="button" className={BOOK_BUTTON} onClick={() => void exportBook('CSV')}>
          {m.tabbook_download_csv()}
          {loads}
        </button>
        <ExportStatus text={status.text} failed={status.failed} />
      </div>
      {entries.map((e, i) =>
        e.blocks.length > 0 ? (
          <BookBannerSection
            key={e.id}
            index={i + 1}
            questionId={e.id}
            name={names(e.id).name}
            blocks={e.blocks}
            asked={asked.has(e.key)}
            onAsk={() => setAsked(new Set([...asked, e.key]))}
            onRemove={() => book.remove(e.id)}
            search={search}
            sentence={sentence}
            naming={naming}
            meanRowsOf={meanRowsOf}
          />
        ) : (
          <BookTableSection
            key={e.id}
            index={i + 1}
            questionId={e.id}
            name={names(e.id).name}
            request={e.request}
            asked={asked.has(e.key)}
            onAsk={() => setAsked(new Set([...asked, e.key]))}
            onRemove={() => book.remove(e.id)}
            search={search}
            sentence={sentence}
            columns={columns}
            meanRowsOf={meanRowsOf}
          />
        ),
      )}
    </section>
  )
}

/** One table of the book: not loaded (with its cost), loading, the grid, or why not. */
function BookTableSection({
  index,
  questionId,
  name,
  request,
  asked,
  onAsk,
  onRemove,
  search,
  sentence,
  columns,
  meanRowsOf,
}: {
  index: number
  questionId: string
  name: string
  request: TableRequest
  asked: boolean
  onAsk: () => void
  onRemove: () => void
  search: SurveySearch
  sentence: string
  columns: DimensionNames | undefined
  meanRowsOf: MeanRowsOf | undefined
}) {
  const tableId = useId()
  const client = useQueryClient()
  // Not asked, a table this browser already holds is shown (it costs nothing); none is fetched.
  const query = useQuery({ ...dataTableQuery(request), enabled: asked })
  const data = query.data
  // Named as the main table's rows are (question-names.ts): by the table's own answer, the
  // question's type from the (free) search; the columns as the main table names them.
  const rows = useMemo(
    () => (data ? namesFromTable(questionId, data, false) : undefined),
    [data, questionId],
  )
  const facts = useQuery({
    ...questionFactsQuery(questionId, rows?.wording ?? ''),
    enabled: rows !== undefined,
  }).data
  useEffect(() => {
    if (!data || !rows) return
    rememberFromTable(data)
    const { queryKey } = questionNamesQuery(questionId, {})
    if (client.getQueryData(queryKey) === undefined) client.setQueryData(queryKey, rows)
  }, [client, data, questionId, rows])
  const names = JSON.stringify(rows ? bookNames(rows, facts, columns) : {})
  // The request as one object while it asks the same (the book makes a new one each render).
  const requestKey = JSON.stringify(request)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const own = useMemo(() => request, [requestKey])
  // The table's answers as the model it is read by, for its row nets (use-block-nets.ts): the
  // address's nets of this question, as the banner's blocks and the table above carry them.
  const loaded = useMemo(
    () =>
      data ? [{ request: own, model: toTableModel(data, JSON.parse(names) as TableNames) }] : [],
    [data, names, own],
  )
  const blockNets = useBlockNets(loaded)
  const { rowNets } = blockNets
  const read = useMemo(
    () =>
      data
        ? readBookTable(
            data,
            JSON.parse(names) as TableNames,
            search,
            sentence,
            meanRowsOf,
            rowNets ? { rowNets, request: own } : undefined,
          )
        : undefined,
    [data, names, search, sentence, meanRowsOf, rowNets, own],
  )
  const error = query.error
  const title = data?.title ?? name
  return (
    <section id={bookAnchor(index)} aria-labelledby={`${tableId}-h`} className="space-y-3">
      <h3 id={`${tableId}-h`} className="text-lg font-semibold">
        <span className="text-ink-muted">{index + 1}. </span>
        {title}
      </h3>
      {read ? (
        <>
          <ResultGrid
            id={tableId}
            model={read.model}
            grid={read.grid}
            pct={search.pct}
            caption={[
              `${title}.`,
              sentence ? m.tabbook_caption_filtered({ filters: sentence }) : '',
              read.model.multiPick ? m.tabbook_caption_multi() : '',
              read.model.nets ? `${netsNote(read.model)}.` : '',
            ]
              .filter(Boolean)
              .join(' ')}
            label={m.tabbook_table_label({
              number: String(index + 1),
              name: read.model.rows.title,
            })}
          />
          {read.model.nets && (
            <p className="text-sm text-ink-muted">
              {m.tabbook_nets_note()} {netsNote(read.model)}.
            </p>
          )}
          <BlockNetsAsk state={blockNets} banner={false} />
          <SignificanceNote model={read.model} pct={search.pct} grid={read.grid} />
        </>
      ) : error ? (
        <div className="flex flex-wrap items-center gap-2 rounded border border-border p-3 text-sm">
          <p role="alert" className="text-danger">
            {noDataLine(error, questionId, name, request) ?? failureLine(describeFailure(error))}
          </p>
          {/* A table the service declined (4xx) would be declined again: no retry for it. */}
          {!(isApiError(error) && error.status < 500) && (
            <button type="button" className={BOOK_BUTTON} onClick={() => void query.refetch()}>
              {m.tabbook_try_again({ credits: credits(1) })}
            </button>
          )}
          <button type="button" className={BOOK_BUTTON} onClick={onRemove}>
            {m.tabbook_remove()}
          </button>
        </div>
      ) : asked || query.isFetching ? (
        <BookTableLoading />
      ) : (
        <BookTableNotLoaded
          name={m.tabbook_load_label({
            number: String(index + 1),
            name,
            credits: credits(1),
          })}
          label={m.tabbook_load({ credits: credits(1) })}
          onAsk={onAsk}
        />
      )}
    </section>
  )
}

/** "Not asked in …" for a table the service has no data for, with where it was asked. */
function noDataLine(
  error: unknown,
  questionId: string,
  name: string,
  request: TableRequest,
): string | undefined {
  const noData = noDataOf(error)
  if (!noData) return undefined
  const asked = noData.asked.find((a) => a.questionId === questionId)
  if (noData.choice === 'year')
    return m.tabbook_no_data_year({
      name,
      when:
        request.year !== undefined
          ? m.tabbook_in_year({ year: String(request.year) })
          : m.tabbook_latest_year(),
      elsewhere: asked?.years ? m.tabbook_asked_in_years({ list: asked.years.join(', ') }) : '',
    })
  return m.tabbook_no_data_country({
    name,
    country: request.country ?? m.tabbook_this_country(),
    elsewhere: asked?.countries
      ? m.tabbook_asked_in_countries({ list: asked.countries.join(', ') })
      : '',
  })
}
