import { lazy, Suspense, useId, useMemo } from 'react'
import type { CollectionEntry } from '../../lib/collections/model'
import { ResultGrid } from '../../features/survey/table/result-grid'
import { m } from '../../paraglide/messages.js'
import { readKeptTable } from './survey-read'

// recharts comes with the first chart, not with the report's route.
const ResultChart = lazy(() =>
  import('../../features/survey/table/result-chart').then((mod) => ({ default: mod.ResultChart })),
)

/**
 * A kept survey table in the report: the builder's own grid and chart over the kept answer, so
 * nothing is asked of the service. Every chart is drawn (not only those near the viewport): a
 * printed report needs them all.
 */
export function SurveyFigure({ entry }: { entry: CollectionEntry }) {
  const id = useId()
  const table = useMemo(() => readKeptTable(entry), [entry])
  if (!table)
    return <p className="text-sm text-ink-muted">{m.collection_report_unreadable_table()}</p>
  const { model, grid, header } = table
  const placeholder = (
    <div className="h-64 rounded border border-border bg-surface-muted" aria-hidden="true" />
  )
  return (
    // On paper the chart's download buttons are left out.
    <div className="space-y-3 print:[&_button]:hidden">
      <ResultGrid
        id={id}
        model={model}
        grid={grid}
        pct={header.percentBase}
        caption={header.title}
        label={m.collection_report_table_label({ title: entry.title })}
      />
      <Suspense fallback={placeholder}>
        <ResultChart
          model={model}
          grid={grid}
          pct={header.percentBase}
          layout="grouped"
          header={header}
          describedBy={id}
        />
      </Suspense>
    </div>
  )
}
