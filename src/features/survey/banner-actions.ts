import { toCsv, toTsv } from '../../lib/csv'
import { downloadCsv } from '../../lib/download'
import { bannerExportRows, title, type BannerExportBlock } from './banner-export'
import { copy } from './copy-text'

/**
 * What the banner's export buttons do (banner-view.tsx). CSV and copy hold the banner as one
 * wide table (banner-export.ts); Excel has a sheet per block and PowerPoint a slide pair per
 * block, each written as the single table's are (table-sheet.ts, deck.ts), so every block keeps
 * its own header, bases, marks and warnings. Each resolves with the line the page says.
 */

export function bannerCsv(stem: string, blocks: readonly BannerExportBlock[]): Promise<string> {
  downloadCsv(toCsv(bannerExportRows(blocks)), `${stem}.csv`)
  return Promise.resolve('CSV downloaded.')
}

export function bannerCopy(blocks: readonly BannerExportBlock[]): Promise<string> {
  return copy(toTsv(bannerExportRows(blocks)), 'Banner')
}

export async function bannerExcel(stem: string, blocks: readonly BannerExportBlock[]) {
  const [{ downloadWorkbook, sheetNames }, { tableSheet }] = await Promise.all([
    import('../../lib/export/workbook'),
    import('./table-sheet'),
  ])
  const names = sheetNames(blocks.map((b, i) => `${i + 1} ${title(b)}`))
  await downloadWorkbook(
    stem,
    blocks.map((b, i) => tableSheet(names[i] ?? `${i + 1}`, b.header, b.model, b.grid)),
  )
  return `Excel file with ${blocks.length} blocks downloaded.`
}

export async function bannerSlides(stem: string, blocks: readonly BannerExportBlock[]) {
  const [{ downloadDeck }, { lightPalette }] = await Promise.all([
    import('./deck'),
    import('./chart-export'),
  ])
  await downloadDeck(stem, blocks, lightPalette().series)
  return `PowerPoint file with ${blocks.length} blocks downloaded.`
}
