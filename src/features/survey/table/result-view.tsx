import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense, useDeferredValue, useEffect, useId, useMemo } from 'react'
import type { DataTable } from '../../../api/schemas/survey'
import { AddToCollection } from '../../../components/add-to-collection'
import { CitationMenu } from '../../../components/citation-menu'
import { NearViewport } from '../../../components/near-viewport'
import { tableCitable } from '../exports/cite-table'
import { meanRowsModule } from '../address/address-modules'
import { useDeferredModule } from '../address/deferred-module'
import { ExportBar } from '../exports/export-bar'
import { bannerBlocks } from '../address/banner-address'
import { useHydrated } from '../../../lib/use-hydrated'
import { useSameValue } from './use-same-value'
import { rememberFromTable, tableNames } from '../questions/question-catalogue'
import { isUnknownId, noDataOf } from '../model/no-data'
import type { TableNaming } from '../questions/use-table-naming'
import { ResultControls } from './result-controls'
import { ResultGrid } from './result-grid'
import { ResultMeta } from './result-meta'
import { SignificanceNote } from './significance-note'
import { exportHeader } from '../model/export-header'
import { filterSentence } from '../model/filter-sentence'
import { toGrid, toTableModel } from '../model/table-model'
import { useAnalysisOptions } from '../address/use-analysis-options'
import { useSurveyAddress } from '../address/survey-address'
import { netsNote } from '../address/nets-address'
import { AnalysisDisclosure, NetsDisclosure } from '../panels/panel-disclosures'
import { useNets } from '../panels/use-nets'
import { m } from '../../../paraglide/messages.js'

// What only a table the service declined shows comes with that answer, not with every table.
const TableFailure = lazy(() =>
  import('./table-failure').then((m) => ({ default: m.TableFailure })),
)
const NoDataState = lazy(() => import('./no-data-state').then((m) => ({ default: m.NoDataState })))

// recharts is heavy: it loads only when a chart is shown, in its own chunk.
const BannerView = lazy(() =>
  import('../banner/banner-view').then((m) => ({ default: m.BannerView })),
)
const ResultChart = lazy(() => import('./result-chart').then((m) => ({ default: m.ResultChart })))

// A function: its words are read in the language of the page being written.
const chartPlaceholder = () => (
  <div className="flex h-80 items-center justify-center rounded border border-border bg-surface-muted">
    {/* The page as the server wrote it, read without JavaScript, has the table but no chart. */}
    <noscript>
      <p className="px-4 text-sm text-ink-muted">{m.survey_chart_needs_js()}</p>
    </noscript>
  </div>
)

