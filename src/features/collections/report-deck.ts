import type PptxGenJS from 'pptxgenjs'
import { readFigures, type Figures } from '../../lib/collections/answer-figures'
import type { Collection, CollectionEntry } from '../../lib/collections/model'
import { formatCount, formatDate } from '../../lib/format'
import { m } from '../../paraglide/messages.js'
import type { SurveyFileParts, SurveySlideParts } from './report-parts'

/**
 * A collection's report as one 16:9 PowerPoint deck (pptxgenjs, imported when it is asked for):
 * a title slide, then each entry in order. A survey table gets the survey deck's two slides (a
 * native bar chart, editable in PowerPoint, and the table) with its note; a statistic's or
 * indicator's kept data a slide with its table; anything else a card with its link and
 * reference. Every figure is the entry's kept one: no request, no credits.
 */

export interface ReportFileInput {
  collection: Collection
  survey: SurveyFileParts
  /** Each entry's reference in the reader's style, by entry key (may lack some). */
  citations: ReadonlyMap<string, string>
  /** The app's origin, to turn an entry's address into a link. */
  origin: string
}

const FONT = 'Arial'
const INK = '111827'
const MUTED = '414B5A'
const ACCENT = '2454B3'
// LAYOUT_16x9 in inches (10 x 5.625).
const W = 10
const MARGIN = 0.4
const WIDE = W - 2 * MARGIN

