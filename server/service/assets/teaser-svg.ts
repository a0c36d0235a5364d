import type { CatalogueEntry } from '../catalogue/types'
import { TEASER_DESIGN, teaserBars, teaserHeight } from './teaser-design'

/** A small bar chart in the house colours, different for every item, with its title. */
export function teaserSvg(entry: CatalogueEntry, width: number): string {
  const { width: w, height: h, colours, axis } = TEASER_DESIGN
  const rects = teaserBars(entry)
    .map(
      (bar) =>
        `<rect x="${bar.x}" y="${bar.y}" width="${bar.width}" height="${bar.height}" rx="2" fill="${colours.bar}"/>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${teaserHeight(width)}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${escapeXml(entry.title)}</title>` +
    `<rect width="${w}" height="${h}" fill="${colours.background}"/>` +
    `<text x="16" y="26" font-family="sans-serif" font-size="12" fill="${colours.text}">${escapeXml(clip(entry.title, 52))}</text>` +
    `<line x1="${axis.x1}" y1="${axis.y}" x2="${axis.x2}" y2="${axis.y}" stroke="${colours.axis}"/>${rects}</svg>`
  )
}

function clip(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
