import type { CatalogueEntry } from '../catalogue/types'
import { intBetween, mulberry32 } from '../random'

/** A small bar chart in the house colours, different for every item, with its title. */
export function teaserSvg(entry: CatalogueEntry, width: number): string {
  const rng = mulberry32(entry.identifier)
  const bars = Array.from({ length: 8 }, () => intBetween(rng, 20, 150))
  const height = Math.round((width * 250) / 355)
  const rects = bars
    .map(
      (h, i) =>
        `<rect x="${30 + i * 38}" y="${220 - h}" width="26" height="${h}" rx="2" fill="#0666e5"/>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 355 250" role="img">` +
    `<title>${escapeXml(entry.title)}</title>` +
    `<rect width="355" height="250" fill="#f4f7fb"/>` +
    `<text x="16" y="26" font-family="sans-serif" font-size="12" fill="#0b1c2c">${escapeXml(clip(entry.title, 52))}</text>` +
    `<line x1="20" y1="220" x2="340" y2="220" stroke="#9aa8b6"/>${rects}</svg>`
  )
}

function clip(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
