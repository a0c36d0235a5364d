import { crc32, deflateSync } from 'node:zlib'
import type { CatalogueEntry } from '../catalogue/types'
import { TEASER_DESIGN, teaserBars, teaserHeight } from './teaser-design'

/**
 * The teaser as a PNG. An SVG `<img>` is a separate document that the browser lays out and
 * paints on the main thread; a raster image decodes off it, which is what the real service
 * sends. Same design as teaser-svg.ts without the title: there is no font rasteriser, and the
 * app prints the title next to the image anyway.
 */

type Rgb = readonly [number, number, number]

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]
}

const { colours, axis } = TEASER_DESIGN
const BACKGROUND = rgb(colours.background)
const AXIS = rgb(colours.axis)
const BAR = rgb(colours.bar)

/**
 * The images of recent result pages stay warm: 300 PNGs of at most 12 KB (2000 px wide), so
 * under 4 MB whatever images are asked for.
 */
const CACHE_LIMIT = 300
const cache = new Map<string, Uint8Array<ArrayBuffer>>()

export function teaserPng(entry: CatalogueEntry, width: number): Uint8Array<ArrayBuffer> {
  const key = `${entry.identifier}:${width}`
  const hit = cache.get(key)
  if (hit) {
    // Re-inserting moves the key to the end of the Map's order, which makes it an LRU.
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const png = renderTeaserPng(entry, width)
  cache.set(key, png)
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value ?? key)
  return png
}

/** Uncached; exported for tests and timing. */
export function renderTeaserPng(entry: CatalogueEntry, width: number): Uint8Array<ArrayBuffer> {
  const height = teaserHeight(width)
  const sx = width / TEASER_DESIGN.width
  const sy = height / TEASER_DESIGN.height
  const canvas = new Canvas(width, height)
  canvas.fill(BACKGROUND)
  // A hairline snapped to whole rows stays crisp; a scaled 1-unit stroke would blur over two.
  const thickness = Math.max(1, Math.round(sy))
  const axisTop = Math.round(axis.y * sy - thickness / 2)
  canvas.rect(axis.x1 * sx, axisTop, axis.x2 * sx, axisTop + thickness, AXIS)
  for (const bar of teaserBars(entry))
    canvas.rect(bar.x * sx, bar.y * sy, (bar.x + bar.width) * sx, (bar.y + bar.height) * sy, BAR)
  return encodePng(canvas.rgb, width, height)
}

/** An RGB buffer that paints axis-aligned rectangles, blending partly covered edge pixels. */
class Canvas {
  readonly rgb: Uint8Array

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3)
  }

  fill(color: Rgb): void {
    // Writing one pixel then doubling the filled span is far quicker than a set() per pixel.
    this.rgb.set(color)
    for (let filled = 3; filled < this.rgb.length; filled *= 2)
      this.rgb.copyWithin(filled, 0, Math.min(filled, this.rgb.length - filled))
  }

  rect(x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
    const top = Math.max(0, Math.floor(y0))
    const bottom = Math.min(this.height, Math.ceil(y1))
    const left = Math.max(0, Math.floor(x0))
    const right = Math.min(this.width, Math.ceil(x1))
    for (let y = top; y < bottom; y++) {
      const cy = Math.min(y + 1, y1) - Math.max(y, y0)
      for (let x = left; x < right; x++) {
        const cover = cy * (Math.min(x + 1, x1) - Math.max(x, x0))
        const i = (y * this.width + x) * 3
        for (let c = 0; c < 3; c++) {
          const under = this.rgb[i + c] ?? 0
          this.rgb[i + c] = under + Math.round(((color[c] ?? under) - under) * cover)
        }
      }
    }
  }
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** 8-bit truecolour PNG. Rows mostly repeat the one above, so the Up filter zeroes them. */
export function encodePng(rgb: Uint8Array, width: number, height: number): Uint8Array<ArrayBuffer> {
  const stride = width * 3
  const raw = new Uint8Array((stride + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride)
    const out = y * (stride + 1)
    if (y === 0) {
      raw.set(row, out + 1)
      continue
    }
    raw[out] = 2
    const above = rgb.subarray((y - 1) * stride, y * stride)
    // Most rows repeat the one above; their Up bytes are the zeros the buffer starts with.
    if (Buffer.compare(row, above) === 0) continue
    for (let i = 0; i < stride; i++) raw[out + 1 + i] = ((row[i] ?? 0) - (above[i] ?? 0)) & 0xff
  }
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 2, 0, 0, 0], 8) // bit depth, colour type RGB, deflate, adaptive filters, no interlace
  const chunks = [
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]
  const png = new Uint8Array(SIGNATURE.length + chunks.reduce((n, c) => n + c.length, 0))
  png.set(SIGNATURE)
  let offset = SIGNATURE.length
  for (const c of chunks) {
    png.set(c, offset)
    offset += c.length
  }
  return png
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  // The CRC covers the type and the data, not the length.
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}
