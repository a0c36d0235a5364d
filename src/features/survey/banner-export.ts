import { SIG_MARK } from './analysis-words'
import { BASE_MARK, meanCellsByColumn } from './analysis-export'
import { m } from '../../paraglide/messages.js'
import { bannerRows, cellLetters, type BannerBlock } from './banner'
import { lettersText } from './column-letters'
import { headerBlock } from './csv-export'
import type { ExportHeader } from './export-header'
import { lettersLegend } from './letters-legend'
import { baseFlag, type Cell } from './table-model'

/**
 * A banner as one wide table for CSV and copy: the first block's header block, with the
 * column line naming every block, then a row naming each block above its columns, the columns
 * with their bases, and the answers. Each block's cells are written as a single table's are
 * (csv-export.ts gridRows: %, n and mark per column, then the block's total), so a block reads
 * the same alone or in a banner. With column letters (column-letters.ts) each column's
 * header carries its letter and a fourth cell per column its letters, and a line says what
 * they mean.
 */
export interface BannerExportBlock extends BannerBlock {
  header: ExportHeader
}

/** Header lines that belong to one block's table and are written per block below instead. */
const PER_BLOCK = new Set(['Columns', 'Respondents', 'Small bases', 'Independence'])

const num = (v: number) => String(v)

export function bannerExportRows(blocks: readonly BannerExportBlock[]): string[][] {
  const first = blocks[0]
  if (!first) return []
  const lettered = blocks.some((b) => b.letters)
  const head = headerBlock(first.header, first.model, first.grid)
  const columnsAt = head.findIndex(([label]) => label === 'Columns')
  const banner = [
    [
      'Columns',
      m.banner_csv_columns({
        count: blocks.length,
        blocks: blocks.map((b) => title(b)).join('; '),
      }),
    ],
    [m.banner_csv_blocks(), m.banner_csv_blocks_note()],
    // With letters, the line that says what they mean (the page's legend).
    ...(lettered
      ? [[m.banner_csv_letters(), lettersLegend(first.grid.analysis.options.test)]]
      : []),
  ]
  const lines = head.filter(([label = '']) => !PER_BLOCK.has(label))
  lines.splice(columnsAt < 0 ? 2 : columnsAt, 0, ...banner)
  // Per column: %, n, mark, and with letters the letters of the columns it is higher than.
  const perColumn = lettered ? 4 : 3
  const width = (b: BannerBlock) => b.model.columnLabels.length * perColumn + 2
  const blockRow = [
    m.banner_csv_block(),
    ...blocks.flatMap((b) => [title(b), ...Array<string>(width(b) - 1).fill('')]),
  ]
  const columnRow = [
    'Answer',
    ...blocks.flatMap((b) => [
      ...b.model.columnLabels.flatMap((label, c) => {
        const l = b.letters ? `${label} (${b.letters.columns[c] ?? ''})` : label
        return [
          `${l} %`,
          `${l} n`,
          `${l} sig`,
          ...(lettered ? [m.banner_csv_higher({ column: l })] : []),
        ]
      }),
      'Total %',
      'Total n',
    ]),
  ]
  const bases = [
    'Base (n)',
    ...blocks.flatMap((b) => [
      ...b.model.bases.flatMap((base) => [
        '',
        num(base),
        BASE_MARK[baseFlag(base)],
        ...(lettered ? [''] : []),
      ]),
      '',
      num(b.grid.totalBase),
    ]),
  ]
  const cell = (c: Cell | undefined, letters: readonly string[]) => [
    ...(c ? [num(c.pct), num(c.count), SIG_MARK[c.sig]] : ['', '', '']),
    ...(lettered ? [lettersText(letters)] : []),
  ]
  const rows = bannerRows(blocks).map((row) => [
    row.label,
    ...row.cells.flatMap((r, i) => {
      const b = blocks[i]
      if (!b) return []
      const columns = b.model.columnLabels.length
      const cells = Array.from({ length: columns }, (_, c) =>
        cell(r?.cells[c], cellLetters(b, r, c)),
      ).flat()
      return [...cells, r ? num(r.total.pct) : '', r ? num(r.total.count) : '']
    }),
  ])
  // Each block's mean row (when the address asks for one): mean, its base and mark per column.
  const round2 = (v: number | undefined) => (v === undefined ? '' : num(Math.round(v * 100) / 100))
  const means = blocks.some((b) => b.grid.analysis.mean)
    ? [
        [
          m.banner_mean(),
          ...blocks.flatMap((b) => {
            const cells = meanCellsByColumn(b.model, b.grid)
            const total = b.grid.analysis.mean?.total
            return [
              ...b.model.columnLabels.flatMap((_, c) => [
                round2(cells[c]?.summary?.mean),
                cells[c]?.summary ? num(cells[c].summary.base) : '',
                SIG_MARK[cells[c]?.sig ?? 'none'],
                ...(lettered ? [''] : []),
              ]),
              round2(total?.mean),
              total ? num(total.base) : '',
            ]
          }),
        ],
      ]
    : []
  return [...lines, [], blockRow, columnRow, bases, ...rows, ...means]
}

/** A block's name: its column question's title (the one answer it shows, for a single answer). */
export function title(block: BannerBlock): string {
  const columns = block.model.columns
  if (!columns) return block.id
  return columns.whole ? columns.title : `${columns.title}: ${columns.labels[0] ?? ''}`
}
