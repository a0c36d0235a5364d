import { downloadBlob } from '../../../lib/download'
import { SERIES_COLOURS } from '../model/chart-palette'
import { REPORT_HEIGHT, REPORT_WIDTH, type ReportPalette } from '../table/report-chart'

/**
 * Saves the report figure (report-chart.ts) as an SVG file, or as a PNG at twice the slide
 * size. Both use the light theme whatever the reader's screen shows.
 */

/** PNG pixels per SVG unit: 1600 x 900 becomes 3200 x 1800. */
export const PNG_SCALE = 2

/** Used only if the stylesheet cannot be read (a stylesheet from another origin). */
const FALLBACK: ReportPalette = {
  surface: '#ffffff',
  ink: '#111827',
  inkMuted: '#414b5a',
  border: '#dde1e6',
  series: Array.from({ length: SERIES_COLOURS }, () => '#2454b3'),
}

/**
 * The light palette as src/styles.css defines it: the `:root` rule outside the
 * `prefers-color-scheme: dark` block, so the stylesheet stays the one place colours are written.
 */
export function lightPalette(): ReportPalette {
  const vars = new Map<string, string>()
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) continue
      if (rule instanceof CSSStyleRule && rule.selectorText === ':root') {
        for (const name of rule.style)
          if (name.startsWith('--color-') && !vars.has(name))
            vars.set(name, rule.style.getPropertyValue(name).trim())
      } else if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules)
    }
  }
  for (const sheet of document.styleSheets) {
    try {
      visit(sheet.cssRules)
    } catch {
      // A stylesheet of another origin cannot be read; ours is same-origin.
    }
  }
  const get = (name: string, fallback: string) => vars.get(`--color-${name}`) || fallback
  return {
    surface: get('surface', FALLBACK.surface),
    ink: get('ink', FALLBACK.ink),
    inkMuted: get('ink-muted', FALLBACK.inkMuted),
    border: get('border', FALLBACK.border),
    series: FALLBACK.series.map((colour, i) => get(`series-${i + 1}`, colour)),
  }
}

export function downloadSvg(svg: string, filename: string): void {
  downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), `${filename}.svg`)
}

export async function downloadPng(svg: string, filename: string): Promise<void> {
  const image = new Image()
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  try {
    image.src = url
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = REPORT_WIDTH * PNG_SCALE
    canvas.height = REPORT_HEIGHT * PNG_SCALE
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no canvas')
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
    if (!blob) throw new Error('no PNG')
    downloadBlob(blob, `${filename}.png`)
  } finally {
    URL.revokeObjectURL(url)
  }
}
