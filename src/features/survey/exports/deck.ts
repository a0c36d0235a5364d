import type PptxGenJS from 'pptxgenjs'
import { downloadBlob } from '../../../lib/download'
import { SLIDE_INK, slideBarChart, slideTable, slideText } from '../../../lib/export/slides'
import { BASE_MARK, meanCellsByColumn } from './analysis-export'
import { markAfter } from '../stats/analysis-words'
import { lettersText, type BlockLetters } from '../stats/column-letters'
import { headerBlock } from './csv-export'
import type { ExportHeader } from '../model/export-header'
import { lettersLegend } from '../stats/letters-legend'
import { HEADER_LABEL } from '../model/header-labels'
import { m } from '../../../paraglide/messages.js'
import { baseFlag, type Grid, type TableModel } from '../model/table-model'
import { formatPct } from '../stats/number-format'
import { formatMean } from '../stats/mean-analysis'

/**
 * Survey tables as a 16:9 PowerPoint deck (pptxgenjs, imported only when a deck is asked for).
 * Per table: a slide with a native bar chart (editable in PowerPoint, its numbers the table's
 * percentages) in the app's series colours, a title, a subtitle with country, year, filters
 * and base, and a source footnote with the retrieval date; then a slide with the table.
 */
export interface DeckTable {
  header: ExportHeader
  model: TableModel
  grid: Grid
  /** A banner block's column letters (column-letters.ts): in the headers, cells and notes. */
  letters?: BlockLetters | undefined
}

export const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation'

/** The header block's lines (csv-export.ts), looked up by label (header-labels.ts). */
function lines(t: DeckTable): Map<string, string> {
  return new Map(headerBlock(t.header, t.model, t.grid).map(([k = '', v = '']) => [k, v]))
}

export function subtitle(t: DeckTable): string {
  const l = lines(t)
  const L = HEADER_LABEL
  return [
    l.get(L.country),
    l.get(L.year),
    m.survey_deck_filters({ filters: l.get(L.filters) ?? '' }),
    m.survey_deck_base({ n: l.get(L.respondents) ?? '', pct: l.get(L.percentBase) ?? '' }),
  ]
    .filter(Boolean)
    .join(' · ')
}

export function footnote(t: DeckTable): string {
  const l = lines(t)
  const L = HEADER_LABEL
  const nets = l.get(L.nets)
  // A bar of a small column reads as firmly as any other: the slide says which ones are small.
  const small = l.get(L.smallBases)
  const source = m.survey_source_retrieved({
    source: l.get(L.source) ?? '',
    date: l.get(L.retrieved) ?? '',
  })
  return `${source}${nets ? ` ${nets}.` : ''}${small ? m.survey_deck_small({ small }) : ''}`
}

/** Chart series: one per column of the table, over the rows in the table's order. */
export function chartSeries(t: DeckTable): { name: string; labels: string[]; values: number[] }[] {
  const labels = t.grid.rows.map((r) => r.label)
  return t.model.columnLabels.map((name, c) => ({
    name,
    labels,
    values: t.grid.rows.map((r) => r.cells[c]?.pct ?? 0),
  }))
}

/** A base as the table shows it, with its mark when it is small. */
const baseText = (base: number) => {
  const mark = BASE_MARK[baseFlag(base)]
  return mark ? `${base} ${mark}` : String(base)
}

/** The table slide's rows: header, base row, one row per answer (percent with its mark). */
export function tableRows(t: DeckTable): string[][] {
  const { model, grid } = t
  if (model.kind === 'frequency') {
    return [
      [m.survey_answer(), m.survey_respondents(), m.survey_percent()],
      ...grid.rows.map((r) => [
        r.label,
        String(r.cells[0]?.count ?? 0),
        formatPct(r.cells[0]?.pct ?? 0),
      ]),
      [m.survey_base_n(), baseText(model.bases[0] ?? 0), ''],
      ...meanLines(t),
    ]
  }
  // The same number formats as the page: one decimal and the percent sign.
  const { letters } = t
  const letter = (c: number) => (letters ? ` (${letters.columns[c] ?? ''})` : '')
  const higherThan = (r: number, c: number) => {
    const text = lettersText(letters?.cells[r]?.[c] ?? [])
    return text ? ` ${text}` : ''
  }
  return [
    [
      m.survey_answer(),
      ...model.columnLabels.map((label, c) => m.survey_col_pct({ label: `${label}${letter(c)}` })),
      m.survey_total_pct(),
    ],
    [m.survey_base_n(), ...model.bases.map(baseText), String(grid.totalBase)],
    ...grid.rows.map((r) => [
      r.label,
      ...r.cells.map((c, i) => `${formatPct(c.pct)}${markAfter(c.sig)}${higherThan(r.order, i)}`),
      formatPct(r.total.pct),
    ]),
    ...meanLines(t),
  ]
}

