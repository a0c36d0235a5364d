import { SIG_MARK } from './analysis-words'
import { BASE_MARK } from './analysis-export'
import { bannerRows, type BannerBlock } from './banner'
import { headerBlock } from './csv-export'
import type { ExportHeader } from './export-header'
import { baseFlag, type Cell } from './table-model'

/**
 * A banner as one wide table for CSV and copy: the first block's header block, with the
 * column line naming every block, then a row naming each block above its columns, the columns
 * with their bases, and the answers. Each block's cells are written as a single table's are
 * (csv-export.ts gridRows: %, n and mark per column, then the block's total), so a block reads
 * the same alone or in a banner.
 */
export interface BannerExportBlock extends BannerBlock {
  header: ExportHeader
}

/** Header lines that belong to one block's table and are written per block below instead. */
const PER_BLOCK = new Set(['Columns', 'Respondents', 'Small bases', 'Independence'])

export const BLOCKS_NOTE =
  'each block is its own cross table: its own bases, percentages and tests; no test compares columns of different blocks'

const num = (v: number) => String(v)

export function bannerExportRows(blocks: readonly BannerExportBlock[]): string[][] {
  const first = blocks[0]
  if (!first) return []
  const head = headerBlock(first.header, first.model, first.grid)
  const columnsAt = head.findIndex(([label]) => label === 'Columns')
  const banner = [
    ['Columns', `Banner of ${blocks.length} blocks: ${blocks.map((b) => title(b)).join('; ')}`],
    ['Blocks', BLOCKS_NOTE],
  ]
  const lines = head.filter(([label = '']) => !PER_BLOCK.has(label))
  lines.splice(columnsAt < 0 ? 2 : columnsAt, 0, ...banner)
  const width = (b: BannerBlock) => b.model.columnLabels.length * 3 + 2
  const blockRow = [
    'Block',
    ...blocks.flatMap((b) => [title(b), ...Array<string>(width(b) - 1).fill('')]),
  ]
  const columnRow = [
    'Answer',
    ...blocks.flatMap((b) => [
      ...b.model.columnLabels.flatMap((l) => [`${l} %`, `${l} n`, `${l} sig`]),
      'Total %',
      'Total n',
    ]),
  ]
  const bases = [
    'Base (n)',
    ...blocks.flatMap((b) => [
      ...b.model.bases.flatMap((base) => ['', num(base), BASE_MARK[baseFlag(base)]]),
      '',
      num(b.grid.totalBase),
    ]),
  ]
  const cell = (c: Cell | undefined) =>
    c ? [num(c.pct), num(c.count), SIG_MARK[c.sig]] : ['', '', '']
  const rows = bannerRows(blocks).map((row) => [
    row.label,
    ...row.cells.flatMap((r, i) => {
      const columns = blocks[i]?.model.columnLabels.length ?? 0
      const cells = Array.from({ length: columns }, (_, c) => cell(r?.cells[c])).flat()
      return [...cells, r ? num(r.total.pct) : '', r ? num(r.total.count) : '']
    }),
  ])
  return [...lines, [], blockRow, columnRow, bases, ...rows]
}

/** A block's name: its column question's title (the one answer it shows, for a single answer). */
export function title(block: BannerBlock): string {
  const columns = block.model.columns
  if (!columns) return block.id
  return columns.whole ? columns.title : `${columns.title}: ${columns.labels[0] ?? ''}`
}
