import { useMemo } from 'react'
import { chiSquareCaveat, independenceResult } from '../stats/analysis-words'
import { chiSquareTest } from '../stats/stats'
import type { PercentBase } from '../address/search-params'
import { AnalysisLegend } from './analysis-legend'
import { SMALL_BASE, TINY_BASE, type Grid, type TableModel } from '../model/table-model'
import { m } from '../../../paraglide/messages.js'

/** How a mark reads in each view: the same test, said in the terms of the numbers shown. */
const reading = (pct: PercentBase): string =>
  pct === 'column'
    ? m.survey_reading_column()
    : pct === 'row'
      ? m.survey_reading_row()
      : m.survey_reading_total()

/** The whole-table test, and the legend of the ▲/▼ marks, the mean row and the index. */
export function SignificanceNote({
  model,
  pct,
  grid,
}: {
  model: TableModel
  pct: PercentBase
  grid: Grid
}) {
  const chi = useMemo(() => chiSquareTest(model.counts), [model])
  const { level } = grid.analysis.options.test
  const caveat = chi && chiSquareCaveat(chi)
  const rest = grid.analysis.versus.kind === 'rest'
  if (model.kind !== 'cross') return <AnalysisLegend model={model} grid={grid} />
  return (
    <div className="rounded border border-border bg-surface p-3 text-sm">
      <p>
        <strong>{m.survey_independence()} </strong>
        {independenceResult(chi, level)}
        {caveat && <span className="text-warning"> {caveat}</span>}
      </p>
      {rest && (
        <p className="mt-1">
          <span className="text-success">▲</span>/<span className="text-danger">▼</span>{' '}
          {m.survey_marks_rest({ level, reading: reading(pct) })}
        </p>
      )}
      <AnalysisLegend model={model} grid={grid} />
      <p className="mt-1 text-ink-muted">
        {m.survey_chi_explained()}
        {model.multiPick && ` ${m.survey_chi_multi()}`} <span className="text-warning">*</span>{' '}
        {m.survey_base_under({ n: SMALL_BASE })} <span className="text-warning">!</span>{' '}
        {m.survey_under_greyed({ n: TINY_BASE })}
      </p>
    </div>
  )
}
