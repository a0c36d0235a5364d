import { csvDialect, toCsv } from '../../../lib/csv'
import type { SheetSpec } from '../../../lib/export/workbook'
import { bannerExportRows, type BannerExportBlock } from './banner-export'
import { bannerWideSheet } from './banner-sheet'
import { bookSheets } from './tab-book-export'

/**
 * A tab book with a banner as one CSV and one workbook (tab-book-banner.ts reads its tables):
 * each book table written as the banner's export writes it. Loaded when a file is asked for.
 */

/** The book's banners one after another, each as the banner's CSV writes it, a blank line between. */
export function bookBannerCsv(tables: readonly (readonly BannerExportBlock[])[]): string {
  return toCsv(
    tables.flatMap((t, i) => [...(i > 0 ? [[]] : []), ...bannerExportRows(t)]),
    csvDialect(),
  )
}

/**
 * The contents sheet of the book (tab-book-export.ts, from each table's first block), then
 * one sheet per book question with its whole banner (banner-sheet.ts bannerWideSheet).
 */
export function bookBannerSheets(tables: readonly (readonly BannerExportBlock[])[]): SheetSpec[] {
  const firsts = tables.flatMap((t) => (t[0] ? [t[0]] : []))
  const [contents, ...sheets] = bookSheets(firsts)
  return [
    ...(contents ? [contents] : []),
    ...sheets.map((sheet, i) => bannerWideSheet(sheet.name, tables[i] ?? [])),
  ]
}
