import type { DataTable } from '../../../api/schemas/survey'
import { blockRequests, readBlocks } from './banner'
import type { RowNets } from './banner-nets'
import type { BannerExportBlock } from '../exports/banner-export'
import { exportHeader } from './export-header'
import type { SurveySearch, TableRequest } from '../address/search-params'
import type { MeanRowsOf } from '../stats/table-analysis'
import { toTableModel, type TableNames } from './table-model'
import { analysisFromSearch } from '../stats/test-options'

/**
 * A tab book with a banner (issue 31): the banner is defined once, in the address, and applied
 * to every question of the book, so each book table shows every block side by side, read as
 * the banner above it is (banner.ts: each block its own cross table, bases and tests; column
 * letters and the mean row when asked). Without a banner the book is one table per question (tab-book-tables.ts).
 */

/**
 * The cross tables one book question needs: one per block, the rows question replaced, all
 * else kept. The first is the book's table without a banner (tab-book-tables.ts bookRequest).
 */
export function bookBlockRequests(search: SurveySearch, rows: string) {
  return blockRequests({ ...search, rows })
}

/**
 * One book question's banner, read as the banner above: each loaded block's table with the
 * names given (`names(id)`: the rows question's and the block's column question's), the
 * address's percent base, order, tests, letters, mean row and the question's row nets (each
 * book question takes the nets of its own answers alone; their code is handed in, so the book
 * loads the nets' arithmetic only for an address with nets).
 */
export function readBookBanner(
  tables: readonly { id: string; data: DataTable; request: TableRequest }[],
  names: (blockId: string) => TableNames,
  search: SurveySearch,
  sentence: string,
  /** The mean row's code (table-analysis.ts MeanRowsOf); without it, no mean row. */
  meanRowsOf?: MeanRowsOf,
  /** The row nets (banner-nets.ts RowNets); without them, none. */
  nets?: RowNets,
): BannerExportBlock[] {
  const options = { ...analysisFromSearch(search), mean: search.mean === 1 && !!meanRowsOf }
  const read = readBlocks(
    tables.map((t) => {
      const model = toTableModel(t.data, names(t.id))
      return {
        id: t.id,
        model: nets ? nets.apply({ model, data: t.data, request: t.request }) : model,
      }
    }),
    search.pct,
    search.order,
    options,
    meanRowsOf,
    search.letters === 1,
  )
  return read.map((b) => {
    const data = tables.find((t) => t.id === b.id)?.data
    if (!data) throw new Error(`No table for block ${b.id}`)
    return { ...b, header: exportHeader(data, search.pct, sentence) }
  })
}
