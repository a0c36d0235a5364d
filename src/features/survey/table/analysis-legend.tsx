import { formatCount } from '../../../lib/format'
import { meanRowsModule } from '../address/address-modules'
import { correctionSentence, indexSentence, markSentence } from '../stats/analysis-words'
import { useDeferredModule } from '../address/deferred-module'
import type { Grid, TableModel } from '../model/table-model'
import { numbersStatement } from '../stats/test-options'
import { m } from '../../../paraglide/messages.js'

/**
 * The analysis options as the legend states them: the same sentences as the exports'
 * header block (analysis-words.ts), so screen and file say the same.
 */
export function AnalysisLegend({ model, grid }: { model: TableModel; grid: Grid }) {
  const { analysis } = grid
  const cross = model.kind === 'cross'
  // A grid with a mean row was made with this code (toGrid), so it is loaded by now.
  const meanCode = useDeferredModule(meanRowsModule, analysis.options.mean)
  const lines = (
    <>
      {cross && (
        <p className="mt-1" data-testid="significance-legend">
          {markSentence(analysis)}{' '}
          <span data-testid="correction-legend">
            {m.survey_multiple_comparisons({ sentence: correctionSentence(analysis) })}
          </span>{' '}
          {analysis.marksShown
            ? m.survey_cells_marked({
                marked: formatCount(analysis.marked),
                tests: formatCount(analysis.tests),
              })
            : m.survey_choose_column_pct()}
        </p>
      )}
      {analysis.notices.map((notice) => (
        <p key={notice} role="status" className="mt-1 text-warning">
          {notice}
        </p>
      ))}
      {analysis.options.mean && meanCode && (
        <p className="mt-1" data-testid="mean-legend">
          {meanCode.meanSentence(analysis, model.rowLabels, cross)}
        </p>
      )}
      {cross && analysis.options.index && (
        <p className="mt-1" data-testid="index-legend">
          {m.survey_index_legend({ sentence: indexSentence() })}
        </p>
      )}
    </>
  )
  if (cross) return lines
  if (!analysis.options.mean) return null
  return <div className="rounded border border-border bg-surface p-3 text-sm">{lines}</div>
}

/** What the numbers are, for the table's notes (result-meta.tsx). */
export function NumbersNote() {
  return <span data-testid="numbers-note">{numbersStatement()}</span>
}
