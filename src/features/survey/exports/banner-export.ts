import { SIG_MARK } from '../stats/analysis-words'
import { BASE_MARK, meanCellsByColumn } from './analysis-export'
import { m } from '../../../paraglide/messages.js'
import { bannerRows, cellLetters, type BannerBlock } from '../model/banner'
import { lettersText } from '../stats/column-letters'
import { headerBlock } from './csv-export'
import type { ExportHeader } from '../model/export-header'
import { HEADER_LABEL } from '../model/header-labels'
import { lettersLegend } from '../stats/letters-legend'
import { baseFlag, type Cell } from '../model/table-model'

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
const perBlock = () =>
  new Set<string>([
    HEADER_LABEL.columns,
    HEADER_LABEL.respondents,
    HEADER_LABEL.smallBases,
    HEADER_LABEL.independence,
  ])

/**
 * A cell of the banner's table: numbers stay numbers, so the CSV writes them as the reader's
 * spreadsheet reads them (lib/csv.ts csvDialect: decimal commas for German Excel) and the wide
 * sheet keeps them as numbers.
 */
export type BannerCell = string | number

export function bannerExportRows(blocks: readonly BannerExportBlock[]): BannerCell[][] {
  const first = blocks[0]
  if (!first) return []
  const lettered = blocks.some((b) => b.letters)
  const head = headerBlock(first.header, first.model, first.grid)
  const columnsAt = head.findIndex(([label]) => label === HEADER_LABEL.columns)
  const banner = [
    [
      HEADER_LABEL.columns,
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
  const perBlockLines = perBlock()
  const lines = head.filter(([label = '']) => !perBlockLines.has(label))
  lines.splice(columnsAt < 0 ? 2 : columnsAt, 0, ...banner)
  // Per column: %, n, mark, and with letters the letters of the columns it is higher than.
  const perColumn = lettered ? 4 : 3
  const width = (b: BannerBlock) => b.model.columnLabels.length * perColumn + 2
  const blockRow = [
    m.banner_csv_block(),
    ...blocks.flatMap((b) => [title(b), ...Array<string>(width(b) - 1).fill('')]),
  ]
  const columnRow = [
    m.survey_answer(),
    ...blocks.flatMap((b) => [
      ...b.model.columnLabels.flatMap((label, c) => {
        const l = b.letters ? `${label} (${b.letters.columns[c] ?? ''})` : label
        return [
          m.survey_col_pct({ label: l }),
          m.survey_col_n({ label: l }),
          m.survey_col_sig({ label: l }),
          ...(lettered ? [m.banner_csv_higher({ column: l })] : []),
        ]
      }),
      m.survey_total_pct(),
      m.survey_total_n(),
    ]),
  ]
  const bases = [
    m.survey_base_n(),
    ...blocks.flatMap((b) => [
      ...b.model.bases.flatMap((base) => [
        '',
        base,
        BASE_MARK[baseFlag(base)],
        ...(lettered ? [''] : []),
      ]),
      '',
      b.grid.totalBase,
    ]),
  ]
  const cell = (c: Cell | undefined, letters: readonly string[]) => [
    ...(c ? [c.pct, c.count, SIG_MARK[c.sig]] : ['', '', '']),
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
      return [...cells, r ? r.total.pct : '', r ? r.total.count : '']
    }),
  ])
  // Each block's mean row (when the address asks for one): mean, its base and mark per column.
  const round2 = (v: number | undefined) => (v === undefined ? '' : Math.round(v * 100) / 100)
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
                cells[c]?.summary ? cells[c].summary.base : '',
                SIG_MARK[cells[c]?.sig ?? 'none'],
                ...(lettered ? [''] : []),
              ]),
              round2(total?.mean),
              total ? total.base : '',
            ]
          }),
        ],
      ]
    : []
  return [...lines, [], blockRow, columnRow, bases, ...rows, ...means]
}

/** The banner grid's caption: the rows question and each block's name. */
export function bannerCaption(blocks: readonly BannerBlock[]): string {
  return m.banner_caption({
    rows: blocks[0]?.model.rows.title ?? '',
    blocks: blocks.map(title).join(', '),
    count: blocks.length,
  })
}

/** A block's name: its column question's title (the one answer it shows, for a single answer). */
export function title(block: BannerBlock): string {
  const columns = block.model.columns
  if (!columns) return block.id
  return columns.whole ? columns.title : `${columns.title}: ${columns.labels[0] ?? ''}`
}
