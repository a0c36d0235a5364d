import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { PALETTE as CHART_PALETTE } from './result-chart'

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
  const data = series.map((s) => {
    const d: Record<string, string | number> = { name: s.label }
    for (const a of answers) d[a] = s.values.get(a)?.pct ?? 0
    return d
  })
  const axis = { fill: 'var(--color-ink-muted)', fontSize: 12 }
  // Grid, axes, tooltip and legend are the same for the trend lines and the bars.
  const frame = [
    <CartesianGrid key="grid" stroke="var(--color-border)" strokeDasharray="3 3" />,
    <XAxis key="x" dataKey="name" tick={axis} />,
    <YAxis key="y" unit=" %" tick={axis} />,
    <Tooltip key="tooltip" formatter={(v) => `${Number(v).toFixed(1)} %`} />,
    <Legend
      key="legend"
      itemSorter={null}
      wrapperStyle={{ fontSize: 12 }}
      formatter={legendText}
    />,
  ]
  const label = `${kind === 'years' ? 'Trend chart' : 'Bar chart'}: percent of respondents per answer by ${kind === 'years' ? 'year' : 'country'}. The data is in the comparison table.`
  return (
    <figure className="rounded border border-border bg-surface p-3">
      <div role="img" aria-label={label} aria-describedby={describedBy} className="h-80">
        <ResponsiveContainer width="100%" height="100%">
          {kind === 'years' ? (
            <LineChart data={data} margin={{ left: 8, right: 16 }}>
              {frame}
              {answers.map((a, i) => (
                <Line
                  key={a}
                  dataKey={a}
                  stroke={CHART_PALETTE[i % CHART_PALETTE.length]}
                  strokeWidth={2}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          ) : (
            <BarChart data={data} margin={{ left: 8, right: 16 }}>
              {frame}
              {answers.map((a, i) => (
                <Bar
                  key={a}
                  dataKey={a}
                  fill={CHART_PALETTE[i % CHART_PALETTE.length]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
    </figure>
  )
}

/** Legend labels in the text colour: recharts colours them like their series, too faint to read. */
function legendText(value: string) {
  return <span className="text-ink">{value}</span>
}
