import { useMemo } from 'react'
import { chiSquareCaveat, independenceResult } from './analysis-words'
import { chiSquareTest } from './stats'
import type { PercentBase } from './search-params'
import { AnalysisLegend } from './analysis-legend'
import type { Grid, TableModel } from './table-model'

/** How a mark reads in each view: the same test, said in the terms of the numbers shown. */
const READING: Record<PercentBase, string> = {
  column:
    "the column's share giving this answer is higher/lower than the share among all other columns",
  row: "this column's share of the answer's respondents is higher/lower than its share of everyone else",
  total: 'the cell holds more/fewer respondents than if rows and columns were unrelated',
}

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
        <strong>Independence: </strong>
        {independenceResult(chi, level)}
        {caveat && <span className="text-warning"> {caveat}</span>}
      </p>
      {rest && (
        <p className="mt-1">
          <span className="text-success">▲</span>/<span className="text-danger">▼</span>{' '}
          significantly higher/lower at {level}%: {READING[pct]}. One test for every view, so a mark
          stays on its cell when the percent base changes.
        </p>
      )}
      <AnalysisLegend model={model} grid={grid} />
      <p className="mt-1 text-ink-muted">
        The χ² test compares all counts with those expected if rows and columns were independent.
        {model.multiPick &&
          ' With multi-pick answers respondents count more than once, so both tests are approximate.'}{' '}
        <span className="text-warning">*</span> base under 30,{' '}
        <span className="text-warning">!</span> under 10 (greyed: too small to read).
      </p>
    </div>
  )
}
