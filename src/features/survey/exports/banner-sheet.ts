import type { SheetColumn, SheetSpec, SheetValue } from '../../../lib/export/workbook'
import { m } from '../../../paraglide/messages.js'
import { bannerExportRows, type BannerExportBlock } from './banner-export'
import { lettersText } from '../stats/column-letters'
import { lettersLegend } from '../stats/letters-legend'
import { fraction } from '../stats/number-format'
import { tableSheet } from './table-sheet'

/**
 * A banner block as an Excel sheet: the single table's sheet (table-sheet.ts), and with column
 * letters (column-letters.ts) each column's letter in its headers, a column of the letters it
 * is higher than after its mark, and the legend line in the footer. The sheet's rows are the
 * base row, the grid's rows in order, then the block's mean rows when it has them (these get no
 * letters: the letters test proportions, not means).
 */
export function bannerSheet(name: string, block: BannerExportBlock): SheetSpec {
  const sheet = tableSheet(name, block.header, block.model, block.grid)
  const { letters } = block
  if (!letters) return sheet
  const columns = block.model.columnLabels.length
  // After the answer, three columns per column (%, n, mark): the letters go after the mark.
  const insertAfter = (c: number) => 1 + c * 3 + 2
  const withLetters = <T>(row: readonly T[], extra: (c: number) => T): T[] => {
    const out = [...row]
    for (let c = columns - 1; c >= 0; c--) out.splice(insertAfter(c) + 1, 0, extra(c))
    return out
  }
  const labels = block.model.columnLabels.map((l, c) => `${l} (${letters.columns[c] ?? ''})`)
  const headed = sheet.columns.map((col, i) => {
    const c = Math.floor((i - 1) / 3)
    const label = labels[c]
    const own = block.model.columnLabels[c]
    return i >= 1 && i <= columns * 3 && label && own
      ? { ...col, header: col.header.replace(own, label) }
      : col
  })
  return {
    ...sheet,
    columns: withLetters(headed, (c) => ({
      header: m.banner_csv_higher({ column: labels[c] ?? '' }),
      format: 'text' as const,
      width: 10,
    })),
    rows: sheet.rows.map((row, k) => {
      const gridRow = block.grid.rows[k - 1]
      return withLetters(row, (c): SheetValue => {
        if (!gridRow) return null
        return lettersText(letters.cells[gridRow.order]?.[c] ?? []) || null
      })
    }),
    footer: [
      ...(sheet.footer ?? []),
      `${m.banner_csv_letters()}: ${lettersLegend(block.grid.analysis.options.test)}`,
    ],
  }
}

/**
 * The whole banner as one sheet (a tab book's table with a banner): the CSV's layout
 * (banner-export.ts) with numbers as numbers: the header lines above, then per block and
 * column its percentage, count, mark (and letters), then the block's total.
 */
export function bannerWideSheet(name: string, blocks: readonly BannerExportBlock[]): SheetSpec {
  const rows = bannerExportRows(blocks)
  const blank = rows.findIndex((r) => r.length === 0)
  const [blockRow = [], columnRow = [], ...body] = rows.slice(blank + 1)
  // Each column's block name goes into its header, so a sheet filtered or frozen still says it.
  let block = ''
  const columns: SheetColumn[] = columnRow.map((cell, i) => {
    const header = String(cell)
    block = String(blockRow[i] ?? '') || block
    const format: SheetColumn['format'] = header.endsWith(' %')
      ? 'percent'
      : header.endsWith(' n')
        ? 'integer'
        : 'text'
    return { header: i === 0 ? header : `${block}: ${header}`, format }
  })
  return {
    name,
    heading: rows.slice(0, blank).map(([label = '', value = '']) => `${label}: ${value}`),
    columns,
    rows: body.map((row) => {
      // A mean row holds means (two decimals) where the other rows hold percentages.
      const meanRow = row[0] === m.banner_mean()
      return row.map((value, i): SheetValue => {
        const format = columns[i]?.format
        if (i === 0 || format === 'text') return value === '' ? null : String(value)
        if (typeof value !== 'number') return null
        if (meanRow) return { value, format: format === 'percent' ? 'decimal' : 'integer' }
        return format === 'percent' ? fraction(value) : value
      })
    }),
  }
}
