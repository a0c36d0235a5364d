import { csvDialect, toCsv, toTsv } from '../../../lib/csv'
import { downloadCsv } from '../../../lib/download'
import { m } from '../../../paraglide/messages.js'
import { bannerExportRows, title, type BannerExportBlock } from './banner-export'
import { copy } from './copy-text'

/**
 * What the banner's export buttons do (banner-view.tsx). CSV and copy hold the banner as one
 * wide table (banner-export.ts); Excel has a sheet per block and PowerPoint a slide pair per
 * block, each written as the single table's are (banner-sheet.ts over table-sheet.ts, deck.ts), so
 * every block keeps its own header, bases, marks, warnings and column letters. Each resolves with the line the page says.
 */

export function bannerCsv(stem: string, blocks: readonly BannerExportBlock[]): Promise<string> {
  // Semicolons and decimal commas on a German page, as the single table's CSV (csv-export.ts).
  downloadCsv(toCsv(bannerExportRows(blocks), csvDialect()), `${stem}.csv`)
  return Promise.resolve(m.banner_csv_done())
}

export function bannerCopy(blocks: readonly BannerExportBlock[]): Promise<string> {
  return copy(toTsv(bannerExportRows(blocks)), m.banner_copy_what())
}

export async function bannerExcel(stem: string, blocks: readonly BannerExportBlock[]) {
  const [{ downloadWorkbook, sheetNames }, { bannerSheet }] = await Promise.all([
    import('../../../lib/export/workbook'),
    import('./banner-sheet'),
  ])
  const names = sheetNames(blocks.map((b, i) => `${i + 1} ${title(b)}`))
  await downloadWorkbook(
    stem,
    blocks.map((b, i) => bannerSheet(names[i] ?? `${i + 1}`, b)),
  )
  return m.banner_excel_done({ count: blocks.length })
}

export async function bannerSlides(stem: string, blocks: readonly BannerExportBlock[]) {
  const [{ downloadDeck }, { lightPalette }] = await Promise.all([
    import('./deck'),
    import('./chart-export'),
  ])
  await downloadDeck(stem, blocks, lightPalette().series)
  return m.banner_slides_done({ count: blocks.length })
}
