import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { statisticDataQuery } from '../../../api/data-queries'
import { ENDPOINTS } from '../../../api/endpoints'
import type { StatisticData as Answer, StatisticGraphType } from '../../../api/schemas/data'
import { ResultError } from '../result-states'
import type { ChartKind } from './data-chart'
import { statisticTable } from './data-table'
import { DataSection, DataView } from './data-view'
import { m } from '../../../paraglide/messages.js'

/** The provider's graph types, drawn as the nearest kind this app draws. */
const KIND: Record<StatisticGraphType, ChartKind | 'table'> = {
  annotations: 'bar',
  bar: 'bar',
  'stacked-bars': 'stacked-bars',
  'stacked-areas': 'stacked-areas',
  'dual-y-axes': 'line',
  'line-standard': 'line',
  'line-zoomable': 'line',
  pie: 'pie',
  table: 'table',
}

/** A graph type the provider may add later is drawn as bars: the numbers are what count. */
function kindOf(graphType: string): ChartKind | 'table' {
  return Object.hasOwn(KIND, graphType) ? KIND[graphType as StatisticGraphType] : 'bar'
}

/** A statistic's numbers, asked for only when the reader opens them (each ask costs credits). */
export function StatisticData({ id }: { id: string }) {
  return (
    <DataSection credits={ENDPOINTS.statisticData.credits}>
      <StatisticNumbers id={id} />
    </DataSection>
  )
}

function StatisticNumbers({ id }: { id: string }) {
  const { data, error, refetch } = useQuery(statisticDataQuery(id))
  if (error) return <ResultError error={error} onRetry={() => void refetch()} compact />
  if (!data)
    return (
      <p role="status" className="text-sm text-ink-muted">
        {m.detail_loading_numbers()}
      </p>
    )
  return <StatisticView data={data} />
}

function StatisticView({ data }: { data: Answer }) {
  const table = useMemo(
    () =>
      statisticTable(
        data.chart,
        data.chart.description ?? undefined,
        data.description ?? undefined,
      ),
    [data.chart, data.description],
  )
  const sources = (data.sources ?? []).map((s) =>
    s.subtitle ? `${s.title} (${s.subtitle})` : s.title,
  )
  return (
    <div className="space-y-3">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {data.chart.unit && (
          <>
            <dt className="font-medium text-ink-subtle">{m.detail_unit()}</dt>
            <dd>{data.chart.unit}</dd>
          </>
        )}
        {sources.length > 0 && (
          <>
            <dt className="font-medium text-ink-subtle">{m.detail_source()}</dt>
            <dd>{sources.join(', ')}</dd>
          </>
        )}
      </dl>
      <DataView
        table={table}
        kind={kindOf(data.chart.graphType)}
        horizontal={data.chart.horizontal ?? undefined}
        title={data.title}
        filename={`statistic-${data.identifier}`}
        about={[
          [m.detail_source(), sources.join(', ')],
          [m.detail_published_by(), (data.publishers ?? []).map((p) => p.title).join(', ')],
          [m.detail_notes(), data.chart.description ?? ''],
        ]}
      />
      {data.chart.description && (
        <p className="text-xs text-ink-subtle">{data.chart.description}</p>
      )}
    </div>
  )
}
