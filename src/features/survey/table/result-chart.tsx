import type React from 'react'
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts'
import { PCT_BASE_LABEL } from '../stats/number-format'
import type { ChartLayout, PercentBase } from '../address/search-params'
import type { Grid, TableModel } from '../model/table-model'
import { downloadPng, downloadSvg, lightPalette } from '../exports/chart-export'
import type { ExportHeader } from '../model/export-header'
import { reportSvg, reportText } from './report-chart'
import { chartShape, type ChartShape } from '../model/chart-panels'
import { repeatNote, seriesFill } from '../model/chart-palette'
import { ChartLegend } from './chart-legend'
import { chartTooltip } from './chart-tooltip'
import { SeriesPatterns } from './series-marks'
import { useStaged } from '../address/use-staged'
import { formatPercent } from '../../../lib/format'
import { m } from '../../../paraglide/messages.js'
import { memo, startTransition, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { retrievedToday } from '../../../lib/retrieved-today'

const TICK = { fill: 'var(--color-ink-muted)', fontSize: 12 }
/** recharts' default chart margin (top, bottom) and value-axis height. */
const MARGIN_Y = 10
const AXIS_HEIGHT = 30
// A panel's tooltip lists every series and may reach far past its panel (a stacked bar of 30
// segments in a panel of three rows): above the later panels, which would otherwise paint over it.
const TOOLTIP_ABOVE_PANELS = { zIndex: 10 }

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
  header,
  describedBy,
}: {
  model: TableModel
  grid: Grid
  pct: PercentBase
  layout: ChartLayout
  header: ExportHeader
  describedBy: string
}) {
  const title = header.title
  const cross = model.kind === 'cross'
  const box = useRef<HTMLDivElement>(null)
  const [exportError, setExportError] = useState('')
  const width = useWidth(box)
  const filename = title.replace(/[^\w]+/g, '-').toLowerCase()
  const shape = useMemo(() => chartShape(model, grid, layout, pct), [model, grid, layout, pct])
  // Drawn when asked for, from the numbers, never from the screen: the same file from any page.
  const report = () =>
    reportSvg(
      shape,
      reportText({ ...header, retrieved: retrievedToday() }, model, grid.totalBase),
      lightPalette(),
    )
  const unstackable = layout === 'stacked' && !shape.stack.stackable ? shape.stack.reason : ''
  const staged = useStaged(shape, shape.panels.length)
  // Each panel is sized by the shape it shows, so a panel not yet updated keeps its props and
  // does not re-render (a new height would lay out its bars again in the same task).
  const heights = shape.panels.map((_, i) => panelHeight(staged[i] ?? shape, i))
  const note = cross ? repeatNote(shape.series.length) : ''
  const values = cross ? PCT_BASE_LABEL[pct] : m.survey_percent_of_respondents_cap()
  const label = m.survey_chart_label({ title, values })
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
          {values}
          {shape.stacked &&
            (shape.stack.stackable && shape.stack.bar === 'column'
              ? m.survey_stacked_per_column()
              : m.survey_stacked_per_row())}
          {m.survey_hover_for_n()}
          {model.multiPick && <span className="block">{m.survey_chart_multi()}</span>}
          {unstackable && <span className="block">{m.survey_chart_grouped()}</span>}
          {note && <span className="mt-1 block">{note}</span>}
        </span>
        <button
          type="button"
          className="rounded border border-border px-2 py-0.5 hover:bg-surface-muted"
          onClick={() => downloadSvg(report(), filename)}
        >
          {m.survey_download_svg()}
        </button>
        <button
          type="button"
          className="rounded border border-border px-2 py-0.5 hover:bg-surface-muted"
          onClick={() =>
            downloadPng(report(), filename).then(
              () => setExportError(''),
              () => setExportError(m.survey_png_refused()),
            )
          }
        >
          {m.survey_download_png()}
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
  const { horizontal, series, stacked, axis } = shape
  const data = useMemo(() => shape.data.slice(start, end), [shape, start, end])
  // A fixed percent axis (never past 100 %), the same in every panel of a split chart.
  const valueAxis = {
    type: 'number' as const,
    // "20 %" on a German page, as the table writes it.
    tickFormatter: (t: number) => formatPercent(t, 0),
    tick: TICK,
    domain: [0, axis.max],
    ticks: axis.ticks,
    allowDataOverflow: true,
  }
  const scope = useId()
  const tooltip = useMemo(() => chartTooltip(series), [series])
  return (
    <BarChart
      width={width}
      height={height}
      data={data}
      layout={horizontal ? 'vertical' : 'horizontal'}
      margin={{ left: 8, right: 16 }}
    >
      <SeriesPatterns scope={scope} count={series.length} />
      <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
      {horizontal ? (
        <>
          <XAxis {...valueAxis} hide={!last} />
          {/* interval 0: every row is labelled, and recharts need not measure labels to thin them. */}
          <YAxis type="category" dataKey="name" width={180} tick={TICK} interval={0} />
        </>
      ) : (
        <>
          <XAxis dataKey="name" tick={TICK} />
          <YAxis {...valueAxis} />
        </>
      )}
      <Tooltip
        content={tooltip}
        cursor={{ fill: 'var(--color-surface-muted)' }}
        wrapperStyle={TOOLTIP_ABOVE_PANELS}
      />
      {series.map((key, i) => (
        <Bar
          key={key}
          dataKey={key}
          fill={seriesFill(scope, i)}
          isAnimationActive={false}
          // A hairline in the surface colour between stacked segments: neighbouring series
          // colours need not contrast with each other.
          {...(stacked ? { stackId: 'all', stroke: 'var(--color-surface)', strokeWidth: 1 } : {})}
        />
      ))}
    </BarChart>
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
