import { lazy, Suspense, useId, useMemo } from 'react'
import { audienceTestSentence } from '../model/audiences'
import { AUDIENCE_CREDITS } from '../address/audience-address'
import { exportHeader } from '../model/export-header'
import { NearViewport } from '../../../components/near-viewport'
import { ExportBar } from '../exports/export-bar'
import { filterSentence } from '../model/filter-sentence'
import { ResultGrid } from '../table/result-grid'
import { levelWords } from '../stats/test-options'
import type { AudienceTables } from './use-audience-tables'
import type { TableNaming } from '../questions/use-table-naming'
import type { TableRequest } from '../address/search-params'
import { SMALL_BASE, TINY_BASE } from '../model/table-model'
import { formatCount } from '../../../lib/format'
import { m } from '../../../paraglide/messages.js'

const ResultChart = lazy(() =>
  import('../table/result-chart').then((m) => ({ default: m.ResultChart })),
)

const CHART_PLACEHOLDER = <div className="h-80 rounded border border-border bg-surface-muted" />

/**
 * The rows question with one column per audience (audiences.ts): the grid, a chart, the
 * legend of its own test and the exports, all from the audience TableModel.
 */
export function AudienceView({
  request,
  tables,
  naming,
}: {
  request: TableRequest
  tables: AudienceTables
  naming: TableNaming
}) {
  const headingId = useId()
  const tableId = useId()
  const { model, grid, total, states, test } = tables
  const tableFilters = filterSentence(request.filters ?? [], naming.describe)
  const definitions = states.map((s) => `${s.audience.name}: ${s.sentence}`).join('; ')
  const header = useMemo(
    () =>
      total
        ? {
            ...exportHeader(
              total,
              'column',
              tableFilters
                ? m.survey_audience_export_filters_and({ filters: tableFilters, definitions })
                : m.survey_audience_export_filters({ definitions }),
            ),
            title: m.survey_audience_title({ title: total.title }),
            significance: audienceTestSentence(test),
          }
        : undefined,
    [total, tableFilters, definitions, test],
  )
  const asked = states.filter((s) => !s.notAsked).length
  const loading = states.some((s) => s.loading)
  const captionTitle = total?.title ?? naming.describe(request.rows)
  const caption = tableFilters
    ? m.survey_audience_caption_filtered({ title: captionTitle, filters: tableFilters })
    : m.survey_audience_caption({ title: captionTitle })
  const credits = formatCount(AUDIENCE_CREDITS)
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="audience-table">
      <h2 id={headingId} className="text-xl font-semibold">
        {m.survey_audience_heading({ rows: naming.describe(request.rows) })}
      </h2>
      <p className="text-sm text-ink-muted">
        {m.survey_audience_tables_note({
          count: asked,
          shown: formatCount(asked),
          filters: tableFilters ? m.survey_audience_and_filters({ filters: tableFilters }) : '',
          credits,
        })}
        {tables.namesToAsk > 0 &&
          m.survey_audience_names_cost({
            count: tables.namesToAsk,
            shown: formatCount(tables.namesToAsk),
            credits,
          })}{' '}
        {m.survey_audience_column_pct_only()}
      </p>
      <p aria-live="polite" className="text-xs text-ink-subtle">
        {loading ? m.survey_audience_loading_columns() : model ? m.survey_audience_loaded() : ''}
      </p>
      {states.map((s) =>
        s.notAsked || s.failure ? (
          <p
            key={s.audience.name}
            role={s.failure ? 'alert' : 'status'}
            className="text-sm text-warning"
          >
            {s.audience.name}:{' '}
            {s.failure ??
              (s.notAsked &&
                (s.empty
                  ? m.survey_audience_not_asked_empty({ reason: s.notAsked })
                  : m.survey_audience_not_asked({ reason: s.notAsked })))}
          </p>
        ) : null,
      )}
      {tables.totalFailure && (
        <p role="alert" className="text-sm text-danger">
          {m.survey_audience_total_failed({ failure: tables.totalFailure })}
        </p>
      )}
      {model && grid && header && total ? (
        <>
          <ResultGrid
            id={tableId}
            model={model}
            grid={grid}
            pct="column"
            caption={caption}
            label={m.survey_audience_table()}
          />
          {/* As under the table above: recharts loads when the chart comes near (never on the server). */}
          <NearViewport placeholder={CHART_PLACEHOLDER}>
            <Suspense fallback={CHART_PLACEHOLDER}>
              <ResultChart
                model={model}
                grid={grid}
                pct="column"
                layout="grouped"
                header={header}
                describedBy={tableId}
              />
            </Suspense>
          </NearViewport>
          <div className="rounded border border-border bg-surface p-3 text-sm">
            <p data-testid="audience-legend">
              <span className="text-success">▲</span>/<span className="text-danger">▼</span>{' '}
              {m.survey_audience_legend({
                first: model.columnLabels[0] ?? '',
                level: levelWords(test.level),
                minBase: formatCount(test.minBase),
              })}
            </p>
            <p className="mt-1 text-ink-muted">
              <span className="text-warning">*</span>{' '}
              {m.survey_base_under({ n: formatCount(SMALL_BASE) })}{' '}
              <span className="text-warning">!</span>{' '}
              {m.survey_under_greyed({ n: formatCount(TINY_BASE) })}
              {model.multiPick && ` ${m.survey_caption_multi()}`}
            </p>
          </div>
          <ExportBar data={total} model={model} grid={grid} header={header} />
        </>
      ) : (
        !tables.totalFailure &&
        loading && (
          <div
            aria-busy="true"
            className="h-40 animate-pulse rounded border border-border bg-surface-muted"
          >
            <span className="sr-only">{m.survey_audience_loading_table()}</span>
          </div>
        )
      )}
    </section>
  )
}
