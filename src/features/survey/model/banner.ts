import { bannerBlocks } from '../address/banner-address'
import { blockLetters, type BlockLetters } from '../stats/column-letters'
import { isNetRow, netRowsLast, netsNote } from '../address/nets-address'
import { tableRequest, type SurveySearch } from '../address/search-params'
import type { MeanRowsOf } from '../stats/table-analysis'
import { toGrid, type Grid, type GridRow, type TableModel } from './table-model'
import type { AnalysisOptions } from '../stats/test-options'

/**
 * A banner: several column questions side by side in one table (Crunch, Q and SPSS print them
 * so), its blocks in the address as banner-address.ts reads them. Each block is one cross
 * table of the rows question by its column question, with the table's filters, country and
 * year: it is bought as such, and read by the one per-table reading (table-model.ts toGrid), so
 * its bases, percentages and tests are its own and no test crosses a block. Pure: no React, no
 * requests; loaded with the banner's view, not with every table.
 */

/** The cross table each block needs: the table's request with the block's column question. */
export function blockRequests(search: SurveySearch) {
  return bannerBlocks(search).flatMap((id) => {
    const request = tableRequest({ ...search, columns: id })
    return request ? [{ id, request }] : []
  })
}

/** One block as read for the page and the exports. */
export interface BannerBlock {
  /** The block's column question (or answer) ID. */
  id: string
  model: TableModel
  grid: Grid
  /**
   * The block's column letters and each cell's (column-letters.ts), when the address asks for
   * them and the view is column percent (the pairwise tests compare column percentages).
   */
  letters?: BlockLetters | undefined
}

/**
 * A block's analysis options: the table's, except a reference column (`vs`) that is not one of
 * this block's columns, which here means the rest of the row (the reference is tested only
 * within its own block, against the columns beside it).
 */
export function blockOptions(options: AnalysisOptions, model: TableModel): AnalysisOptions {
  const { versus } = options.test
  if (versus === undefined || model.columns?.answerIds.includes(versus)) return options
  return { ...options, test: { ...options.test, versus: undefined } }
}

/**
 * Each block's grid, read as the single table is (toGrid: percentages on the chosen base, tests
 * at the table's level and minimum base, a Benjamini–Hochberg correction across the block's
 * own tests). A block whose answer is a frequency table (no column answers) is left out. A
 * block's model may hold row nets (banner-nets.ts): they are read and tested as its answer
 * rows are, as on the single table, and come last.
 */
export function readBlocks(
  blocks: readonly { id: string; model: TableModel }[],
  pct: SurveySearch['pct'],
  order: SurveySearch['order'],
  options: AnalysisOptions,
  meanRowsOf?: MeanRowsOf,
  /** Column letters (column-letters.ts): A, B … across the banner, tested within each block. */
  letters = false,
): BannerBlock[] {
  let first = 0
  return blocks
    .filter((b) => b.model.kind === 'cross')
    .map((b) => {
      const block: BannerBlock = {
        id: b.id,
        model: b.model,
        // Net rows (banner-nets.ts, already in the model) last, as on the single table.
        grid: netRowsLast(
          b.model,
          toGrid(b.model, pct, order, blockOptions(options, b.model), meanRowsOf),
        ),
        letters:
          letters && pct === 'column' ? blockLetters(b.model, options.test, first) : undefined,
      }
      first += b.model.columnLabels.length
      return block
    })
}

/** A cell's letters: the block's letters of the row's answer (GridRow.order) and column. */
export function cellLetters(
  block: BannerBlock,
  row: GridRow | undefined,
  column: number,
): readonly string[] {
  if (!row || !block.letters) return []
  return block.letters.cells[row.order]?.[column] ?? []
}

/** One answer (or net) of the rows question across the banner: its row in each block. */
export interface BannerRow {
  label: string
  answerId: string
  /** What names the row across blocks: its answer ID, or for a net its label ("Net: Top 2"). */
  key: string
  /** A net row (nets.ts), shown after the answers. */
  net: boolean
  /** Per block, in block order; undefined where a block's table lacks the answer. */
  cells: (GridRow | undefined)[]
}

const keyOf = (block: BannerBlock, row: GridRow) =>
  isNetRow(block.model, row.order) ? `net:${row.label}` : row.answerId

/**
 * The banner's rows: in the first block's order (its sort applies to the whole banner, so the
 * blocks' rows line up), each answer matched in the other blocks by its answer ID and each net
 * by its name. A net another block has and the first lacks yet (its table not in) comes last.
 */
export function bannerRows(blocks: readonly BannerBlock[]): BannerRow[] {
  const first = blocks[0]
  if (!first) return []
  const seen = new Set<string>()
  const lines: { key: string; row: GridRow; net: boolean }[] = []
  blocks.forEach((b, i) =>
    b.grid.rows.forEach((row) => {
      const key = keyOf(b, row)
      const net = isNetRow(b.model, row.order)
      if (seen.has(key) || (i > 0 && !net)) return
      seen.add(key)
      lines.push({ key, row, net })
    }),
  )
  return lines.map(({ key, row, net }) => ({
    label: row.label,
    answerId: row.answerId,
    key,
    net,
    cells: blocks.map((b) => b.grid.rows.find((r) => keyOf(b, r) === key)),
  }))
}

/**
 * What a banner's net rows hold, from the block that has most of them: a multi-pick net's
 * figures can arrive in a later block first. Only row nets: a column net stays with the first
 * block's table alone.
 */
export function bannerNetNote(blocks: readonly { model: TableModel }[]): string {
  const rowsOf = (model: TableModel) => model.nets?.rows.length ?? 0
  const fullest = blocks.reduce<TableModel | undefined>(
    (best, b) => (rowsOf(b.model) > (best ? rowsOf(best) : 0) ? b.model : best),
    undefined,
  )
  return fullest?.nets ? netsNote({ ...fullest, nets: { ...fullest.nets, columns: [] } }) : ''
}
