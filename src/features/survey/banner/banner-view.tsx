import { useQueries } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react'
import { describeFailure, failureLine } from '../../../api/describe-failure'
import { dataTableQuery } from '../../../api/survey-queries'
import { NearViewport } from '../../../components/near-viewport'
import { SpendButtons } from '../../../components/spend-buttons'
import { codeNotLoaded } from '../../../lib/code-download'
import { m } from '../../../paraglide/messages.js'
import { MAX_BLOCKS } from '../address/banner-address'
import { bannerNetNote, blockRequests, readBlocks } from '../model/banner'
import { bannerCaption, title, type BannerExportBlock } from '../exports/banner-export'
import { BannerGrid } from './banner-grid'
import { exportHeader } from '../model/export-header'
import { filterSentence } from '../model/filter-sentence'
import { rememberFromTable, tableNames } from '../questions/question-catalogue'
import { TABLE_CREDITS } from '../model/tab-book-tables'
import { toTableModel } from '../model/table-model'
import { tableFileStem } from '../exports/table-file-name'
import { analysisFromSearch } from '../stats/test-options'
import { useSurveyAddress } from '../address/survey-address'
import { ExportStatus } from '../../../components/export-status'
import { lettersLegend } from '../stats/letters-legend'
import { meanRowsModule, shows } from '../address/address-modules'
import { useDeferredModule } from '../address/deferred-module'
import { useBlockNets } from '../panels/use-block-nets'
import { BlockNetsAsk } from '../panels/block-nets-ask'
import { loadingName, type TableNaming } from '../questions/use-table-naming'
import { retrievedToday } from '../../../lib/retrieved-today'

const ResultChart = lazy(() =>
  import('../table/result-chart').then((m) => ({ default: m.ResultChart })),
)
const loadActions = () =>
  import('../exports/banner-actions').catch((error: unknown) => {
    throw new Error(codeNotLoaded(m.survey_export_tools_part()), { cause: error })
  })

const button = 'rounded border border-border px-2.5 py-1 text-sm hover:bg-surface-muted'
const CHART_PLACEHOLDER = <div className="h-64 rounded border border-border bg-surface-muted" />

/** The banner's words, worded when rendered (messages/*.json, `banner_` keys). */
const WORDS = {
  heading: (count: number) => m.banner_heading({ count }),
  load: (count: number) => m.banner_load({ count }),
  explain: () => m.banner_explain({ credits: String(TABLE_CREDITS) }),
  full: () => m.banner_full({ max: String(MAX_BLOCKS) }),
  notLoaded: (blocks: string) => m.banner_not_loaded({ blocks }),
  // A block bought later has no name until its table comes (a shared link, a fresh browser).
  block: (n: number) => m.banner_block_number({ number: String(n) }),
  chart: (name: string) => m.banner_chart_heading({ name }),
}

/**
 * The banner (banner.ts): the table's column questions side by side in one table, each block
 * with its own bases, percentages and tests, then a chart panel per block and the exports. The
 * blocks after the first are bought only when the reader says yes to their named cost, all in
 * one go (parallel requests, each table once); those already in the cache show at once.
 */