const hex = (colour: string) => colour.replace(/^#/, '').toUpperCase()

function text(
  slide: PptxGenJS.Slide,
  value: string | PptxGenJS.TextProps[],
  y: number,
  h: number,
  size: number,
  extra: PptxGenJS.TextPropsOptions = {},
) {
  slide.addText(value, {
    x: MARGIN,
    y,
    w: WIDE,
    h,
    fontFace: FONT,
    fontSize: size,
    color: MUTED,
    valign: 'top',
    margin: 0,
    fit: 'shrink',
    ...extra,
  })
}

/** "3. Survey table": the entry's place in the collection and its kind, above its title. */
const kicker = (entry: CollectionEntry, position: number) => `${position}. ${entry.kind}`

function titleSlide(pptx: PptxGenJS, collection: Collection) {
  const slide = pptx.addSlide()
  text(slide, collection.name, 1.6, 1.2, 34, { bold: true, color: INK, valign: 'bottom' })
  text(
    slide,
    m.collection_report_deck_subtitle({
      count: collection.entries.length,
      entries: formatCount(collection.entries.length),
      date: formatDate(new Date().toISOString(), { local: true }),
    }),
    2.95,
    0.5,
    14,
  )
  text(slide, m.collection_report_deck_kept(), 3.5, 0.6, 11)
}

function surveySlides(
  pptx: PptxGenJS,
  entry: CollectionEntry,
  position: number,
  parts: SurveySlideParts,
  palette: readonly string[],
) {
  const chart = pptx.addSlide()
  text(chart, kicker(entry, position), 0.2, 0.25, 10, { color: ACCENT, bold: true })
  text(chart, parts.title, 0.45, 0.5, 20, { bold: true, color: INK })
  text(chart, parts.subtitle, 0.95, 0.3, 10)
  const noteH = entry.note ? 0.45 : 0
  if (entry.note) text(chart, entry.note, 1.28, noteH, 11, { italic: true, color: INK })
  const top = 1.3 + noteH
  const rows = parts.series[0]?.values.length ?? 0
  chart.addChart(pptx.ChartType.bar, parts.series, {
    x: MARGIN,
    y: top,
    w: WIDE,
    h: 5.1 - top,
    barDir: 'bar',
    barGrouping: 'clustered',
    chartColors: parts.series.map((_, i) => hex(palette[i % palette.length] ?? '#2454b3')),
    // First answer at the top, as in the table (written through; the type lists the default).
    catAxisOrientation: 'maxMin' as 'minMax',
    catAxisLabelFontFace: FONT,
    catAxisLabelFontSize: 10,
    valAxisLabelFontFace: FONT,
    valAxisLabelFontSize: 9,
    valAxisLabelFormatCode: '0"%"',
    valAxisMinVal: 0,
    showValue: parts.series.length <= 3 && rows <= 12,
    dataLabelFormatCode: '0.0',
    dataLabelFontSize: 8,
    showLegend: parts.series.length > 1,
    legendPos: 'b',
    legendFontFace: FONT,
    legendFontSize: 9,
  })
  text(chart, parts.footnote, 5.15, 0.3, 8)

  const table = pptx.addSlide()
  text(table, kicker(entry, position), 0.2, 0.25, 10, { color: ACCENT, bold: true })
  text(table, parts.title, 0.45, 0.45, 16, { bold: true, color: INK })
  text(table, parts.subtitle, 0.9, 0.3, 9)
  addTable(table, parts.rows, parts.boldRows, 1.25)
  text(table, parts.footnote, 5.15, 0.3, 8)
}

function addTable(slide: PptxGenJS.Slide, rows: string[][], boldRows: number, y: number) {
  const cols = rows[0]?.length ?? 1
  const first = Math.min(3.2, WIDE / 2)
  const rest = cols > 1 ? (WIDE - first) / (cols - 1) : 0
  slide.addTable(
    rows.map((row, r) =>
      row.map((value, c) => ({
        text: value,
        options: {
          bold: r < boldRows || c === 0,
          align: c === 0 ? 'left' : 'right',
          fill: r === 0 ? { color: 'F2F4F7' } : undefined,
        } satisfies PptxGenJS.TableCellProps,
      })),
    ),
    {
      x: MARGIN,
      y,
      w: WIDE,
      colW: cols > 1 ? [first, ...Array.from({ length: cols - 1 }, () => rest)] : [WIDE],
      fontFace: FONT,
      fontSize: cols > 8 ? 7 : 9,
      color: INK,
      border: { type: 'solid', pt: 0.5, color: 'DDE1E6' },
      autoPage: true,
      autoPageRepeatHeader: true,
      autoPageHeaderRows: 1,
      autoPageSlideStartY: 0.6,
    },
  )
}

/** A kept statistic's or indicator's data as a table's rows: header, then label and values. */
export function figureRows(figures: Figures): string[][] {
  const rows = figures.footer ? [...figures.rows, figures.footer] : figures.rows
  return [
    [figures.rowHeading, ...figures.columns],
    ...rows.map((row) => [row.label, ...row.cells.map((c) => c.text)]),
  ]
}

function figuresSlide(pptx: PptxGenJS, entry: CollectionEntry, position: number, figures: Figures) {
  const slide = pptx.addSlide()
  text(slide, kicker(entry, position), 0.2, 0.25, 10, { color: ACCENT, bold: true })
  text(slide, entry.title, 0.45, 0.45, 16, { bold: true, color: INK })
  const unit = figures.unit ? ` (${figures.unit})` : ''
  text(slide, `${figures.retrievedWords}${unit}`, 0.9, 0.25, 9)
  const noteH = entry.note ? 0.45 : 0
  if (entry.note) text(slide, entry.note, 1.15, noteH, 11, { italic: true, color: INK })
  addTable(slide, figureRows(figures), 1, 1.2 + noteH)
}

function cardSlide(
  pptx: PptxGenJS,
  entry: CollectionEntry,
  position: number,
  link: string,
  citation: string | undefined,
) {
  const slide = pptx.addSlide()
  text(slide, kicker(entry, position), 0.4, 0.3, 11, { color: ACCENT, bold: true })
  text(slide, entry.title, 0.75, 0.9, 24, { bold: true, color: INK })
  let y = 1.75
  if (entry.note) {
    text(slide, entry.note, y, 1.0, 14, { italic: true, color: INK })
    y += 1.1
  }
  const seen = entry.snapshot.map((s) => `${s.label}: ${s.value}`).join('\n')
  if (seen) {
    text(slide, seen, y, 1.2, 11)
    y += 1.3
  }
  text(
    slide,
    [{ text: m.collection_report_open(), options: { hyperlink: { url: link }, color: ACCENT } }],
    Math.min(y, 4.3),
    0.3,
    11,
  )
  if (citation) text(slide, citation, 4.65, 0.7, 9)
}

/** The deck as a pptxgenjs presentation; `palette` is the survey's series colours (#rrggbb). */
export async function buildReportDeck(
  input: ReportFileInput,
  palette: readonly string[],
): Promise<PptxGenJS> {
  const { collection, survey, citations, origin } = input
  const { default: Pptx } = await import('pptxgenjs')
  const pptx = new Pptx()
  pptx.layout = 'LAYOUT_16x9'
  pptx.title = collection.name
  titleSlide(pptx, collection)
  collection.entries.forEach((entry, index) => {
    const position = index + 1
    const surveyParts = entry.answer?.kind === 'survey-table' ? survey.slides(entry) : undefined
    if (surveyParts) return surveySlides(pptx, entry, position, surveyParts, palette)
    const figures =
      entry.answer && entry.answer.kind !== 'survey-table' && readFigures(entry.answer)
    if (figures && figures.ok) return figuresSlide(pptx, entry, position, figures.figures)
    cardSlide(pptx, entry, position, `${origin}${entry.href}`, citations.get(entry.key))
  })
  return pptx
}