/** The table for the URL's request: grid, chart, statistics, metadata and export. */
export function ResultView({
  table,
  naming,
}: {
  table: UseQueryResult<DataTable>
  naming: TableNaming
}) {
  const { search, filters } = useSurveyAddress()
  const { data, error, isFetching, isPlaceholderData, refetch } = table
  const tableId = useId()
  // After hydration: the page the server writes shows the first block's table.
  const banner = useHydrated() && bannerBlocks(search).length > 0
  useEffect(() => {
    if (data) rememberFromTable(data)
  }, [data])
  // Names reach the table model here, and only here (table-model.ts TableNames). The naming
  // builds a named question's info afresh on every render: kept by what it says, so a render
  // that changes no name (a chart type, a sort) does not rebuild the model, grid and chart.
  const builtNames = tableNames(
    naming.info(data?.identifier.rows),
    naming.info(data?.identifier.columns ?? undefined),
  )
  const names = useSameValue(builtNames, JSON.stringify(builtNames))
  const answers = useMemo(() => (data ? toTableModel(data, names) : undefined), [data, names])
  // Nets (nets.ts) join the model before the grid, so grid, chart and exports all show them;
  // the analysis options (test-options.ts) decide the grid's tests, mean rows and index.
  const nets = useNets(data, answers)
  const { model: withNets, finish } = nets
  const analysis = useAnalysisOptions(search)
  // The mean row's code, when the address asks for one (address-modules.ts): the route's
  // loader has it by now, or a written page keeps its table until it comes.
  const meanRowsOf = useDeferredModule(meanRowsModule, analysis.mean)?.meanRows
  const shown = useMemo(
    () =>
      withNets
        ? finish(toGrid(withNets, search.pct, search.order, analysis, meanRowsOf), search.pct)
        : undefined,
    [withNets, finish, search.pct, search.order, analysis, meanRowsOf],
  )
  const model = shown?.model
  const grid = shown?.grid
  const sentence = filterSentence(filters, naming.describe)
  const header = useMemo(
    () => (data ? exportHeader(data, search.pct, sentence) : undefined),
    [data, search.pct, sentence],
  )
  // The chart (hundreds of SVG bars for a large cross table) renders in a background,
  // interruptible pass after the grid, so neither the first paint nor a switch blocks input.
  const chartInput = useMemo(
    () =>
      model && grid && header
        ? { model, grid, pct: search.pct, layout: search.chart, header }
        : null,
    [model, grid, header, search.pct, search.chart],
  )
  const deferredChart = useDeferredValue(chartInput, null)

  if (error && !isPlaceholderData) {
    const noData = noDataOf(error)
    if (noData)
      return (
        <Suspense fallback={null}>
          <NoDataState noData={noData} naming={naming} />
        </Suspense>
      )
    if (isUnknownId(error))
      return (
        <p role="status" className="rounded border border-border p-4 text-sm text-ink-muted">
          {m.survey_unknown_link()}
        </p>
      )
    return (
      <Suspense fallback={null}>
        <TableFailure error={error} onRetry={() => void refetch()} />
      </Suspense>
    )
  }
  if (!data || !answers || !model || !grid || !header) {
    return (
      <div
        aria-busy="true"
        className="h-64 animate-pulse rounded border border-border bg-surface-muted"
      >
        <span className="sr-only">{m.survey_loading_table()}</span>
        {/* A written page holds only answers that arrived: a table the service declined or
            was slow to give is left to the app, which asks again and says why. */}
        <noscript>
          <p className="p-4 text-sm text-ink-muted">{m.survey_not_ready_written()}</p>
        </noscript>
      </div>
    )
  }

  const view = search.view
  const caption = `${data.title}. ${sentence ? `${m.survey_caption_filtered({ filters: sentence })} ` : ''}${model.multiPick ? `${m.survey_caption_multi()} ` : ''}${model.nets ? `${netsNote(model)}.` : ''}`
  const single = (
    <>
      <div className={`space-y-4 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}>
        {view !== 'chart' ? (
          <ResultGrid id={tableId} model={model} grid={grid} pct={search.pct} caption={caption} />
        ) : (
          <details>
            <summary className="cursor-pointer text-sm text-accent-strong">
              {m.survey_chart_data_table()}
            </summary>
            <ResultGrid id={tableId} model={model} grid={grid} pct={search.pct} caption={caption} />
          </details>
        )}
        {view !== 'table' && (
          // Below a table the chart is often out of view: recharts loads when it comes near.
          <NearViewport placeholder={chartPlaceholder()}>
            <Suspense fallback={chartPlaceholder()}>
              {deferredChart ? (
                <ResultChart {...deferredChart} describedBy={tableId} />
              ) : (
                chartPlaceholder()
              )}
            </Suspense>
          </NearViewport>
        )}
        {/* χ² of the answers alone: a net's respondents are already in its answers' rows. */}
        <SignificanceNote model={answers} pct={search.pct} grid={grid} />
      </div>
      <ExportBar data={data} model={model} grid={grid} header={header} />
    </>
  )
  return (
    <section aria-labelledby={`${tableId}-title`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${tableId}-title`} className="text-xl font-semibold">
          {data.title}
        </h2>
        <p aria-live="polite" className="text-xs text-ink-subtle">
          {isFetching
            ? m.survey_updating()
            : model.kind === 'cross'
              ? m.survey_cross_loaded()
              : m.survey_frequency_loaded()}
        </p>
      </div>
      <ResultControls model={model} />
      <NetsDisclosure model={answers} nets={nets} />
      <AnalysisDisclosure model={model} grid={grid} />
      {model.multiPick && (
        <p className="text-sm text-ink-muted">
          <span className="rounded bg-surface-muted px-1.5 py-0.5 text-xs font-medium">
            {m.survey_multi_pick()}
          </span>{' '}
          {m.survey_multi_pick_note()}
        </p>
      )}
      {banner ? (
        // A banner (banner-view.tsx) takes the table's place; the first block alone keeps its
        // nets, mean rows and exports one click away.
        <>
          <Suspense fallback={chartPlaceholder()}>
            <BannerView naming={naming} />
          </Suspense>
          <details>
            <summary className="cursor-pointer text-sm text-accent-strong">
              {m.survey_first_block_alone()}
            </summary>
            {single}
          </details>
        </>
      ) : (
        single
      )}
      <div className="flex flex-wrap items-start gap-2">
        <AddToCollection
          entry={() => {
            const href = `${window.location.pathname}${window.location.search}`
            // The entry's code comes with the first add.
            return import('../panels/table-entry').then((m) => m.tableEntry(data, header, href))
          }}
        />
        <CitationMenu
          items={() => [tableCitable(data, header, new Date(), window.location.href)]}
          name={data.title}
        />
      </div>
      <ResultMeta data={data} filters={sentence} />
    </section>
  )
}
