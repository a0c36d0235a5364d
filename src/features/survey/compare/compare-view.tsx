import { useQueries } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { describeFailure, failureLine } from '../../../api/describe-failure'
import { dataTableQuery } from '../../../api/survey-queries'
import { CompareExport } from './compare-export'
import { compareColumns, type ComparePoint } from '../model/compare-model'
import { compareTrend, trendModels, trendSheet } from '../model/compare-trend'
import { formatMean } from '../stats/mean-analysis'
import { netPrefix } from '../address/nets-address'
import { parseNets } from '../stats/nets-form'
import { tableNames } from '../questions/question-catalogue'
import { filterSentence } from '../model/filter-sentence'
import { formatN, formatPct } from '../stats/number-format'
import { questionOf, type Compare, type TableRequest } from '../address/search-params'
import { comparisonRequests } from '../model/compare-model'
import { baseFlag } from '../model/table-model'
import {
  DEFAULT_ANALYSIS,
  FDR_WORDS,
  levelWords,
  type AnalysisOptions,
} from '../stats/test-options'
import type { CompareSeries } from './compare-chart'
import type { TableNaming } from '../questions/use-table-naming'
import { SigMark } from '../table/sig-mark'
import { cellBase, columnHead, dataColumnWidth, numberCell, stickyLabel } from '../table/grid-cells'
import { formatCount } from '../../../lib/format'
import { m } from '../../../paraglide/messages.js'

const CompareChart = lazy(() =>
  import('./compare-chart').then((m) => ({ default: m.CompareChart })),
)

/**
 * The rows question's frequency for several years or countries, fetched in parallel, each with
 * its own base, each tested against the first. Columns are left out (said so above the table):
 * one number per answer and year (or country) stays readable.
 */
