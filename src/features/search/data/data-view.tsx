import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { downloadCsv } from '../../../lib/download'
import type { ChartKind } from './data-chart'
import { formatValue, tableCsv, type AboutLines, type DataTable } from './data-table'
import { m } from '../../../paraglide/messages.js'
import { formatCount } from '../../../lib/format'
import { retrievedToday } from '../../../lib/retrieved-today'

const DataChart = lazy(() => import('./data-chart'))

/** The chart (none for a table-only statistic), the numbers as a table, and their CSV. */
export function DataView({
  table,
  kind,
  horizontal,
  title,
  filename,
  about = [],
}: {
  table: DataTable
  kind: ChartKind | 'table'
  horizontal?: boolean
  title: string
  filename: string
  /** What the CSV says before the table, after its title (source, publisher). */
  about?: AboutLines
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
            label={m.detail_chart_label({
              title: table.unit ? `${title}, ${table.unit}` : title,
            })}
          />
        </Suspense>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm tabular-nums" data-testid="data-table">
          <caption className="pb-1 text-left text-xs text-ink-subtle">
            {title}
            {table.unit ? ` (${table.unit})` : ''}
            {forecasts ? m.detail_forecast_marked() : ''}
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
                      {m.detail_forecast()}
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
        onClick={() =>
          downloadCsv(
            tableCsv(table, [
              [m.detail_csv_title(), title],
              ...about,
              [m.detail_csv_retrieved(), retrievedToday()],
            ]),
            `${filename}.csv`,
          )
        }
        className="min-h-6 rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted"
      >
        {m.detail_download_csv()}
      </button>
    </div>
  )
}

/**
 * "The numbers" of an item: a button that asks for its data, naming what it costs, and what
 * `children` show once opened. The button stays to hide the numbers again, so keyboard focus is
 * never lost when they appear. Opened from the start when the address already asks for them.
 */
export function DataSection({
  credits,
  initiallyOpen = false,
  children,
}: {
  credits: number
  initiallyOpen?: boolean
  children: ReactNode
}) {
  const [open, setOpen] = useState(initiallyOpen)
  const regionId = useId()
  return (
    <section aria-labelledby={`${regionId}-h`} className="space-y-3 border-t border-border pt-4">
      <h3 id={`${regionId}-h`} className="text-base font-semibold">
        {m.detail_the_numbers()}
      </h3>
      <button
        type="button"
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        className="rounded border border-accent px-3 py-1.5 text-sm font-medium text-accent-strong hover:bg-accent-soft"
      >
        {open ? (
          m.detail_hide_data()
        ) : (
          <>
            {m.detail_data()}{' '}
            <span className="font-normal">
              {m.detail_data_credits({ credits: formatCount(credits) })}
            </span>
          </>
        )}
      </button>
      {open && (
        <div id={regionId} className="space-y-3">
          {children}
        </div>
      )}
    </section>
  )
}
