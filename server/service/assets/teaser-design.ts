import type { CatalogueEntry } from '../catalogue/types'
import { intBetween, mulberry32 } from '../random'

/**
 * The teaser's design in its own units (355 × 250), drawn by teaser-svg.ts and teaser-png.ts:
 * one place decides the bars, so both formats show the same chart for an item.
 */
export const TEASER_DESIGN = {
  width: 355,
  height: 250,
  colours: { background: '#f4f7fb', axis: '#9aa8b6', bar: '#0666e5', text: '#0b1c2c' },
  axis: { x1: 20, x2: 340, y: 220 },
} as const

export interface TeaserBar {
  x: number
  y: number
  width: number
  height: number
}

/** Eight bars, different for every item and always the same for one. */
export function teaserBars(entry: CatalogueEntry): TeaserBar[] {
  const rng = mulberry32(entry.identifier)
  const baseline = TEASER_DESIGN.axis.y
  return Array.from({ length: 8 }, (_, i) => {
    const height = intBetween(rng, 20, 150)
    return { x: 30 + i * 38, y: baseline - height, width: 26, height }
  })
}

/** The image height for a width, keeping the design's proportions. */
export function teaserHeight(width: number): number {
  return Math.round((width * TEASER_DESIGN.height) / TEASER_DESIGN.width)
}
