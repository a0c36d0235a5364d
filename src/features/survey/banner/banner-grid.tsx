import { Fragment, type ReactNode } from 'react'
import { m } from '../../../paraglide/messages.js'
import { bannerRows, cellLetters, type BannerBlock } from '../model/banner'
import { title } from '../exports/banner-export'
import { lettersText } from '../stats/column-letters'
import { PCT_BASE_LABEL } from '../stats/number-format'
import { BaseNote, CrossCell } from '../table/result-grid'
import { meanCellsByColumn } from '../exports/analysis-export'
import { formatNumber } from '../../../lib/format'
import { formatN } from '../stats/number-format'
import { SigMark } from '../table/sig-mark'
import {
  cellBase,
  columnHead,
  bannerColumnWidth,
  numberCell,
  stickyLabel,
} from '../table/grid-cells'
import type { PercentBase } from '../address/search-params'

const head = columnHead
// A block's name starts where its columns start, so a narrow screen shows it.
const blockHead =
  'border-b border-border bg-surface-muted px-1.5 py-2 text-left font-semibold max-sm:text-xs sm:px-3'
// A block starts with a rule on its left, so the eye keeps the blocks apart (not colour alone).
const blockStart = 'border-l-2 border-l-border-strong'
const sticky = stickyLabel

/**
 * The banner as one grid: a header row naming each block's column question above its
 * answers, then each block's columns with their bases and the block's own total. The cells
 * are the single table's (result-grid.tsx CrossCell): percentage, count, the block's marks.
 */
export function BannerGrid({
  id,
  blocks,
  pct,
  caption,
}: {
  id: string
  blocks: readonly BannerBlock[]
  pct: PercentBase
  caption: string
}) {
  const rows = bannerRows(blocks)
  return (
    <div
      className="max-h-[32rem] overflow-auto rounded border border-border bg-surface"
      tabIndex={0}
      role="region"
      aria-label={m.banner_table_label()}
    >
      <table id={id} className="min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-20">
          <tr>
            <th
              scope="col"
              rowSpan={2}
              className={`border-b border-border bg-surface-muted px-1.5 py-2 font-medium sm:px-3 ${sticky} z-30 align-bottom`}
            >
              {m.banner_answer()}
            </th>
            {blocks.map((b) => (
              <th
                key={b.id}
                scope="colgroup"
                colSpan={b.model.columnLabels.length + 1}
                className={`${blockHead} ${blockStart}`}
              >
                {title(b)}
              </th>
            ))}
          </tr>
          <tr>
            {blocks.map((b) => (
              <Fragment key={b.id}>
                {b.model.columnLabels.map((label, c) => (
                  <th
                    key={label}
                    scope="col"
                    className={`${head} ${bannerColumnWidth} ${c === 0 ? blockStart : ''}`}
                  >
                    <span className="block">{label}</span>
                    {b.letters && <ColumnLetter letter={b.letters.columns[c] ?? ''} />}
                    <BaseNote base={b.model.bases[c] ?? 0} />
                    {b.grid.analysis.versus.kind === 'reference' &&
                      b.grid.analysis.versus.column === c && (
                        <span className="block text-xs font-semibold">{m.banner_reference()}</span>
                      )}
                  </th>
                ))}
                <th scope="col" className={`${head} ${bannerColumnWidth}`}>
                  <span className="block">{m.banner_total()}</span>
                  <BaseNote base={b.grid.totalBase} />
                </th>
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="hover:bg-surface-muted">
              {/* A net's label starts "Net: "; italic and indented as on the single table. */}
              <th
                scope="row"
                className={`${cellBase} ${sticky} bg-surface font-normal ${row.net ? 'pl-4 italic sm:pl-6' : ''}`}
              >
                {row.label}
              </th>
              {row.cells.map((r, i) => {
                const b = blocks[i]
                if (!b) return null
                const columns = b.model.columnLabels.length
                return (
                  <Fragment key={b.id}>
                    {r
                      ? r.cells.map((cell, c) => (
                          <CrossCell key={c} cell={cell} showIndex={b.grid.analysis.options.index}>
                            <Letters letters={cellLetters(b, r, c)} />
                          </CrossCell>
                        ))
                      : Array.from({ length: columns }, (_, c) => (
                          <td key={c} className={cellBase} />
                        ))}
                    {r ? <CrossCell cell={r.total} /> : <td className={cellBase} />}
                  </Fragment>
                )
              })}
            </tr>
          ))}
          {blocks.some((b) => b.grid.analysis.mean) && <MeanRow blocks={blocks} />}
        </tbody>
      </table>
      <p className="sr-only">{m.banner_pct_note({ base: PCT_BASE_LABEL[pct] })}</p>
    </div>
  )
}

/**
 * Each block's mean score per column and its total (the table's scores, tested within the
 * block as the table's mean row is), with the base of the mean under it.
 */
function MeanRow({ blocks }: { blocks: readonly BannerBlock[] }) {
  const cell = (mean: number | undefined, base: number | undefined, mark?: ReactNode) => (
    <>
      <span className="inline-flex items-center gap-0.5 sm:gap-1">
        {mark}
        {mean === undefined ? '–' : formatNumber(mean, 2)}
      </span>
      <span className="block text-xs text-ink-subtle">n {formatN(base ?? 0)}</span>
    </>
  )
  return (
    <tr className="bg-surface-muted">
      <th scope="row" className={`${cellBase} ${sticky} bg-surface-muted font-medium`}>
        {m.banner_mean()}
      </th>
      {blocks.map((b) => {
        const cells = meanCellsByColumn(b.model, b.grid)
        const total = b.grid.analysis.mean?.total
        return (
          <Fragment key={b.id}>
            {b.model.columnLabels.map((_, c) => (
              <td key={c} className={numberCell}>
                {cell(
                  cells[c]?.summary?.mean,
                  cells[c]?.summary?.base,
                  <SigMark sig={cells[c]?.sig} of={m.banner_mean()} />,
                )}
              </td>
            ))}
            <td className={numberCell}>{cell(total?.mean, total?.base)}</td>
          </Fragment>
        )
      })}
    </tr>
  )
}

/** A column's letter under its name, named for a screen reader ("column B"). */
function ColumnLetter({ letter }: { letter: string }) {
  return (
    <span className="block text-xs font-semibold text-accent-strong">
      <span aria-hidden="true">{letter}</span>
      <span className="sr-only">{m.banner_letter_of({ letter })}</span>
    </span>
  )
}

/** The letters of the columns a cell is significantly higher than, said in words to a reader. */
function Letters({ letters }: { letters: readonly string[] }) {
  if (letters.length === 0) return null
  return (
    <span className="block text-xs font-semibold tracking-wide text-accent-strong">
      <span aria-hidden="true">{lettersText(letters)}</span>
      <span className="sr-only">{m.banner_letters_cell({ letters: letters.join(', ') })}</span>
    </span>
  )
}
