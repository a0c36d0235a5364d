import type PptxGenJS from 'pptxgenjs'
import { readFigures, type Figures } from '../../lib/collections/answer-figures'
import type { Collection, CollectionEntry } from '../../lib/collections/model'
import {
  SLIDE_ACCENT,
  SLIDE_INK,
  slideBarChart,
  slideTable,
  slideText,
} from '../../lib/export/slides'
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

/** "3. Survey table": the entry's place in the collection and its kind, above its title. */
const kicker = (entry: CollectionEntry, position: number) => `${position}. ${entry.kind}`

function titleSlide(pptx: PptxGenJS, collection: Collection) {
  const slide = pptx.addSlide()
  slideText(slide, collection.name, 1.6, 1.2, 34, {
    bold: true,
    color: SLIDE_INK,
    valign: 'bottom',
  })
  slideText(
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
  slideText(slide, m.collection_report_deck_kept(), 3.5, 0.6, 11)
}

function surveySlides(
  pptx: PptxGenJS,
  entry: CollectionEntry,
  position: number,
  parts: SurveySlideParts,
  palette: readonly string[],
) {
  const chart = pptx.addSlide()
  slideText(chart, kicker(entry, position), 0.2, 0.25, 10, { color: SLIDE_ACCENT, bold: true })
  slideText(chart, parts.title, 0.45, 0.5, 20, { bold: true, color: SLIDE_INK })
  slideText(chart, parts.subtitle, 0.95, 0.3, 10)
  const noteH = entry.note ? 0.45 : 0
  if (entry.note) slideText(chart, entry.note, 1.28, noteH, 11, { italic: true, color: SLIDE_INK })
  const top = 1.3 + noteH
  slideBarChart(pptx, chart, parts.series, palette, { y: top, h: 5.1 - top })
  slideText(chart, parts.footnote, 5.15, 0.3, 8)

  const table = pptx.addSlide()
  slideText(table, kicker(entry, position), 0.2, 0.25, 10, { color: SLIDE_ACCENT, bold: true })
  slideText(table, parts.title, 0.45, 0.45, 16, { bold: true, color: SLIDE_INK })
  slideText(table, parts.subtitle, 0.9, 0.3, 9)
  slideTable(table, parts.rows, 1.25, (r) => r < parts.boldRows)
  slideText(table, parts.footnote, 5.15, 0.3, 8)
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
  slideText(slide, kicker(entry, position), 0.2, 0.25, 10, { color: SLIDE_ACCENT, bold: true })
  slideText(slide, entry.title, 0.45, 0.45, 16, { bold: true, color: SLIDE_INK })
  const unit = figures.unit ? ` (${figures.unit})` : ''
  slideText(slide, `${figures.retrievedWords}${unit}`, 0.9, 0.25, 9)
  const noteH = entry.note ? 0.45 : 0
  if (entry.note) slideText(slide, entry.note, 1.15, noteH, 11, { italic: true, color: SLIDE_INK })
  slideTable(slide, figureRows(figures), 1.2 + noteH, (r) => r === 0)
}

function cardSlide(
  pptx: PptxGenJS,
  entry: CollectionEntry,
  position: number,
  link: string,
  citation: string | undefined,
) {
  const slide = pptx.addSlide()
  slideText(slide, kicker(entry, position), 0.4, 0.3, 11, { color: SLIDE_ACCENT, bold: true })
  slideText(slide, entry.title, 0.75, 0.9, 24, { bold: true, color: SLIDE_INK })
  let y = 1.75
  if (entry.note) {
    slideText(slide, entry.note, y, 1.0, 14, { italic: true, color: SLIDE_INK })
    y += 1.1
  }
  const seen = entry.snapshot.map((s) => `${s.label}: ${s.value}`).join('\n')
  if (seen) {
    slideText(slide, seen, y, 1.2, 11)
    y += 1.3
  }
  slideText(
    slide,
    [
      {
        text: m.collection_report_open(),
        options: { hyperlink: { url: link }, color: SLIDE_ACCENT },
      },
    ],
    Math.min(y, 4.3),
    0.3,
    11,
  )
  if (citation) slideText(slide, citation, 4.65, 0.7, 9)
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
