import type { TableRequest } from './table-request'
import type { TableResult } from './tables'
import type { Survey } from './types'
import { escapeHtml } from '../../shared/escape-html'

export const FREQUENCY_SERIES = 'Total'
export const SURVEY_SOURCE = 'DDS Global Consumer Survey (simulated)'
// Same host and tracking parameters as the catalogue's links (catalogue/links.ts).
const SITE = 'https://www.statista.com/global-consumer-survey'

export interface ChartPoint {
  name: string
  percentage: number
  respondents: number
}

/** Percentages are column percent rounded to one decimal; an empty base gives 0. */
export function percent(count: number, base: number): number {
  return base === 0 ? 0 : Math.round((count / base) * 1000) / 10
}

/** The data-table object of the interface, plus `chart.bases` (respondents per series). */
export function tableResponse(survey: Survey, req: TableRequest, result: TableResult) {
  const { rows, columns } = req.query
  const rowQ = rows.question
  const colQ = columns?.question
  const data: Record<string, ChartPoint[]> = {}
  const bases: Record<string, number> = {}
  const seriesNames = colQ
    ? result.columnAnswers.map((a) => colQ.answers[a - 1]?.label ?? `#${a}`)
    : [FREQUENCY_SERIES]
  seriesNames.forEach((name, c) => {
    const base = result.bases[c] ?? 0
    bases[name] = base
    data[name] = result.rowAnswers.map((a, r) => {
      const n = result.counts[c]?.[r] ?? 0
      return {
        name: rowQ.answers[a - 1]?.label ?? `#${a}`,
        percentage: percent(n, base),
        respondents: n,
      }
    })
  })

  const asked = [rowQ, ...(colQ ? [colQ] : []), ...req.query.filters.map((f) => f.question)]
  const geos = survey.countries.filter(
    (c) =>
      (req.country === undefined || c.code === req.country) &&
      asked.every((q) => q.countries.includes(c.code)),
  )
  const place = req.country ? (geos[0]?.name ?? req.country) : 'all surveyed countries'
  const total = result.bases.reduce((a, b) => a + b, 0)
  const title = colQ
    ? `${rowQ.indicator} by ${colQ.indicator.toLowerCase()} in ${place}, ${req.year}`
    : `${rowQ.indicator} in ${place}, ${req.year}`
  const filtered = req.filterIds.length > 0 ? ', filtered to a target group' : ''
  const link = new URL(`${SITE}/questions/${encodeURIComponent(rowQ.id)}`)
  link.searchParams.set('year', String(req.year))
  if (req.country) link.searchParams.set('country', req.country)
  link.searchParams.set('utm_source', 'dds')
  link.searchParams.set('utm_medium', 'api')

  return {
    identifier: {
      rows: req.rowsId,
      survey_id: `${survey.id}-${req.year}`,
      columns: req.columnsId,
      filters: req.filterIds,
    },
    title,
    subject: rowQ.label,
    description:
      `<p>Survey question: <strong>${escapeHtml(rowQ.label)}</strong>` +
      (colQ ? `<br>Split by: ${escapeHtml(colQ.label)}` : '') +
      `</p><p>${total.toLocaleString('en-US')} respondents in ${escapeHtml(place)}, ${req.year}${filtered}.</p>`,
    link: link.toString(),
    date: String(req.year),
    sources: [SURVEY_SOURCE],
    interpretation_hint:
      'Values are column percentages: respondents giving the row answer divided by all respondents of the series (the column base), who were asked the questions and match the filters.' +
      (rowQ.type === 'multi-pick'
        ? ' Multiple answers were possible, so percentages can sum to more than 100.'
        : ''),
    geolocations: geos.map((c) => ({ name: c.name, code: c.code })),
    chart: {
      description: colQ ? `${rowQ.indicator} by ${colQ.indicator.toLowerCase()}` : rowQ.indicator,
      dataFormat: colQ ? 'cross-table' : 'frequency-table',
      valueUnit: '%',
      data,
      bases,
    },
  }
}
