import { useQueries, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo } from 'react'
import { describeFailure, failureLine } from '../../../api/describe-failure'
import { dataTableQuery } from '../../../api/survey-queries'
import { m } from '../../../paraglide/messages.js'
import { BOOK_BUTTON, BookTableLoading, BookTableNotLoaded } from './tab-book-slot'
import { BannerGrid } from '../banner/banner-grid'
import { bannerCaption } from '../exports/banner-export'
import { lettersLegend } from '../stats/letters-legend'
import { rememberFromTable, tableNames } from '../questions/question-catalogue'
import { namesFromTable, questionFactsQuery } from '../questions/question-names'
import type { SurveySearch, TableRequest } from '../address/search-params'
import { bookAnchor } from '../model/tab-book'
import { bannerNetNote } from '../model/banner'
import { readBookBanner } from '../model/tab-book-banner'
import { toTableModel } from '../model/table-model'
import { bookNames, TABLE_CREDITS } from '../model/tab-book-tables'
import type { MeanRowsOf } from '../stats/table-analysis'
import type { TableNaming } from '../questions/use-table-naming'
import { useBlockNets } from '../panels/use-block-nets'
import { BlockNetsAsk } from '../panels/block-nets-ask'

/**
 * One question of a tab book with a banner (tab-book-banner.ts): its table with every block
 * side by side, as the banner above shows the rows question. One data request per block; none
 * is made until the reader asks (the cost named), and blocks this browser holds show free.
 * The address's nets of this question are rows of every block, as in the banner above; a
 * multi-pick net's filtered tables (one per block) wait for their own named yes.
 */
export function BookBannerSection({
  index,
  questionId,
  name,
  blocks,
  asked,
  onAsk,
  onRemove,
  search,
  sentence,
  naming,
  meanRowsOf,
}: {
  index: number
  questionId: string
  name: string
  blocks: readonly { id: string; request: TableRequest }[]
  asked: boolean
  onAsk: () => void
  onRemove: () => void
  search: SurveySearch
  sentence: string
  naming: TableNaming
  meanRowsOf: MeanRowsOf | undefined
}) {
  const tableId = useId()
  const results = useQueries({
    queries: blocks.map((b) => ({ ...dataTableQuery(b.request), enabled: asked })),
  })
  const datas = results.map((r) => r.data)
  const arrived = results.map((r) => r.dataUpdatedAt).join(',')
  const first = datas[0]
  // The rows question named as a book table's are (tab-book-tables.ts bookNames).
  const rows = useMemo(
    () => (first ? namesFromTable(questionId, first, false) : undefined),
    [first, questionId],
  )
  const facts = useQuery({
    ...questionFactsQuery(questionId, rows?.wording ?? ''),
    enabled: rows !== undefined,
  }).data
  useEffect(() => {
    for (const d of datas) if (d) rememberFromTable(d)
    // Each answer once, when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived])
  const complete = datas.every(Boolean)
  const requestsKey = JSON.stringify(blocks.map((b) => b.request))
  // The names of a block's table: the rows question's as a book table's are (bookNames).
  const namesOf = useMemo(
    () =>
      rows
        ? (id: string) => bookNames(rows, facts, tableNames(undefined, naming.info(id)).columns)
        : undefined,
    [rows, facts, naming],
  )
  // Each block's answers as the model it is read by (its nets count by the question's type).
  const loaded = useMemo(
    () =>
      namesOf && complete
        ? blocks.map((b, i) => {
            const data = datas[i]!
            return { id: b.id, data, request: b.request, model: toTableModel(data, namesOf(b.id)) }
          })
        : [],
    // `arrived` stands for the answers, `requestsKey` for the blocks' requests.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [arrived, requestsKey, complete, namesOf],
  )
  // This question's multi-pick row nets: one filtered table per block and net (banner-nets.ts).
  const blockNets = useBlockNets(loaded)
  const { rowNets } = blockNets
  const read = useMemo(
    () =>
      namesOf && loaded.length > 0
        ? readBookBanner(loaded, namesOf, search, sentence, meanRowsOf, rowNets)
        : undefined,
    [namesOf, loaded, search, sentence, meanRowsOf, rowNets],
  )
  const netNote = read ? bannerNetNote(read) : ''
  const failure = results.find((r) => r.error)?.error
  const heading = first?.title ?? name
  const credits = blocks.length * TABLE_CREDITS
  return (
    <section id={bookAnchor(index)} aria-labelledby={`${tableId}-h`} className="space-y-3">
      <h3 id={`${tableId}-h`} className="text-lg font-semibold">
        <span className="text-ink-muted">{index + 1}. </span>
        {heading}
      </h3>
      {read ? (
        <>
          <BannerGrid id={tableId} blocks={read} pct={search.pct} caption={bannerCaption(read)} />
          {netNote && (
            <p className="text-sm text-ink-muted">
              {m.banner_nets_note()} {netNote}.
            </p>
          )}
          <BlockNetsAsk state={blockNets} banner />
          {read[0]?.letters && (
            <p className="text-sm text-ink-muted">
              {m.banner_csv_letters()}: {lettersLegend(read[0].grid.analysis.options.test)}
            </p>
          )}
        </>
      ) : failure ? (
        <div className="flex flex-wrap items-center gap-2 rounded border border-border p-3 text-sm">
          <p role="alert" className="text-danger">
            {failureLine(describeFailure(failure))}
          </p>
          <button type="button" className={BOOK_BUTTON} onClick={onRemove}>
            {m.tabbook_remove()}
          </button>
        </div>
      ) : asked ? (
        <BookTableLoading />
      ) : (
        <BookTableNotLoaded
          name={m.tabbook_load_banner_label({
            number: String(index + 1),
            name,
            count: blocks.length,
            credits: String(credits),
          })}
          label={m.tabbook_load_banner({ count: blocks.length, credits: String(credits) })}
          onAsk={onAsk}
        />
      )}
    </section>
  )
}
