import { formatPercent } from '../../../lib/format'
import type { ChartShape } from '../model/chart-panels'
import { PCT_BASE_MEANING } from '../exports/csv-export'
import type { ExportHeader } from '../model/export-header'
import { m } from '../../../paraglide/messages.js'
import type { TableModel } from '../model/table-model'
import { SERIES_COLOURS, seriesMark } from '../model/chart-palette'
import { formatN, formatPct } from '../stats/number-format'

/**
 * The chart as a report figure: a standalone SVG of a fixed slide size in the light theme,
 * whatever the screen it was asked from (a dark phone gives the same file as a light desktop).
 * Pure: the caller passes the light palette (chart-export.ts reads it from the stylesheet).
 */
export const REPORT_WIDTH = 1600
export const REPORT_HEIGHT = 900

export interface ReportPalette {
  surface: string
  ink: string
  inkMuted: string
  border: string
  /** The SERIES_COLOURS series colours, in order. */
  series: string[]
}

export interface ReportText {
  title: string
  /** Country, year, filters and base, as one line each (at most two are drawn). */
  subtitle: string[]
  /** What the values are, e.g. "Column %: share of each column's respondents". */
  valueNote: string
  /** Source and retrieval date. */
  source: string
}

const PAD = 48
const LABEL_W = 340
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif'

const esc = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`,
  )

/** Cuts text to what fits `width` px at `size` px (average glyph ≈ 0.55 em). */
function fit(text: string, width: number, size: number): string {
  const max = Math.max(4, Math.floor(width / (size * 0.55)))
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

function seriesFill(i: number, palette: ReportPalette): string {
  const colour = palette.series[i % SERIES_COLOURS] ?? palette.ink
  return seriesMark(i) === 'solid' ? colour : `url(#series-${i})`
}

function patterns(count: number, palette: ReportPalette): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const mark = seriesMark(i)
    if (mark === 'solid') continue
    const colour = palette.series[i % SERIES_COLOURS] ?? palette.ink
    const marks =
      mark === 'stripes'
        ? `<path d="M0 0V8" stroke="${palette.surface}" stroke-width="3"/>`
        : mark === 'dots'
          ? `<circle cx="4" cy="4" r="1.8" fill="${palette.surface}"/>`
          : `<path d="M0 0V8M0 0H8" stroke="${palette.surface}" stroke-width="2"/>`
    const rotate = mark === 'dots' ? '' : ' patternTransform="rotate(45)"'
    out += `<pattern id="series-${i}" width="8" height="8" patternUnits="userSpaceOnUse"${rotate}><rect width="8" height="8" fill="${colour}"/>${marks}</pattern>`
  }
  return out ? `<defs>${out}</defs>` : ''
}

const withN = (label: string, n: number | undefined) =>
  n === undefined ? label : `${label} (n = ${formatN(n)})`

/** Legend items laid out in lines across the slide; returns the markup and its height. */
function legend(shape: ChartShape, palette: ReportPalette, top: number) {
  if (shape.series.length < 2) return { svg: '', height: 0 }
  const size = 16
  const maxItem = 560
  let x = PAD
  let y = top
  let svg = ''
  shape.series.forEach((name, i) => {
    const text = fit(withN(name, shape.seriesBases[i]), maxItem - 28, size)
    const w = Math.min(maxItem, 28 + text.length * size * 0.55) + 20
    if (x + w > REPORT_WIDTH - PAD && x > PAD) {
      x = PAD
      y += 26
    }
    svg += `<rect x="${x}" y="${y}" width="16" height="16" fill="${seriesFill(i, palette)}"/>`
    svg += `<text x="${x + 24}" y="${y + 13}" font-size="${size}" fill="${palette.ink}">${esc(text)}</text>`
    x += w
  })
  return { svg, height: y - top + 30 }
}

