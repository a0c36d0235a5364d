import { useId, useMemo } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { Datum } from '../model/chart-panels'
import { repeatNote, seriesColor, seriesDash, seriesFill } from '../model/chart-palette'
import { ChartLegend } from '../table/chart-legend'
import { chartTooltip } from '../table/chart-tooltip'
import { SeriesPatterns } from '../table/series-marks'
import { m } from '../../../paraglide/messages.js'

export interface CompareSeries {
  key: string
  label: string
  base: number
  /** Percent of the base per answer label. */
  values: Map<string, { pct: number; n: number }>
}

/** Years: a trend line per answer. Countries: bars per answer, grouped by country. */
export function CompareChart({
  kind,
  series,
  answers,
  describedBy,
}: {
  kind: 'years' | 'countries'
  series: CompareSeries[]
  answers: string[]
  describedBy: string
}) {
  const scope = useId()
  const lines = kind === 'years'
  const data = series.map((s) => {
    const d: Datum = { name: s.label }
    for (const a of answers) {
      const v = s.values.get(a)
      d[a] = v?.pct ?? 0
      if (v) d[`n:${a}`] = v.n
    }
    return d
  })
  const tooltip = useMemo(() => chartTooltip(answers, lines), [answers, lines])
  const axis = { fill: 'var(--color-ink-muted)', fontSize: 12 }
  // Grid, axes and tooltip are the same for the trend lines and the bars.
  const frame = [
    <CartesianGrid key="grid" stroke="var(--color-border)" strokeDasharray="3 3" />,
    <XAxis key="x" dataKey="name" tick={axis} />,
    <YAxis key="y" unit="%" tick={axis} />,
    <Tooltip
      key="tooltip"
      content={tooltip}
      cursor={
        lines ? { stroke: 'var(--color-border-strong)' } : { fill: 'var(--color-surface-muted)' }
      }
    />,
  ]
  const label = lines ? m.survey_compare_chart_years() : m.survey_compare_chart_countries()
  const note = repeatNote(answers.length)
  return (
    <figure className="rounded border border-border bg-surface p-3">
      <ChartLegend series={answers} lines={lines} />
      <div role="img" aria-label={label} aria-describedby={describedBy} className="h-80">
        <ResponsiveContainer width="100%" height="100%">
          {lines ? (
            <LineChart data={data} margin={{ left: 8, right: 16 }}>
              {frame}
              {answers.map((a, i) => (
                <Line
                  key={a}
                  dataKey={a}
                  stroke={seriesColor(i)}
                  strokeDasharray={seriesDash(i)}
                  strokeWidth={2}
                  // recharts fills the dots white; the surface colour suits both themes.
                  dot={{ fill: 'var(--color-surface)' }}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          ) : (
            <BarChart data={data} margin={{ left: 8, right: 16 }}>
              <SeriesPatterns scope={scope} count={answers.length} />
              {frame}
              {answers.map((a, i) => (
                <Bar key={a} dataKey={a} fill={seriesFill(scope, i)} isAnimationActive={false} />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      {note && <figcaption className="mt-2 text-xs text-ink-subtle">{note}</figcaption>}
    </figure>
  )
}
