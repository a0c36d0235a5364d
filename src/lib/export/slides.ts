import type PptxGenJS from 'pptxgenjs'

/**
 * What every deck the app writes shares (the survey's, src/features/survey/exports/deck.ts, and a
 * collection's report, src/features/collections/report-deck.ts): the type, the colours, the
 * 16:9 geometry, and how a text box, a table and a bar chart are drawn, so a survey table looks
 * the same on its own slide and in a report. Type-only import: pptxgenjs itself is loaded by
 * the deck's writer when a deck is asked for.
 */
export const SLIDE_FONT = 'Arial'
export const SLIDE_INK = '111827'
export const SLIDE_MUTED = '414B5A'
export const SLIDE_ACCENT = '2454B3'
// LAYOUT_16x9 in inches (10 x 5.625).
const SLIDE_W = 10
export const SLIDE_MARGIN = 0.4
/** The width between the margins. */
export const SLIDE_WIDE = SLIDE_W - 2 * SLIDE_MARGIN

/** A CSS colour (#2454b3) as pptxgenjs takes it (2454B3). */
export const slideHex = (colour: string) => colour.replace(/^#/, '').toUpperCase()

/** A text box across the slide between the margins, muted unless told, shrunk to fit. */
export function slideText(
  slide: PptxGenJS.Slide,
  value: string | PptxGenJS.TextProps[],
  y: number,
  h: number,
  size: number,
  extra: PptxGenJS.TextPropsOptions = {},
) {
  slide.addText(value, {
    x: SLIDE_MARGIN,
    y,
    w: SLIDE_WIDE,
    h,
    fontFace: SLIDE_FONT,
    fontSize: size,
    color: SLIDE_MUTED,
    valign: 'top',
    margin: 0,
    fit: 'shrink',
    ...extra,
  })
}

/**
 * A table across the slide: the first row shaded as its header, the first column left-aligned
 * and bold, the rest right-aligned; continued on further slides with its header repeated.
 */
export function slideTable(
  slide: PptxGenJS.Slide,
  rows: readonly (readonly string[])[],
  y: number,
  bold: (row: number) => boolean,
) {
  const cols = rows[0]?.length ?? 1
  const first = Math.min(3.2, SLIDE_WIDE / 2)
  const rest = cols > 1 ? (SLIDE_WIDE - first) / (cols - 1) : 0
  slide.addTable(
    rows.map((row, r) =>
      row.map((text, c) => ({
        text,
        options: {
          bold: bold(r) || c === 0,
          align: c === 0 ? 'left' : 'right',
          fill: r === 0 ? { color: 'F2F4F7' } : undefined,
        } satisfies PptxGenJS.TableCellProps,
      })),
    ),
    {
      x: SLIDE_MARGIN,
      y,
      w: SLIDE_WIDE,
      colW: cols > 1 ? [first, ...Array.from({ length: cols - 1 }, () => rest)] : [SLIDE_WIDE],
      fontFace: SLIDE_FONT,
      fontSize: cols > 8 ? 7 : 9,
      color: SLIDE_INK,
      border: { type: 'solid', pt: 0.5, color: 'DDE1E6' },
      autoPage: true,
      autoPageRepeatHeader: true,
      autoPageHeaderRows: 1,
      autoPageSlideStartY: 0.6,
    },
  )
}

/**
 * A native horizontal bar chart (editable in PowerPoint) across the slide, answers top to
 * bottom as in the table, in the app's series colours; values shown on the bars when few.
 */
export function slideBarChart(
  pptx: PptxGenJS,
  slide: PptxGenJS.Slide,
  series: { name: string; labels: string[]; values: number[] }[],
  palette: readonly string[],
  box: { y: number; h: number },
) {
  const answers = series[0]?.values.length ?? 0
  slide.addChart(pptx.ChartType.bar, series, {
    x: SLIDE_MARGIN,
    y: box.y,
    w: SLIDE_WIDE,
    h: box.h,
    barDir: 'bar',
    barGrouping: 'clustered',
    chartColors: series.map((_, i) => slideHex(palette[i % palette.length] ?? '#2454b3')),
    // First answer at the top, as in the table; pptxgenjs writes the value through, its type
    // only lists the default.
    catAxisOrientation: 'maxMin' as 'minMax',
    catAxisLabelFontFace: SLIDE_FONT,
    catAxisLabelFontSize: 10,
    valAxisLabelFontFace: SLIDE_FONT,
    valAxisLabelFontSize: 9,
    valAxisLabelFormatCode: '0"%"',
    valAxisMinVal: 0,
    showValue: series.length <= 3 && answers <= 12,
    dataLabelFormatCode: '0.0',
    dataLabelFontSize: 8,
    showLegend: series.length > 1,
    legendPos: 'b',
    legendFontFace: SLIDE_FONT,
    legendFontSize: 9,
  })
}
