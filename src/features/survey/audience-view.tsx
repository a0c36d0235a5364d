import { lazy, Suspense, useId, useMemo } from 'react'
import { audienceTestSentence } from './audiences'
import { AUDIENCE_CREDITS } from './audience-address'
import { exportHeader } from './export-header'
import { NearViewport } from '../../components/near-viewport'
import { ExportBar } from './export-bar'
import { filterSentence } from './filter-sentence'
import { ResultGrid } from './result-grid'
import { levelWords } from './test-options'
import type { AudienceTables } from './use-audience-tables'
import type { TableNaming } from './use-table-naming'
import type { TableRequest } from './search-params'

const ResultChart = lazy(() => import('./result-chart').then((m) => ({ default: m.ResultChart })))

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
              `${tableFilters ? `${tableFilters}, AND ` : ''}per column the audience (${definitions})`,
            ),
            title: `${total.title}, by audience`,
            significance: audienceTestSentence(test),
          }
        : undefined,
    [total, tableFilters, definitions, test],
  )
  const asked = states.filter((s) => !s.notAsked).length
  const loading = states.some((s) => s.loading)
  const caption = `${total?.title ?? naming.describe(request.rows)}, column percent per audience. Each column: respondents who answered the audience's answers${tableFilters ? ` AND ${tableFilters}` : ''}. Total: ${tableFilters ? `respondents who answered ${tableFilters}` : 'all respondents asked'}.`
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="audience-table">
      <h2 id={headingId} className="text-xl font-semibold">
        {naming.describe(request.rows)} by audience
      </h2>
      <p className="text-sm text-ink-muted">
        One column per audience: {asked} data table{asked === 1 ? '' : 's'} of the rows question,
        each filtered by its audience’s answers
        {tableFilters ? ` AND the table’s filters (${tableFilters})` : ''},
        {` ${AUDIENCE_CREDITS} credits each`} (a table asked before in this visit is free), plus one
        for the Total column unless the table above is the same.
        {tables.namesToAsk > 0 &&
          ` Naming the answers of ${tables.namesToAsk} question${tables.namesToAsk === 1 ? '' : 's'} not in the table costs ${AUDIENCE_CREDITS} credits each.`}{' '}
        Column percent only: audiences may share respondents, so row or total percent would count
        them twice.
      </p>
      <p aria-live="polite" className="text-xs text-ink-subtle">
        {loading ? 'Loading the audience columns…' : model ? 'Audience table loaded' : ''}
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
                `not asked, because ${s.notAsked}${s.notAsked.startsWith('none') ? ' (shown with base 0)' : ''}.`)}
          </p>
        ) : null,
      )}
      {tables.totalFailure && (
        <p role="alert" className="text-sm text-danger">
          Total column: {tables.totalFailure}
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
            label="Audience table"
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
              significantly higher/lower than in the first audience ({model.columnLabels[0]}) at{' '}
              {levelWords(test.level)}: two-proportion z-test on the two audiences’ shares, not
              corrected for multiple comparisons. The table’s usual test (each cell against the rest
              of its row) is not used here: audiences may share respondents, so the other columns
              are not “the rest”. This test treats the two audiences as separate samples; where they
              overlap it is conservative (it marks fewer differences, not false ones). No mark where
              either audience has fewer than {test.minBase} respondents; the first audience carries
              none.
            </p>
            <p className="mt-1 text-ink-muted">
              <span className="text-warning">*</span> base under 30,{' '}
              <span className="text-warning">!</span> under 10 (greyed: too small to read).
              {model.multiPick && ' Multi-pick: percentages can sum to more than 100.'}
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
            <span className="sr-only">Loading audience table…</span>
          </div>
        )
      )}
    </section>
  )
}