/**
 * The mean rows as the Excel sheet has them (table-sheet.ts): mean score with its mark, standard
 * deviation and base of the mean per column, then the total's, two decimals as on the page.
 */
function meanLines({ model, grid }: DeckTable): string[][] {
  const mean = grid.analysis.mean
  if (!mean) return []
  const cells = meanCellsByColumn(model, grid)
  const line = (label: string, of: (c: (typeof cells)[number]) => string, total: string) =>
    model.kind === 'frequency' ? [label, '', of(cells[0])] : [label, ...cells.map(of), total]
  return [
    line(
      m.survey_mean_score(),
      (c) => `${formatMean(c?.summary?.mean)}${markAfter(c?.sig ?? 'none')}`,
      formatMean(mean.total?.mean),
    ),
    line(m.survey_sd(), (c) => formatMean(c?.summary?.sd), formatMean(mean.total?.sd)),
    line(
      m.survey_base_mean(),
      (c) => (c?.summary ? String(c.summary.base) : '–'),
      mean.total ? String(mean.total.base) : '–',
    ),
  ]
}

function chartSlide(pptx: PptxGenJS, t: DeckTable, palette: readonly string[]) {
  const slide = pptx.addSlide()
  slideText(slide, t.header.title, 0.25, 0.6, 22, { bold: true, color: SLIDE_INK })
  slideText(slide, subtitle(t), 0.85, 0.45, 11)
  slideBarChart(pptx, slide, chartSeries(t), palette, { y: 1.35, h: 3.65 })
  slideText(slide, footnote(t), 5.15, 0.3, 9)
}

function tableSlide(pptx: PptxGenJS, t: DeckTable) {
  const slide = pptx.addSlide()
  slideText(slide, t.header.title, 0.25, 0.5, 18, { bold: true, color: SLIDE_INK })
  slideText(slide, subtitle(t), 0.75, 0.4, 10)
  // The header row, and for a cross table the columns' bases under it, in bold.
  slideTable(slide, tableRows(t), 1.2, (r) => r === 0 || (t.model.kind === 'cross' && r === 1))
  // The test, its correction and the mean row (analysis-export.ts lines), as on the sheet.
  const L = HEADER_LABEL
  const analysisLabels = [
    L.independence,
    L.significance,
    L.multipleComparisons,
    L.note,
    L.mean,
    L.means,
    L.numbers,
  ]
  const sig = analysisLabels
    .map((label) => lines(t).get(label))
    .filter(Boolean)
    .map((line) => ` ${line}`)
    .join('')
  const legend = t.letters ? ` ${lettersLegend(t.grid.analysis.options.test)}` : ''
  slideText(slide, `${footnote(t)}${sig}${legend}`, 5.0, 0.5, 7)
}

/** The deck as a pptxgenjs presentation; `palette` is the series colours (#rrggbb). */
export async function buildDeck(
  tables: readonly DeckTable[],
  palette: readonly string[],
): Promise<PptxGenJS> {
  const { default: Pptx } = await import('pptxgenjs')
  const pptx = new Pptx()
  pptx.layout = 'LAYOUT_16x9'
  pptx.title =
    tables.length === 1
      ? (tables[0]?.header.title ?? m.survey_deck_title_one())
      : m.survey_deck_title_many()
  for (const t of tables) {
    chartSlide(pptx, t, palette)
    tableSlide(pptx, t)
  }
  return pptx
}

export async function downloadDeck(
  fileName: string,
  tables: readonly DeckTable[],
  palette: readonly string[],
): Promise<void> {
  const pptx = await buildDeck(tables, palette)
  const blob = (await pptx.write({ outputType: 'blob' })) as Blob
  downloadBlob(blob, fileName.endsWith('.pptx') ? fileName : `${fileName}.pptx`)
}