export function BannerView({ naming }: { naming: TableNaming }) {
  const { search, filters } = useSurveyAddress()
  const headingId = useId()
  const tableId = useId()
  const blocks = blockRequests(search)
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set())
  // A yes holds for the table asked: a block with other filters, country or year asks again.
  const keyOf = (b: (typeof blocks)[number]) => JSON.stringify(b.request)
  const results = useQueries({
    // The first block is the table of `columns` (the page's own query); the others wait for the yes.
    queries: blocks.map((b, i) => ({
      ...dataTableQuery(b.request),
      enabled: i === 0 || asked.has(keyOf(b)),
    })),
  })
  const missing = blocks.filter(
    (b, i) => i > 0 && !results[i]?.data && !results[i]?.error && !asked.has(keyOf(b)),
  )
  const datas = results.map((r) => r.data)
  // Names a block's question learned from its answer serve the builder's panel too.
  const arrived = results.map((r) => r.dataUpdatedAt).join(',')
  useEffect(() => {
    for (const d of datas) if (d) rememberFromTable(d)
    // Each answer once, when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived])
  const sentence = filterSentence(filters, naming.describe)
  const rowsInfo = naming.info(search.rows)
  // The names as text: `naming.info` makes a new object each render.
  const rowsName = JSON.stringify(rowsInfo ?? null)
  const names = blocks.map((b) => `${b.id}:${naming.info(b.id)?.indicator ?? ''}`).join('|')
  const { pct, order, level, minbase, vs, fdr, index, letters, mean, scores } = search
  // The mean row's code, when the address asks for one (address-modules.ts): each block then
  // has its own mean row, tested within the block.
  const meanRowsOf = useDeferredModule(meanRowsModule, shows('mean', search))?.meanRows
  const requestsKey = JSON.stringify(blocks.map((b) => b.request))
  // Each loaded block's answers as a model, named: what its nets and its grid are read from.
  const loaded = useMemo(
    () =>
      blocks.flatMap((b, i) => {
        const data = datas[i]
        if (!data) return []
        const model = toTableModel(data, tableNames(rowsInfo, naming.info(b.id)))
        return [{ id: b.id, data, request: b.request, model }]
      }),
    // `arrived` stands for the answers, `requestsKey` for the blocks' requests, `names` and
    // `rowsName` for the names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [arrived, requestsKey, names, rowsName],
  )
  // The row nets of the address (banner-nets.ts), in every block; their code loads only when
  // the address has nets. A multi-pick net needs a filtered table per block, asked only on the
  // reader's yes (or found in the cache, as the single table's own).
  const blockNets = useBlockNets(loaded)
  const { rowNets } = blockNets
  // Read again only when an answer, a name or a reading choice changes, so the charts (memo)
  // keep their input while the page around them renders.
  const read: BannerExportBlock[] = useMemo(() => {
    const options = {
      ...analysisFromSearch({ level, minbase, vs, fdr, index, mean, scores }),
      // Until its code has come, the banner shows the answers without the mean row.
      mean: mean === 1 && meanRowsOf !== undefined,
    }
    return readBlocks(
      loaded.map((b) => ({ id: b.id, model: rowNets ? rowNets.apply(b) : b.model })),
      pct,
      order,
      options,
      meanRowsOf,
      letters === 1,
    ).map((b) => {
      const data = loaded.find((l) => l.id === b.id)?.data
      return { ...b, header: data ? exportHeader(data, pct, sentence) : EMPTY_HEADER }
    })
  }, [
    loaded,
    rowNets,
    sentence,
    pct,
    order,
    level,
    minbase,
    vs,
    fdr,
    index,
    letters,
    mean,
    scores,
    meanRowsOf,
  ])
  const failures = results.flatMap((r, i) =>
    r.error
      ? [`${naming.describe(blocks[i]?.id ?? '')}: ${failureLine(describeFailure(r.error))}`]
      : [],
  )
  const [status, setStatus] = useState({ text: '', failed: false })
  if (blocks.length === 0) return null
  const netNote = bannerNetNote(read)

  const surveyId = datas.find(Boolean)?.identifier.survey_id ?? 'survey'
  const stem = tableFileStem(surveyId, search.rows ?? '', 'banner')
  const act = (kind: keyof Bound) => {
    const retrieved = retrievedToday()
    const dated = read.map((b) => ({ ...b, header: { ...b.header, retrieved } }))
    void loadActions()
      .then((m) => bind(m, dated, stem)[kind]())
      .then(
        (text) => setStatus({ text, failed: false }),
        (error: unknown) =>
          setStatus({ text: error instanceof Error ? error.message : String(error), failed: true }),
      )
  }
  const complete = read.length === blocks.length
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {/* One column question with letters on is a banner of one block: named for its letters. */}
        {blocks.length === 1 ? m.banner_csv_letters() : WORDS.heading(blocks.length)}
      </h3>
      {blocks.length > 1 && (
        <p className="text-sm text-ink-muted">
          {WORDS.explain()} {m.banner_tests()}
          {blocks.length >= MAX_BLOCKS && ` ${WORDS.full()}`}
        </p>
      )}
      {missing.length > 0 && (
        <SpendButtons
          what={WORDS.load(missing.length)}
          credits={missing.length * TABLE_CREDITS}
          onSpend={() => setAsked(new Set([...asked, ...missing.map(keyOf)]))}
        >
          <span className="text-sm text-ink-muted">
            {WORDS.notLoaded(
              missing
                .map((b) => {
                  const name = naming.describe(b.id)
                  return name === loadingName() ? WORDS.block(blocks.indexOf(b) + 1) : name
                })
                .join(', '),
            )}
          </span>
        </SpendButtons>
      )}
      <BlockNetsAsk state={blockNets} banner />
      {failures.map((f) => (
        <p key={f} role="alert" className="text-sm text-danger">
          {f}
        </p>
      ))}
      {read.length > 0 && (
        <>
          <BannerGrid id={tableId} blocks={read} pct={search.pct} caption={bannerCaption(read)} />
          {netNote && (
            <p className="text-sm text-ink-muted">
              {m.banner_nets_note()} {netNote}.
            </p>
          )}
          {letters === 1 && (
            <p className="text-sm text-ink-muted">
              {read.some((b) => b.letters)
                ? `${m.banner_csv_letters()}: ${lettersLegend(read[0]!.grid.analysis.options.test)}`
                : m.banner_letters_column_only()}
            </p>
          )}
          {search.view !== 'table' && (
            <div className="grid gap-3 xl:grid-cols-2">
              {read.map((b) => (
                <div key={b.id}>
                  <h4 className="mb-1 text-sm font-semibold">{WORDS.chart(title(b))}</h4>
                  <NearViewport placeholder={CHART_PLACEHOLDER}>
                    <Suspense fallback={CHART_PLACEHOLDER}>
                      <ResultChart
                        model={b.model}
                        grid={b.grid}
                        pct={search.pct}
                        layout={search.chart}
                        header={b.header}
                        describedBy={tableId}
                      />
                    </Suspense>
                  </NearViewport>
                </div>
              ))}
            </div>
          )}
          <div className="flex flex-wrap items-center gap-2">
            {EXPORTS.map(([kind, label]) => (
              <button
                key={kind}
                type="button"
                className={button}
                disabled={!complete}
                onClick={() => act(kind)}
              >
                {label()}
              </button>
            ))}
            <ExportStatus text={status.text} failed={status.failed} />
          </div>
        </>
      )}
    </section>
  )
}

type Actions = Awaited<ReturnType<typeof loadActions>>
const EXPORTS = [
  ['csv', m.banner_download_csv],
  ['excel', m.banner_download_excel],
  ['slides', m.banner_download_slides],
  ['copy', m.banner_copy],
] as const satisfies readonly (readonly [keyof Bound, () => string])[]
interface Bound {
  csv: () => Promise<string>
  excel: () => Promise<string>
  slides: () => Promise<string>
  copy: () => Promise<string>
}

function bind(m: Actions, blocks: readonly BannerExportBlock[], stem: string): Bound {
  return {
    csv: () => m.bannerCsv(stem, blocks),
    excel: () => m.bannerExcel(stem, blocks),
    slides: () => m.bannerSlides(stem, blocks),
    copy: () => m.bannerCopy(blocks),
  }
}

const EMPTY_HEADER = {
  title: '',
  country: '',
  year: '',
  filters: '',
  percentBase: 'column',
  source: '',
  retrieved: '',
} as const
