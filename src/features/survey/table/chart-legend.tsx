import { SeriesSwatch } from './series-marks'

/**
 * The series key, as HTML rather than recharts' Legend: that one measures itself after the
 * first render and lays the whole chart out a second time. Hidden from assistive technology
 * like the bars; the table carries the same labels. Exported files draw their own legend
 * (report-chart.ts).
 */
export function ChartLegend({ series, lines = false }: { series: string[]; lines?: boolean }) {
  return (
    <ul
      aria-hidden="true"
      data-chart-legend=""
      className="mb-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-ink"
    >
      {series.map((key, i) => (
        <li key={key} className="flex items-center gap-1.5">
          <SeriesSwatch index={i} line={lines} />
          <span>{key}</span>
        </li>
      ))}
    </ul>
  )
}
