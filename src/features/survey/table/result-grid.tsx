import { memo, Suspense, type ReactNode } from 'react'
import type { PercentBase } from '../address/search-params'
import {
  baseFlag,
  type BaseFlag,
  SMALL_BASE,
  TINY_BASE,
  type Cell,
  type Grid,
  type TableModel,
} from '../model/table-model'
import { formatN, formatPct, PCT_BASE_LABEL } from '../stats/number-format'
import { isNetColumn, isNetRow } from '../address/nets-address'
import { meanRowsModule } from '../address/address-modules'
import { useDeferredModule } from '../address/deferred-module'
import { IndexNote } from './index-note'
import { SigMark } from './sig-mark'
import { cellBase, columnHead, dataColumnWidth, numberCell, stickyLabel } from './grid-cells'
import { m } from '../../../paraglide/messages.js'

const th = columnHead
const td = numberCell
const sticky = stickyLabel

/**
 * The result grid: frequency or cross table, scrolling inside itself, header and first column
 * fixed. Memoised: a 30 x 12 table is hundreds of cells, and a change of view state it does not
 * show (the chart type) should not render them again in the task that answers the click.
 */
export const ResultGrid = memo(function ResultGrid({
  id,
  model,
  grid,
  pct,
  caption,
  label = m.survey_result_table(),
}: {
  id: string
  model: TableModel
  grid: Grid
  pct: PercentBase
  caption: string
  /** The scrolling region's name; several grids on a page need one each. */
  label?: string
}) {
  const cross = model.kind === 'cross'
  const { versus, options } = grid.analysis
  const reference = versus.kind === 'reference' ? versus.column : -1
  return (
    <div
      className="max-h-[32rem] overflow-auto rounded border border-border bg-surface"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table id={id} className="min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-20">
          <tr>
            <th
              scope="col"
              className={`border-b border-border bg-surface-muted px-1.5 py-2 font-medium sm:px-3 ${sticky} z-30`}
            >
              {m.survey_answer()}
            </th>
            {cross ? (
              <>
                {model.columnLabels.map((label, c) => (
                  <th
                    key={label}
                    scope="col"
                    className={`${th} ${dataColumnWidth} ${isNetColumn(model, c) ? 'italic' : ''}`}
                  >
                    <span className="block">{label}</span>
                    <BaseNote base={model.bases[c] ?? 0} />
                    {c === reference && (
                      <span className="block text-xs font-semibold">
                        {m.survey_reference_column()}
                      </span>
                    )}
                  </th>
                ))}
                <th scope="col" className={`${th} ${dataColumnWidth}`}>
                  <span className="block">{m.survey_total()}</span>
                  <BaseNote base={grid.totalBase} />
                </th>
              </>
            ) : (
              <>
                <th scope="col" className={th}>
                  {m.survey_respondents()}
                </th>
                <th scope="col" className={th}>
                  {m.survey_percent()}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.order} className="hover:bg-surface-muted">
              {/* A net's label starts "Net: "; italic and indented as well, never by colour alone. */}
              <th
                scope="row"
                className={`${cellBase} ${sticky} bg-surface font-normal ${isNetRow(model, row.order) ? 'pl-4 italic sm:pl-6' : ''}`}
              >
                {row.label}
              </th>
              {cross ? (
                <>
                  {row.cells.map((cell, c) => (
                    <CrossCell key={c} cell={cell} showIndex={options.index} />
                  ))}
                  <CrossCell cell={row.total} />
                </>
              ) : (
                <>
                  <td className={td}>{formatN(row.cells[0]?.count ?? 0)}</td>
                  <PctCell cell={row.cells[0]} />
                </>
              )}
            </tr>
          ))}
        </tbody>
        {grid.analysis.mean && (
          <Suspense fallback={null}>
            <MeanRows model={model} grid={grid} />
          </Suspense>
        )}
        {!cross && (
          <tfoot>
            <tr>
              <th scope="row" className={`${cellBase} ${sticky} bg-surface font-medium`}>
                {m.survey_base_respondents()}
              </th>
              <td className={`${td} font-medium`}>{formatN(model.bases[0] ?? 0)}</td>
              <td className={td}>
                {model.multiPick ? m.survey_multi_pick_lower() : formatPct(100)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
      <p className="sr-only">{m.survey_percentages_are({ base: PCT_BASE_LABEL[pct] })}</p>
    </div>
  )
})

export function BaseNote({ base }: { base: number }) {
  const flag = baseFlag(base)
  return (
    <span
      className={`block text-xs font-normal whitespace-nowrap ${flag === 'ok' ? 'text-ink-subtle' : 'text-warning'}`}
    >
      n = {formatN(base)}
      {flag !== 'ok' && ' '}
      <BaseMark flag={flag} />
    </span>
  )
}

/** A small (*) or very small (!) base, named for a screen reader as the legend words it. */
function BaseMark({ flag }: { flag: BaseFlag }) {
  if (flag === 'small')
    return (
      <span role="img" aria-label={m.survey_small_base_mark({ n: SMALL_BASE })}>
        *
      </span>
    )
  if (flag === 'tiny')
    return (
      <span role="img" aria-label={m.survey_tiny_base_mark({ n: TINY_BASE })}>
        !
      </span>
    )
  return null
}

function PctCell({ cell }: { cell: Cell | undefined }) {
  if (!cell) return <td className={td} />
  return (
    <td className={`${td} ${cell.flag === 'tiny' ? 'text-ink-subtle' : ''}`}>
      {formatPct(cell.pct)}
    </td>
  )
}

export function CrossCell({
  cell,
  showIndex = false,
  children,
}: {
  cell: Cell
  showIndex?: boolean
  /** More under the count: the banner's column letters (banner-grid.tsx). */
  children?: ReactNode
}) {
  const tiny = cell.flag === 'tiny'
  return (
    <td
      className={`${td} ${tiny ? 'text-ink-subtle' : ''} ${cell.sig === 'higher' ? 'bg-accent-soft' : ''}`}
      title={m.survey_cell_title({ count: formatN(cell.count), base: formatN(cell.base) })}
    >
      <span className="inline-flex items-center gap-0.5 sm:gap-1">
        <SigMark sig={cell.sig} />
        {formatPct(cell.pct)}
        {cell.flag === 'small' && <BaseMark flag="small" />}
      </span>
      <span className="block text-xs text-ink-subtle">n {formatN(cell.count)}</span>
      {showIndex && <IndexNote index={cell.index} />}
      {children}
    </td>
  )
}

/** The mean rows, whose code loads only for a table that shows them (address-modules.ts). */
function MeanRows({ model, grid }: { model: TableModel; grid: Grid }) {
  const { MeanRowsBody } = useDeferredModule(meanRowsModule)
  return <MeanRowsBody model={model} grid={grid} />
}
