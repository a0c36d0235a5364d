import type React from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts'
import { formatN, formatPct, PCT_BASE_LABEL } from './number-format'
import type { ChartLayout, PercentBase } from './search-params'
import type { Grid, TableModel } from './table-model'
import { downloadPng, downloadSvg } from './chart-export'
import { chartShape, type ChartShape, type Datum } from './chart-panels'
import { useStaged } from './use-staged'
import { memo, startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react'

/**
 * Series colours: design tokens only, so both themes apply; distinct in lightness too, and each
 * at least 3:1 against the surface in both themes (WCAG 1.4.11), so no series fades out.
 */
export const PALETTE = [
  'var(--color-accent)',
  'var(--color-warning)',
  'var(--color-success)',
  'var(--color-danger)',
  'var(--color-ink-subtle)',
  'var(--color-accent-strong)',
  'var(--color-ink)',
] as const
const TICK = { fill: 'var(--color-ink-muted)', fontSize: 12 }
/** recharts' default chart margin (top, bottom) and value-axis height. */
const MARGIN_Y = 10
const AXIS_HEIGHT = 30

/**
 * Bars of exactly the grid's numbers (same percent base, same row order): one bar per answer
 * for a frequency table, grouped or stacked bars per column answer for a cross table. A large
 * chart is drawn as stacked panels of rows sharing one value axis (see chart-panels.ts).
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
  const svgs = () => [
    ...(box.current?.querySelectorAll<SVGSVGElement>('svg.recharts-surface') ?? []),
  ]
  const filename = title.replace(/[^\w]+/g, '-').toLowerCase()
  const shape = useMemo(() => chartShape(model, grid, layout), [model, grid, layout])
  const staged = useStaged(shape, shape.panels.length)
  // Each panel is sized by the shape it shows, so a panel not yet updated keeps its props and
  // does not re-render (a new height would lay out its bars again in the same task).
  const heights = shape.panels.map((_, i) => panelHeight(staged[i] ?? shape, i))
  const label = `Bar chart: ${title}. ${cross ? PCT_BASE_LABEL[pct] : 'Percent of respondents'}. The data is in the result table.`
  return (
    <figure className="rounded border border-border bg-surface p-3">
      {cross && <ChartLegend series={shape.series} />}
      <div
        ref={box}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        style={{ height: heights.reduce((a, b) => a + b, 0) }}
      >
        {width > 0 &&
          shape.panels.map((_, i) => {
            const panelShape = staged[i]
            const range = panelShape?.panels[i]
            return panelShape && range ? (
              <ChartPanel
                key={i}
                shape={panelShape}
                start={range[0]}
                end={range[1]}
                last={i === panelShape.panels.length - 1}
                width={width}
                height={heights[i] ?? 0}
              />
            ) : (
              <div key={i} style={{ height: heights[i] }} />
            )
          })}
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-2 text-xs text-ink-subtle">
        <span className="flex-1">
          {cross ? PCT_BASE_LABEL[pct] : 'Percent of respondents'}; hover or focus a bar for n.
        </span>
        <button
          type="button"
          className="rounded border border-border px-2 py-0.5 hover:bg-surface-muted"
          onClick={() => {
            const all = svgs()
            if (all.length > 0) downloadSvg(all, filename)
          }}
        >
          Download chart SVG
        </button>
        <button
          type="button"
          className="rounded border border-border px-2 py-0.5 hover:bg-surface-muted"
          onClick={() => {
            const all = svgs()
            if (all.length > 0)
              downloadPng(all, filename).then(
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

function panelHeight(shape: ChartShape, i: number): number {
  const range = shape.panels[i]
  if (!shape.horizontal || !range) return 320
  const last = i === shape.panels.length - 1
  const plot = (range[1] - range[0]) * shape.rowHeight + MARGIN_Y + (last ? AXIS_HEIGHT : 0)
  return shape.panels.length === 1 ? Math.max(240, plot) : plot
}

/** Rows [start, end) of the chart; only the last panel of a split chart shows the value axis. */
const ChartPanel = memo(function ChartPanel({
  shape,
  start,
  end,
  last,
  width,
  height,
}: {
  shape: ChartShape
  start: number
  end: number
  last: boolean
  width: number
  height: number
}) {
  const { horizontal, series, stacked, valueMax } = shape
  const data = useMemo(() => shape.data.slice(start, end), [shape, start, end])
  const valueDomain = valueMax === undefined ? undefined : ([0, valueMax] as [number, number])
  return (
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
          <XAxis type="number" unit=" %" tick={TICK} domain={valueDomain} hide={!last} />
          {/* interval 0: every row is labelled, and recharts need not measure labels to thin them. */}
          <YAxis type="category" dataKey="name" width={180} tick={TICK} interval={0} />
        </>
      ) : (
        <>
          <XAxis dataKey="name" tick={TICK} />
          <YAxis unit=" %" tick={TICK} domain={valueDomain} />
        </>
      )}
      <Tooltip content={ChartTooltip} cursor={{ fill: 'var(--color-surface-muted)' }} />
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
  )
})

/**
 * The series key, as HTML rather than recharts' Legend: that one measures itself after the
 * first render and lays the whole chart out a second time. Hidden from assistive technology
 * like the bars; the result table carries the same labels.
 */
function ChartLegend({ series }: { series: string[] }) {
  return (
    <ul aria-hidden="true" className="mb-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs">
      {series.map((key, i) => (
        <li key={key} className="flex items-center gap-1.5">
          <span
            className="inline-block size-2.5 shrink-0"
            style={{ background: PALETTE[i % PALETTE.length] }}
          />
          {key}
        </li>
      ))}
    </ul>
  )
}

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
