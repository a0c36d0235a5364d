import type { TooltipContentProps } from 'recharts'
import { formatN, formatPct } from '../stats/number-format'
import type { Datum } from '../model/chart-panels'
import { SeriesSwatch } from './series-marks'

/**
 * The tooltip of the survey charts: the row, then each series with its swatch (so series that
 * share a colour are still told apart), percent and n from the datum's `n:<series>` count.
 */
export function chartTooltip(series: readonly string[], lines = false) {
  return function ChartTooltip({ active, payload, label }: TooltipContentProps) {
    if (!active || !payload || payload.length === 0) return null
    return (
      <div className="rounded border border-border bg-surface px-3 py-2 text-xs text-ink shadow">
        <p className="font-medium">{String(label)}</p>
        <ul>
          {payload.map((p) => {
            const key = String(p.dataKey)
            const datum = p.payload as Datum
            const index = series.indexOf(key)
            return (
              <li key={key} className="flex items-center gap-1.5 tabular-nums">
                {index >= 0 && series.length > 1 && <SeriesSwatch index={index} line={lines} />}
                <span>
                  {key === 'Percent' ? '' : `${key}: `}
                  {formatPct(Number(p.value))}
                  {datum[`n:${key}`] === undefined
                    ? ''
                    : ` (n = ${formatN(Number(datum[`n:${key}`]))})`}
                </span>
              </li>
            )
          })}
        </ul>
      </div>
    )
  }
}
