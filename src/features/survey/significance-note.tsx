import { useMemo } from 'react'
import { formatP } from './number-format'
import { chiSquareTest } from './stats'
import type { TableModel } from './table-model'

/** The whole-table test, and one sentence on how cells are marked. */
export function SignificanceNote({ model }: { model: TableModel }) {
  const chi = useMemo(() => chiSquareTest(model.counts), [model])
  return (
    <div className="rounded border border-border bg-surface p-3 text-sm">
      <p>
        <strong>Independence: </strong>
        {chi ? (
          <>
            χ² = {chi.statistic.toFixed(1)}, df = {chi.df}, {formatP(chi.p)} —{' '}
            {chi.p < 0.05
              ? 'rows and columns are related (significant at 95 %).'
              : 'no significant relation at 95 %.'}
          </>
        ) : (
          'not enough rows or columns with respondents to test.'
        )}
      </p>
      <p className="mt-1 text-ink-muted">
        ▲/▼ mark a cell whose column share differs from the rest of its row at 95 % confidence
        (two-sided column-proportion z-test with pooled standard error, |z| ≥ 1.96); the χ² test
        compares all counts with those expected if rows and columns were independent.
        {model.multiPick &&
          ' With multi-pick answers respondents count more than once, so both tests are approximate.'}{' '}
        <span className="text-warning">*</span> base under 30,{' '}
        <span className="text-warning">!</span> under 10 (greyed: too small to read).
      </p>
    </div>
  )
}
