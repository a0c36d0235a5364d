import type { CatalogueEntry } from '../catalogue/types'

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

/**
 * One bar per point of the item's series, heights in proportion to the values, so the picture
 * shows the numbers of the description and the data answer. An item without a series (none has
 * a teaser today) gets no bars rather than invented ones.
 */
export function teaserBars(entry: CatalogueEntry): TeaserBar[] {
  const points = entry.series?.points ?? []
  if (points.length === 0) return []
  const { axis } = TEASER_DESIGN
  const max = Math.max(...points.map((p) => p.value), Number.MIN_VALUE)
  const left = axis.x1 + 10
  const slot = (axis.x2 - 10 - left) / points.length
  const width = Math.max(4, Math.round(slot * 0.68))
  return points.map((point, i) => {
    const height = Math.max(2, Math.round((point.value / max) * MAX_BAR_HEIGHT))
    return {
      x: Math.round(left + i * slot + (slot - width) / 2),
      y: axis.y - height,
      width,
      height,
    }
  })
}

/** Bars start at the axis and stop below the title line. */
const MAX_BAR_HEIGHT = 170

/** The image height for a width, keeping the design's proportions. */
export function teaserHeight(width: number): number {
  return Math.round((width * TEASER_DESIGN.height) / TEASER_DESIGN.width)
}
