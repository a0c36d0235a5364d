import type React from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts'
import { formatN, formatPct, PCT_BASE_LABEL } from './number-format'
import type { ChartLayout, PercentBase } from './search-params'
import type { Grid, TableModel } from './table-model'
import { downloadPng, downloadSvg } from './chart-export'
import { memo, startTransition, useLayoutEffect, useRef, useState } from 'react'

/** Series colours: design tokens only, so both themes apply; distinct in lightness too. */
export const PALETTE = [
  'var(--color-accent)',
  'var(--color-warning)',
  'var(--color-success)',
  'var(--color-danger)',
  'var(--color-ink-subtle)',
  'var(--color-accent-strong)',
  'var(--color-border-strong)',
] as const
const LONG_LABEL = 14

type Datum = Record<string, string | number>

/**
 * Bars of exactly the grid's numbers (same percent base, same row order): one bar per answer
 * for a frequency table, grouped or stacked bars per column answer for a cross table.
 */
export const ResultChart = memo(function ResultChart({
  model,
  grid,
  pct,
  layout,
  title,
  describedBy,
}: {
  model: TableModel
  grid: Grid
  pct: PercentBase
  layout: ChartLayout
  title: string
  describedBy: string
}) {
  const cross = model.kind === 'cross'
  const box = useRef<HTMLDivElement>(null)
  const [exportError, setExportError] = useState('')
  const width = useWidth(box)
  const svg = () => box.current?.querySelector<SVGSVGElement>('svg.recharts-surface') ?? null
  const filename = title.replace(/[^\w]+/g, '-').toLowerCase()
  const series = cross ? model.columnLabels : ['Percent']
  const data: Datum[] = grid.rows.map((row) => {
    const d: Datum = { name: row.label }
    row.cells.forEach((cell, c) => {
      const key = series[c] ?? `#${c}`
      d[key] = cell.pct
      d[`n:${key}`] = cell.count
    })
    return d
  })
  const horizontal = grid.rows.some((r) => r.label.length > LONG_LABEL) || grid.rows.length > 8
  const stacked = cross && layout === 'stacked'
  const height = horizontal
    ? Math.max(240, grid.rows.length * (stacked || !cross ? 28 : 14 + 10 * series.length))
    : 320
  const label = `Bar chart: ${title}. ${cross ? PCT_BASE_LABEL[pct] : 'Percent of respondents'}. The data is in the result table.`
  return (
    <figure className="rounded border border-border bg-surface p-3">
      <div
        ref={box}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        style={{ height }}
      >
        {width > 0 && (
          <BarChart
            width={width}
            height={height}
            data={data}
            layout={horizontal ? 'vertical' : 'horizontal'}
            margin={{ left: 8, right: 16 }}
          >
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
            {horizontal ? (
              <>
                <XAxis
                  type="number"
                  unit=" %"
                  tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
                />
                <YAxis
                  type="category"
                  dataKey="name"
                  width={180}
                  tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
                />
              </>
            ) : (
              <>
                <XAxis dataKey="name" tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }} />
                <YAxis unit=" %" tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }} />
              </>
            )}
            <Tooltip content={ChartTooltip} cursor={{ fill: 'var(--color-surface-muted)' }} />
            {cross && <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} />}
            {series.map((key, i) => (
              <Bar
                key={key}
                dataKey={key}
                fill={PALETTE[i % PALETTE.length]}
                isAnimationActive={false}
                {...(stacked ? { stackId: 'all' } : {})}
              />
            ))}
          </BarChart>
        )}
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-2 text-xs text-ink-subtle">
        <span className="flex-1">
          {cross ? PCT_BASE_LABEL[pct] : 'Percent of respondents'}; hover or focus a bar for n.
        </span>
        <button
          type="button"
          className="rounded border border-border px-2 py-0.5 hover:bg-surface-muted"
          onClick={() => {
            const el = svg()
            if (el) downloadSvg(el, filename)
          }}
        >
          Download chart SVG
        </button>
        <button
          type="button"
          className="rounded border border-border px-2 py-0.5 hover:bg-surface-muted"
          onClick={() => {
            const el = svg()
            if (el)
              downloadPng(el, filename).then(
                () => setExportError(''),
                () =>
                  setExportError('The browser refused to draw the PNG; download the SVG instead.'),
              )
          }}
        >
          Download chart PNG
        </button>
        <span role="status" className="w-full text-danger">
          {exportError}
        </span>
      </figcaption>
    </figure>
  )
})

/**
 * The container's width, updated in a transition: the chart's first render and resizes are
 * interruptible background work (ResponsiveContainer renders synchronously in a layout effect).
 */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const update = () => {
      const next = Math.floor(el.getBoundingClientRect().width)
      startTransition(() => setWidth(next))
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return width
}

function ChartTooltip({ active, payload, label }: TooltipContentProps) {
  if (!active || !payload || payload.length === 0) return null
  return (
    <div className="rounded border border-border bg-surface px-3 py-2 text-xs shadow">
      <p className="font-medium">{String(label)}</p>
      <ul>
        {payload.map((p) => {
          const key = String(p.dataKey)
          const datum = p.payload as Datum
          return (
            <li key={key} className="tabular-nums">
              {key === 'Percent' ? '' : `${key}: `}
              {formatPct(Number(p.value))} (n = {formatN(Number(datum[`n:${key}`] ?? 0))})
            </li>
          )
        })}
      </ul>
    </div>
  )
}
