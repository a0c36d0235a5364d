import { m } from '../../../paraglide/messages.js'

/**
 * How the survey charts tell their series apart. Colours are the dedicated series tokens
 * (`--color-series-1` … in src/styles.css, light and dark), each at least 3:1 against the
 * surface (WCAG 1.4.11); neighbours alternate dark and light and differ in hue.
 *
 * A chart with more series than colours does not repeat a look silently: series 11-20 reuse
 * the colours with stripes, 21-30 with dots, 31-40 with cross-hatching (a multi-pick question
 * has at most 32 answers), and lines get a dash pattern instead. The marks are drawn in the
 * surface colour over the series colour, so a patterned bar keeps its contrast.
 */
export const SERIES_COLOURS = 10

export type SeriesMark = 'solid' | 'stripes' | 'dots' | 'crosshatch'
const MARKS: readonly SeriesMark[] = ['solid', 'stripes', 'dots', 'crosshatch']
const DASHES: readonly (string | undefined)[] = [undefined, '8 4', '2 3', '8 3 2 3']

/** Series that look different from every other series; beyond this, looks repeat. */
export const DISTINCT_SERIES = SERIES_COLOURS * MARKS.length

export function seriesColor(i: number): string {
  return `var(--color-series-${(i % SERIES_COLOURS) + 1})`
}

export function seriesMark(i: number): SeriesMark {
  return MARKS[Math.floor(i / SERIES_COLOURS) % MARKS.length] ?? 'solid'
}

/** Dash pattern of a line series (undefined: solid). */
export function seriesDash(i: number): string | undefined {
  return DASHES[Math.floor(i / SERIES_COLOURS) % DASHES.length]
}

/** The id of the `<pattern>` a patterned series fills with, unique per SVG via `scope`. */
export function patternId(scope: string, i: number): string {
  return `${scope.replace(/[^\w-]/g, '')}-series-${i}`
}

/** A bar's fill: the colour itself, or the pattern over it that SeriesPatterns defines. */
export function seriesFill(scope: string, i: number): string {
  return seriesMark(i) === 'solid' ? seriesColor(i) : `url(#${patternId(scope, i)})`
}

/** What the chart caption says when the series outnumber the colours; empty otherwise. */
export function repeatNote(series: number): string {
  if (series <= SERIES_COLOURS) return ''
  const beyond = series > DISTINCT_SERIES ? m.survey_repeat_beyond({ n: DISTINCT_SERIES }) : ''
  return m.survey_repeat_note({
    series,
    colours: SERIES_COLOURS,
    next: SERIES_COLOURS + 1,
    beyond,
  })
}
