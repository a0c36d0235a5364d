import { useQueries } from '@tanstack/react-query'
import { lazy, Suspense, useId } from 'react'
import { describeFailure, failureLine } from '../../api/describe-failure'
import { dataTableQuery } from '../../api/survey-queries'
import { countryName } from './countries'
import { formatN, formatPct } from './number-format'
import type { Compare, TableRequest } from './search-params'
import { baseFlag, toTableModel } from './table-model'
import type { CompareSeries } from './compare-chart'

const CompareChart = lazy(() =>
  import('./compare-chart').then((m) => ({ default: m.CompareChart })),
)

/**
 * The rows question's frequency for several years or countries, fetched in parallel, each with
 * its own base. Columns are left out: one number per answer and year (or country) stays readable.
 */
export function CompareView({ request, compare }: { request: TableRequest; compare: Compare }) {
  const headingId = useId()
  const tableId = useId()
  const { columns: _columns, ...frequency } = request
  const results = useQueries({
    queries: compare.values.map((value) =>
      dataTableQuery(
        compare.kind === 'years'
          ? { ...frequency, year: Number(value) }
          : { ...frequency, country: value },
      ),
    ),
  })
  const series: CompareSeries[] = []
  const failures: string[] = []
  const answers: string[] = []
  results.forEach((result, i) => {
    const value = compare.values[i] ?? ''
    const label = compare.kind === 'years' ? value : `${countryName(value) ?? value} (${value})`
    if (result.error) failures.push(`${label}: ${failureLine(describeFailure(result.error))}`)
    if (!result.data) return
    const model = toTableModel(result.data)
    for (const name of model.rowLabels) if (!answers.includes(name)) answers.push(name)
    series.push({
      key: value,
      label,
      base: model.bases[0] ?? 0,
      values: new Map(
        model.rowLabels.map((name, r) => [
          name,
          { pct: model.servicePct[r]?.[0] ?? 0, n: model.counts[r]?.[0] ?? 0 },
        ]),
      ),
    })
  })
  const loading = results.some((r) => r.isPending)
  const th = 'border-b border-border bg-surface-muted px-3 py-2 text-right font-medium'
  const td = 'border-b border-border px-3 py-1.5 text-right tabular-nums'
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold">
        Compared by {compare.kind === 'years' ? 'survey year' : 'country'}
      </h2>
      <p aria-live="polite" className="text-xs text-ink-subtle">
        {loading ? 'Loading comparison…' : `${series.length} of ${compare.values.length} loaded`}
      </p>
      {failures.map((f) => (
        <p key={f} role="alert" className="text-sm text-danger">
          {f}
        </p>
      ))}
      {series.length > 0 && (
        <>
          <div
            className="max-h-[32rem] overflow-auto rounded border border-border bg-surface"
            tabIndex={0}
            role="region"
            aria-label="Comparison table"
          >
            <table id={tableId} className="min-w-full border-separate border-spacing-0 text-sm">
              <caption className="sr-only">
                Percent of respondents per answer, by {compare.kind}
              </caption>
              <thead className="sticky top-0 z-20">
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 z-30 border-b border-border bg-surface-muted px-3 py-2 text-left font-medium"
                  >
                    Answer
                  </th>
                  {series.map((s) => (
                    <th key={s.key} scope="col" className={th}>
                      <span className="block">{s.label}</span>
                      <span
                        className={`block text-xs font-normal ${baseFlag(s.base) === 'ok' ? 'text-ink-subtle' : 'text-warning'}`}
                      >
                        n = {formatN(s.base)}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answers.map((answer) => (
                  <tr key={answer}>
                    <th
                      scope="row"
                      className="sticky left-0 z-10 border-b border-border bg-surface px-3 py-1.5 text-left font-normal"
                    >
                      {answer}
                    </th>
                    {series.map((s) => {
                      const v = s.values.get(answer)
                      return (
                        <td
                          key={s.key}
                          className={`${td} ${baseFlag(s.base) === 'tiny' ? 'text-ink-subtle' : ''}`}
                        >
                          {v ? formatPct(v.pct) : '–'}
                          <span className="block text-xs text-ink-subtle">
                            {v ? `n ${formatN(v.n)}` : ''}
                          </span>
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Suspense
            fallback={<div className="h-80 rounded border border-border bg-surface-muted" />}
          >
            <CompareChart
              kind={compare.kind}
              series={series}
              answers={answers}
              describedBy={tableId}
            />
          </Suspense>
        </>
      )}
    </section>
  )
}