/** The whole figure as an SVG document of REPORT_WIDTH x REPORT_HEIGHT. */
export function reportSvg(shape: ChartShape, text: ReportText, palette: ReportPalette): string {
  const parts: string[] = []
  parts.push(
    `<rect width="${REPORT_WIDTH}" height="${REPORT_HEIGHT}" fill="${palette.surface}"/>`,
    `<text x="${PAD}" y="${PAD + 24}" font-size="32" font-weight="700" fill="${palette.ink}">${esc(fit(text.title, REPORT_WIDTH - 2 * PAD, 32))}</text>`,
  )
  let y = PAD + 60
  for (const line of text.subtitle.slice(0, 2)) {
    parts.push(
      `<text x="${PAD}" y="${y}" font-size="19" fill="${palette.inkMuted}">${esc(fit(line, REPORT_WIDTH - 2 * PAD, 19))}</text>`,
    )
    y += 28
  }
  const drawnLegend = legend(shape, palette, y)
  parts.push(drawnLegend.svg)
  y += drawnLegend.height + 12

  const footTop = REPORT_HEIGHT - PAD - 44
  const plot = { left: PAD + LABEL_W, right: REPORT_WIDTH - PAD - 70, top: y, bottom: footTop - 34 }
  const plotW = plot.right - plot.left
  const xOf = (v: number) => plot.left + (Math.min(v, shape.axis.max) / shape.axis.max) * plotW

  for (const t of shape.axis.ticks) {
    const x = xOf(t)
    parts.push(
      `<line x1="${x}" x2="${x}" y1="${plot.top}" y2="${plot.bottom}" stroke="${palette.border}" stroke-width="1"/>`,
      `<text x="${x}" y="${plot.bottom + 24}" font-size="16" text-anchor="middle" fill="${palette.inkMuted}">${formatPercent(t, 0)}</text>`,
    )
  }

  const n = Math.max(1, shape.categories.length)
  const band = (plot.bottom - plot.top) / n
  const labelSize = Math.max(10, Math.min(17, band * 0.45))
  let unlabelled = 0
  shape.categories.forEach((category, c) => {
    const top = plot.top + c * band
    const label = fit(withN(category, shape.categoryBases[c]), LABEL_W - 16, labelSize)
    parts.push(
      `<text x="${plot.left - 12}" y="${top + band / 2}" font-size="${labelSize.toFixed(1)}" text-anchor="end" dominant-baseline="central" fill="${palette.ink}">${esc(label)}</text>`,
    )
    const values = shape.values[c] ?? []
    if (shape.stacked) {
      const h = band * 0.7
      const barTop = top + (band - h) / 2
      let start = 0
      values.forEach((v, s) => {
        const x0 = xOf(start)
        const x1 = xOf(start + v)
        start += v
        parts.push(
          `<rect x="${x0}" y="${barTop}" width="${Math.max(0, x1 - x0)}" height="${h}" class="bar" fill="${seriesFill(s, palette)}" stroke="${palette.surface}" stroke-width="1"/>`,
        )
        const size = Math.min(16, h * 0.6)
        if (x1 - x0 >= size * 3.2 && size >= 9)
          parts.push(
            `<text x="${(x0 + x1) / 2}" y="${barTop + h / 2}" font-size="${size.toFixed(1)}" text-anchor="middle" dominant-baseline="central" fill="${palette.surface}" stroke="${palette.ink}" stroke-width="0.6" paint-order="stroke">${esc(formatPct(v))}</text>`,
          )
        else if (v > 0) unlabelled++
      })
    } else {
      const h = (band * 0.8) / Math.max(1, values.length)
      values.forEach((v, s) => {
        const barTop = top + band * 0.1 + s * h
        const x1 = xOf(v)
        parts.push(
          `<rect x="${plot.left}" y="${barTop}" width="${Math.max(0, x1 - plot.left)}" height="${Math.max(0.5, h - 1)}" class="bar" fill="${seriesFill(s, palette)}"/>`,
        )
        const size = Math.min(15, h * 0.85)
        if (size >= 8)
          parts.push(
            `<text x="${x1 + 5}" y="${barTop + h / 2}" font-size="${size.toFixed(1)}" dominant-baseline="central" fill="${palette.ink}">${esc(formatPct(v))}</text>`,
          )
        else unlabelled++
      })
    }
  })
  parts.push(
    `<line x1="${plot.left}" x2="${plot.left}" y1="${plot.top}" y2="${plot.bottom}" stroke="${palette.inkMuted}" stroke-width="1"/>`,
  )

  const note =
    text.valueNote +
    (unlabelled > 0 ? ' Bars too thin to label: the values are in the table (CSV).' : '')
  parts.push(
    `<text x="${PAD}" y="${footTop + 10}" font-size="15" fill="${palette.inkMuted}">${esc(fit(note, REPORT_WIDTH - 2 * PAD, 15))}</text>`,
    `<text x="${PAD}" y="${footTop + 34}" font-size="15" fill="${palette.inkMuted}">${esc(fit(text.source, REPORT_WIDTH - 2 * PAD, 15))}</text>`,
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${REPORT_WIDTH}" height="${REPORT_HEIGHT}" viewBox="0 0 ${REPORT_WIDTH} ${REPORT_HEIGHT}" font-family="${FONT}">` +
    `<title>${esc(text.title)}</title>` +
    patterns(shape.series.length, palette) +
    parts.join('') +
    '</svg>'
  )
}

/** Title, subtitle, value note and source line of the figure, from the export header. */
export function reportText(h: ExportHeader, model: TableModel, respondents: number): ReportText {
  const cross = model.kind === 'cross'
  const who = h.filters ? m.survey_fig_respondents({ filters: h.filters }) : m.survey_fig_all()
  const meaning = cross ? PCT_BASE_MEANING[h.percentBase] : m.survey_percent_of_respondents()
  // Every country is in the CSV; a slide names a few, or counts them.
  const countries = h.country.split('; ').filter(Boolean)
  const place =
    countries.length > 3 ? m.survey_fig_pooled({ count: formatN(countries.length) }) : h.country
  return {
    title: h.title,
    subtitle: [
      [place, h.year, who].filter(Boolean).join(' · '),
      m.survey_fig_base({ n: formatN(respondents), meaning }),
    ],
    valueNote: m.survey_fig_values({ meaning }) + (model.multiPick ? m.survey_fig_multi() : ''),
    source: m.survey_source_retrieved({
      source: h.source || m.survey_not_stated(),
      date: h.retrieved,
    }),
  }
}
