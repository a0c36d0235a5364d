import type { ExportHeader } from '../model/export-header'
import type { Grid, TableModel } from '../model/table-model'
import type { DeckTable } from './deck'

/**
 * The two office files the survey's export rows make of whole tables: a workbook with a sheet
 * per table (table-sheet.ts) and a deck with a chart and a table slide per table (deck.ts). The
 * writers load only here, on the click, so no page's first load carries them; the table's,
 * the banner's and the saved tables' rows all ask here.
 */

export interface SheetTable {
  /** The sheet's name (cut and made unique by the workbook writer). */
  name: string
  header: ExportHeader
  model: TableModel
  grid: Grid
}

export async function downloadTableSheets(stem: string, tables: readonly SheetTable[]) {
  const [{ downloadWorkbook }, { tableSheet }] = await Promise.all([
    import('../../../lib/export/workbook'),
    import('./table-sheet'),
  ])
  await downloadWorkbook(
    stem,
    tables.map((t) => tableSheet(t.name, t.header, t.model, t.grid)),
  )
}

/** Slides are drawn in the light palette whatever the page's theme: they are printed and projected. */
export async function downloadSlides(stem: string, tables: readonly DeckTable[]) {
  const [{ downloadDeck }, { lightPalette }] = await Promise.all([
    import('./deck'),
    import('./chart-export'),
  ])
  await downloadDeck(stem, tables, lightPalette().series)
}