export function CompareView({
  request,
  compare,
  naming,
  reveal,
  analysis = DEFAULT_ANALYSIS,
  netsParam,
}: {
  request: TableRequest
  compare: Compare
  naming: TableNaming
  /** The reader chose this comparison just now: bring it into view. */
  reveal: boolean
  /**
   * The table's analysis (test-options.ts): the comparison tests the same way, and keeps its
   * mean row.
   */
  analysis?: AnalysisOptions
  /** The table's nets (the address's `nets`): those of the rows' question follow each year. */
  netsParam?: string | undefined
}) {
  const { test } = analysis
  const headingId = useId()
  const tableId = useId()
  const section = useRef<HTMLElement>(null)
  const { columns } = request
  const results = useQueries({
    queries: comparisonRequests(request, compare).map((r) => dataTableQuery(r)),
  })
  const years = compare.kind === 'years'
  const label = (value: string) => (years ? value : naming.countryName(value))
  const failures: string[] = []
  const loaded: { key: string; table: NonNullable<(typeof results)[number]['data']> }[] = []
  results.forEach((result, i) => {
    const value = compare.values[i] ?? ''
    if (result.error)
      failures.push(`${label(value)}: ${failureLine(describeFailure(result.error))}`)
    if (result.data) loaded.push({ key: value, table: result.data })
  })
  const cols = compareColumns(loaded, test)
  const answers: string[] = []
  for (const c of cols)
    for (const name of c.values.keys()) if (!answers.includes(name)) answers.push(name)
  // The table's nets of the rows' question and its mean row, year by year (compare-trend.ts).
  const rowQuestion = questionOf(request.rows)
  const nets = parseNets(netsParam).nets.filter((net) =>
    net.answerIds.every((id) => questionOf(id) === rowQuestion),
  )
  const models = trendModels(loaded, tableNames(naming.info(request.rows), undefined))
  const trend = compareTrend(models, nets, analysis)
  const netLabel = (name: string) => `${netPrefix()}${name}`
  const series: CompareSeries[] = cols.map((c, i) => ({
    key: c.key,
    label: label(c.key),
    base: c.base,
    values: new Map([
      ...c.values,
      ...trend.nets.flatMap((net) => {
        const v = net.values[i]
        return v ? [[netLabel(net.name), v] as const] : []
      }),
    ]),
  }))
  const rowsShown = [...answers, ...trend.nets.map((net) => netLabel(net.name))]
  const pointAt = (i: number, row: string): ComparePoint | undefined =>
    cols[i]?.values.get(row) ?? trend.nets.find((net) => netLabel(net.name) === row)?.values[i]
  const loading = results.some((r) => r.isPending)
  const first = cols[0] ? label(cols[0].key) : undefined
  const sentence = filterSentence(request.filters ?? [], naming.describe)
  const what = m.survey_compare_what({
    rows: naming.describe(request.rows),
    who: sentence
      ? m.survey_compare_who_filtered({ filters: sentence })
      : m.survey_compare_who_all(),
    place:
      years && request.country
        ? m.survey_in_place({ place: naming.countryName(request.country) })
        : !years && request.year
          ? m.survey_compare_in_year({ year: request.year })
          : '',
  })
  const shownList = series.map((s) => s.label).join(', ')
  const announcement = loading
    ? years
      ? m.survey_compare_loading_years()
      : m.survey_compare_loading_countries()
    : years
      ? m.survey_compare_shown_years({ list: shownList })
      : m.survey_compare_shown_countries({ list: shownList })
  const byWhat = years ? m.survey_compare_by_year({ what }) : m.survey_compare_by_country({ what })
  const level = levelWords(test.level)
  const minBase = formatCount(test.minBase)

  // Brought into view when the chosen set changes, not on every answer that arrives.
  const chosen = `${compare.kind}:${compare.values.join(',')}`
  useEffect(() => {
    if (!reveal || !chosen) return
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches
    const element = section.current
    element?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' })
    // A part above that loads as the page scrolls past it (the table's chart) can push the
    // section down during the animation: where the scroll ends, it is put in place again.
    // (Once the scroll has ended, the browser's scroll anchoring keeps it there.)
    const settle = () => element?.scrollIntoView({ behavior: 'auto', block: 'start' })
    window.addEventListener('scrollend', settle, { once: true })
    return () => window.removeEventListener('scrollend', settle)
  }, [reveal, chosen])

  // The single table's cell classes (grid-cells.ts): on a phone the labels narrow, the cells
  // pad less and the sticky label column covers what scrolls beneath it, as there.
  const th = `${columnHead} ${dataColumnWidth}`
  const td = numberCell
  return (
    <section ref={section} aria-labelledby={headingId} className="scroll-mt-4 space-y-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {years ? m.survey_compare_heading_years() : m.survey_compare_heading_countries()}
      </h2>
      <p aria-live="polite" className="text-xs text-ink-subtle">
        {announcement}
      </p>
      <p className="text-sm text-ink-muted">
        {years ? m.survey_compare_per_year({ what }) : m.survey_compare_per_country({ what })}
        {columns && m.survey_compare_columns_note({ columns: naming.describe(columns) })}
        {first &&
          series.length > 1 &&
          m.survey_compare_marks({
            first,
            level,
            minBase,
            correction: test.fdr === 'bh' ? m.survey_compare_bh() : FDR_WORDS.none,
          })}
        {trend.nets.length > 0 &&
          (years ? m.survey_compare_nets_years() : m.survey_compare_nets_countries())}
        {trend.mean && first && series.length > 1 && m.survey_compare_mean_note({ first, level })}
      </p>
      {trend.skipped.map((s) => (
        <p key={s.name} className="text-sm text-ink-muted">
          {m.survey_compare_net_skipped({ name: s.name, reason: s.reason })}
        </p>
      ))}
      {trend.meanUnavailable && (
        <p className="text-sm text-ink-muted">
          {m.survey_compare_no_mean({ reason: trend.meanUnavailable })}
        </p>
      )}
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
            aria-label={m.survey_compare_table()}
          >
            <table id={tableId} className="min-w-full border-separate border-spacing-0 text-sm">
              <caption className="sr-only">{byWhat}</caption>
              <thead className="sticky top-0 z-20">
                <tr>
                  <th
                    scope="col"
                    className={`border-b border-border bg-surface-muted px-1.5 py-2 font-medium sm:px-3 ${stickyLabel} z-30`}
                  >
                    {m.survey_answer()}
                  </th>
                  {series.map((s) => (
                    <th key={s.key} scope="col" className={th}>
                      <span className="block">{s.label}</span>
                      {!years && (
                        <small className="block text-xs font-normal text-ink-subtle">{s.key}</small>
                      )}
                      <span
                        className={`block text-xs font-normal whitespace-nowrap ${baseFlag(s.base) === 'ok' ? 'text-ink-subtle' : 'text-warning'}`}
                      >
                        n = {formatN(s.base)}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rowsShown.map((answer) => (
                  <tr key={answer} className="hover:bg-surface-muted">
                    <th scope="row" className={`${cellBase} ${stickyLabel} bg-surface font-normal`}>
                      {answer}
                    </th>
                    {cols.map((c, i) => {
                      const v = pointAt(i, answer)
                      return (
                        <td
                          key={c.key}
                          className={`${td} ${baseFlag(c.base) === 'tiny' ? 'text-ink-subtle' : ''} ${v?.sig === 'higher' ? 'bg-accent-soft' : ''}`}
                        >
                          <span className="inline-flex items-center gap-1 whitespace-nowrap">
                            <SigMark sig={v?.sig} />
                            {v ? formatPct(v.pct) : '–'}
                          </span>
                          <span className="block text-xs whitespace-nowrap text-ink-subtle">
                            {v ? `n ${formatN(v.n)}` : ''}
                          </span>
                        </td>
                      )
                    })}
                  </tr>
                ))}
                {trend.mean && (
                  <tr>
                    <th scope="row" className={`${cellBase} ${stickyLabel} bg-surface font-medium`}>
                      {m.survey_mean_score()}
                    </th>
                    {trend.mean.map((cell, i) => (
                      <td key={cols[i]?.key ?? i} className={td}>
                        <span className="inline-flex items-center gap-1 whitespace-nowrap">
                          <SigMark sig={cell.sig} />
                          {formatMean(cell.summary?.mean)}
                        </span>
                        {cell.summary ? (
                          <>
                            <span className="block text-xs whitespace-nowrap text-ink-subtle">
                              {m.survey_compare_sd({ sd: formatMean(cell.summary.sd) })}
                            </span>
                            <span className="block text-xs whitespace-nowrap text-ink-subtle">
                              n {formatN(cell.summary.base)}
                            </span>
                          </>
                        ) : (
                          <span className="block text-xs text-ink-subtle">
                            {m.survey_no_scored()}
                          </span>
                        )}
                      </td>
                    ))}
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Suspense
            fallback={<div className="h-80 rounded border border-border bg-surface-muted" />}
          >
            <CompareChart
              kind={compare.kind}
              series={series}
              answers={rowsShown}
              describedBy={tableId}
            />
          </Suspense>
          <CompareExport
            loaded={loaded}
            label={label}
            filters={sentence}
            naming={naming}
            kind={compare.kind}
            summary={() =>
              trendSheet(
                byWhat,
                rowsShown,
                series.map((s, i) => ({
                  label: s.label,
                  base: s.base,
                  point: (row) => pointAt(i, row),
                })),
                trend,
                [
                  first
                    ? m.survey_compare_export_marks({
                        first,
                        level,
                        minBase,
                        correction:
                          test.fdr === 'bh' ? m.survey_compare_bh_short() : FDR_WORDS.none,
                      })
                    : '',
                  ...trend.skipped.map((s) =>
                    m.survey_compare_export_net_skipped({ name: s.name, reason: s.reason }),
                  ),
                ].filter(Boolean),
              )
            }
          />
        </>
      )}
    </section>
  )
}
