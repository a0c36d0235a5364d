import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { formatValue, type DataTable } from './data-table'

/** How a data answer is drawn; `table` draws nothing (the table below is the view). */
export type ChartKind = 'bar' | 'stacked-bars' | 'stacked-areas' | 'line' | 'pie'

const TICK = { fill: 'var(--color-ink-muted)', fontSize: 12 }
const SERIES = 10
const colour = (i: number) => `var(--color-series-${(i % SERIES) + 1})`

/**
 * The table's numbers drawn. Lazy-loaded (recharts is large) and hidden from assistive
 * technology as a whole: the table beside it is the accessible form of the same numbers.
 */
export default function DataChart({
  table,
  kind,
  horizontal = false,
  label,
}: {
  table: DataTable
  kind: ChartKind
  horizontal?: boolean
  label: string
}) {
  // Keys by index: recharts reads a dotted dataKey as a path, and series names hold dots.
  const rows: Record<string, string | number | null>[] = table.rows.map((row) => ({
    category: row.category,
    ...Object.fromEntries(
      row.values.map((value, i) => [`s${i}`, typeof value === 'number' ? value : null]),
    ),
  }))
  const firstForecast = table.rows.find((row) => row.forecast)?.category
  const lastCategory = table.rows.at(-1)?.category
  const tooltip = (
    <Tooltip
      formatter={(value) => formatValue(typeof value === 'number' ? value : undefined)}
      contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
      labelStyle={{ color: 'var(--color-ink)' }}
    />
  )
  const legend = table.columns.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null
  const grid = <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
  const categoryAxis = <XAxis dataKey="category" tick={TICK} stroke="var(--color-border-strong)" />
  const valueAxis = <YAxis tick={TICK} stroke="var(--color-border-strong)" width={56} />

  let chart: React.ReactElement
  if (kind === 'pie') {
    const slices = table.rows.map((row) => ({
      name: row.category,
      value: typeof row.values[0] === 'number' ? row.values[0] : 0,
    }))
    chart = (
      <PieChart>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          outerRadius="75%"
          isAnimationActive={false}
        >
          {slices.map((slice, i) => (
            <Cell key={slice.name} fill={colour(i)} />
          ))}
        </Pie>
        {tooltip}
        <Legend wrapperStyle={{ fontSize: 12 }} />
      </PieChart>
    )
  } else if (kind === 'line' || kind === 'stacked-areas') {
    const Chart = kind === 'line' ? LineChart : AreaChart
    chart = (
      <Chart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        {grid}
        {categoryAxis}
        {valueAxis}
        {firstForecast && lastCategory && (
          <ReferenceArea
            x1={firstForecast}
            x2={lastCategory}
            fill="var(--color-surface-muted)"
            label={{ value: 'Forecast', fill: 'var(--color-ink-muted)', fontSize: 12 }}
          />
        )}
        {table.columns.map((column, i) =>
          kind === 'line' ? (
            <Line
              key={column}
              dataKey={`s${i}`}
              name={column}
              stroke={colour(i)}
              strokeWidth={2}
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
          ) : (
            <Area
              key={column}
              dataKey={`s${i}`}
              name={column}
              stackId="all"
              stroke={colour(i)}
              fill={colour(i)}
              isAnimationActive={false}
            />
          ),
        )}
        {tooltip}
        {legend}
      </Chart>
    )
  } else {
    chart = (
      <BarChart
        data={rows}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        {grid}
        {horizontal ? (
          <XAxis type="number" tick={TICK} stroke="var(--color-border-strong)" />
        ) : (
          categoryAxis
        )}
        {horizontal ? (
          <YAxis
            type="category"
            dataKey="category"
            tick={TICK}
            width={96}
            stroke="var(--color-border-strong)"
          />
        ) : (
          valueAxis
        )}
        {table.columns.map((column, i) => (
          <Bar
            key={column}
            dataKey={`s${i}`}
            name={column}
            fill={colour(i)}
            stackId={kind === 'stacked-bars' ? 'all' : undefined}
            isAnimationActive={false}
          />
        ))}
        {tooltip}
        {legend}
      </BarChart>
    )
  }
  return (
    <div role="img" aria-label={label} className="h-64 w-full sm:h-72" data-testid="data-chart">
      <ResponsiveContainer width="100%" height="100%">
        {chart}
      </ResponsiveContainer>
    </div>
  )
}
