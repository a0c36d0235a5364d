import type { SurveyFileParts } from '../../features/collections/report-parts'
import { lightPalette } from '../../features/survey/exports/chart-export'
import { chartSeries, footnote, subtitle, tableRows } from '../../features/survey/exports/deck'
import { tableSheet } from '../../features/survey/exports/table-sheet'
import { readKeptTable } from './survey-read'

/**
 * The survey deck's and workbook's own pieces for a report's kept tables: the same subtitle,
 * footnote, chart series and table rows as a survey table's slides, the same sheet as its Excel
 * file. Loaded only when the report's deck or workbook is asked for.
 */
export const surveyFileParts: SurveyFileParts = {
  slides(entry) {
    const table = readKeptTable(entry)
    if (!table) return undefined
    return {
      title: table.header.title,
      subtitle: subtitle(table),
      footnote: footnote(table),
      series: chartSeries(table),
      rows: tableRows(table),
      // A cross table's second row holds its bases.
      boldRows: table.model.kind === 'cross' ? 2 : 1,
    }
  },
  sheet(name, entry) {
    const table = readKeptTable(entry)
    return table ? tableSheet(name, table.header, table.model, table.grid) : undefined
  },
  palette: () => lightPalette().series,
}
