import { meanCellsByColumn } from '../exports/analysis-export'
import { formatMean } from '../stats/mean-analysis'
import { formatN } from '../stats/number-format'
import type { MeanCell } from '../stats/table-analysis'
import type { Grid, TableModel } from '../model/table-model'
import { SigMark } from './sig-mark'
import { cellBase, numberCell, stickyLabel } from './grid-cells'
import { m } from '../../../paraglide/messages.js'

const td = numberCell
const head = `${cellBase} ${stickyLabel} bg-surface font-medium`

/**
 * The mean, standard deviation and base of the mean below the answers (result-grid.tsx), one
 * cell per column and the total; a mean's ▲/▼ is its Welch t-test (table-analysis.ts).
 */
export function MeanRowsBody({ model, grid }: { model: TableModel; grid: Grid }) {
  const mean = grid.analysis.mean
  if (!mean) return null
  const cross = model.kind === 'cross'
  // One cell per column of the table, net columns (no mean) included, so the Total stays in line.
  const cells = meanCellsByColumn(model, grid)
  // A frequency table's grid has a Respondents and a Percent column: the mean sits under the first.
  const after = cross ? [mean.total] : [undefined]
  return (
    <tbody data-testid="mean-rows" className="border-t-2 border-border-strong">
      <tr>
        <th scope="row" className={head}>
          {m.survey_mean_score_row()}
        </th>
        {cells.map((cell, c) => (
          <td key={c} className={td}>
            {cell && <MeanValue cell={cell} />}
          </td>
        ))}
        {after.map((s, i) => (
          <td key={`t${i}`} className={td}>
            {s ? formatMean(s.mean) : ''}
          </td>
        ))}
      </tr>
      <tr>
        <th scope="row" className={head}>
          {m.survey_sd()}
        </th>
        {cells.map((cell, c) => (
          <td key={c} className={td}>
            {cell && formatMean(cell.summary?.sd)}
          </td>
        ))}
        {after.map((s, i) => (
          <td key={`t${i}`} className={td}>
            {s ? formatMean(s.sd) : ''}
          </td>
        ))}
      </tr>
      <tr>
        <th scope="row" className={head}>
          {m.survey_base_of_mean()}
        </th>
        {cells.map((cell, c) => (
          <td key={c} className={td}>
            {cell && formatN(cell.summary?.base ?? 0)}
          </td>
        ))}
        {after.map((s, i) => (
          <td key={`t${i}`} className={td}>
            {s ? formatN(s.base) : ''}
          </td>
        ))}
      </tr>
    </tbody>
  )
}

function MeanValue({ cell }: { cell: MeanCell }) {
  return (
    <span className="inline-flex items-center gap-0.5 sm:gap-1">
      <SigMark sig={cell.sig} of={m.survey_mean_of()} />
      {formatMean(cell.summary?.mean)}
    </span>
  )
}

// What the mean row needs besides its cells, for those who load it (address-modules.ts
// meanRowsModule): its arithmetic (toGrid) and its legend.
export { meanRows, meanSentence } from '../stats/mean-analysis'
