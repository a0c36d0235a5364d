import { csvDialect, toCsv, toTsv } from '../../../lib/csv'
import { downloadCsv } from '../../../lib/download'
import { m } from '../../../paraglide/messages.js'
import { bannerExportRows, title, type BannerExportBlock } from './banner-export'
import { copy } from './copy-text'
import { downloadSlides } from './office-files'
import { exportLine, fileLine } from '../../../lib/export/export-line'

/**
 * What the banner's export buttons do (banner-view.tsx). CSV and copy hold the banner as one
 * wide table (banner-export.ts); Excel has a sheet per block and PowerPoint a slide pair per
 * block, each written as the single table's are (banner-sheet.ts over table-sheet.ts, deck.ts), so
 * every block keeps its own header, bases, marks, warnings and column letters. Each resolves with the line the page says.
 */

export function bannerCsv(stem: string, blocks: readonly BannerExportBlock[]): Promise<string> {
  // Semicolons and decimal commas on a German page, as the single table's CSV (csv-export.ts).
  downloadCsv(toCsv(bannerExportRows(blocks), csvDialect()), `${stem}.csv`)
  return Promise.resolve(exportLine({ done: true, file: 'CSV' }))
}

export function bannerCopy(blocks: readonly BannerExportBlock[]): Promise<string> {
  return copy(toTsv(bannerExportRows(blocks)), m.banner_copy_what())
}

export const bannerExcel = (stem: string, blocks: readonly BannerExportBlock[]) =>
  fileLine('Excel', async () => {
    const [{ downloadWorkbook, sheetNames }, { bannerSheet }] = await Promise.all([
      import('../../../lib/export/workbook'),
      import('./banner-sheet'),
    ])
    const names = sheetNames(blocks.map((b, i) => `${i + 1} ${title(b)}`))
    await downloadWorkbook(
      stem,
      blocks.map((b, i) => bannerSheet(names[i] ?? `${i + 1}`, b)),
    )
    return { n: blocks.length, of: 'blocks' }
  })

export const bannerSlides = (stem: string, blocks: readonly BannerExportBlock[]) =>
  fileLine('PowerPoint', async () => {
    await downloadSlides(stem, blocks)
    return { n: blocks.length, of: 'blocks' }
  })
