import { lazy, Suspense } from 'react'
import { downloadText } from '../../../lib/csv'
import type { ChartKind } from './data-chart'
import { formatValue, tableCsv, type DataTable } from './data-table'

const DataChart = lazy(() => import('./data-chart'))

/** The chart (none for a table-only statistic), the numbers as a table, and their CSV. */
export function DataView({
  table,
  kind,
  horizontal,
  title,
  filename,
}: {
  table: DataTable
  kind: ChartKind | 'table'
  horizontal?: boolean
  title: string
  filename: string
}) {
  const forecasts = table.rows.some((row) => row.forecast)
  return (
    <div className="space-y-3">
      {kind !== 'table' && (
        <Suspense
          fallback={<div className="h-64 animate-pulse rounded bg-surface-muted sm:h-72" />}
        >
          <DataChart
            table={table}
            kind={kind}
            horizontal={horizontal}
            label={`Chart of ${title}${table.unit ? `, ${table.unit}` : ''}. The same numbers are in the table below.`}
          />
        </Suspense>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm tabular-nums" data-testid="data-table">
          <caption className="pb-1 text-left text-xs text-ink-subtle">
            {title}
            {table.unit ? ` (${table.unit})` : ''}
            {forecasts ? '; forecast years are marked' : ''}
          </caption>
          <thead>
            <tr className="border-b border-border-strong">
              <th scope="col" className="py-1 pr-3 text-left font-medium">
                {table.categoryLabel}
              </th>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="py-1 pl-3 text-right font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.category} className="border-b border-border">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {row.category}
                  {row.forecast && (
                    <span className="ml-1.5 rounded bg-surface-muted px-1 text-xs text-ink-muted">
                      forecast
                    </span>
                  )}
                </th>
                {row.values.map((value, i) => (
                  <td key={i} className="py-1 pl-3 text-right">
                    {formatValue(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button
        type="button"
        onClick={() => downloadText(tableCsv(table), `${filename}.csv`)}
        className="min-h-6 rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted"
      >
        Download CSV
      </button>
    </div>
  )
}

/**
 * The button that asks for an item's data, naming what it costs; it stays to hide the numbers
 * again, so keyboard focus is never lost when they appear.
 */
export function DataButton({
  credits,
  open,
  onToggle,
  controls,
}: {
  credits: number
  open: boolean
  onToggle: () => void
  controls: string
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      className="rounded border border-accent px-3 py-1.5 text-sm font-medium text-accent-strong hover:bg-accent-soft"
    >
      {open ? (
        'Hide data'
      ) : (
        <>
          Data <span className="font-normal">({credits} credits)</span>
        </>
      )}
    </button>
  )
}
