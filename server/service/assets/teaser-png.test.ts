import { crc32, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { CatalogueEntry } from '../catalogue/types'
import { intBetween, mulberry32 } from '../random'
import { renderTeaserPng, teaserPng } from './teaser-png'

/**
 * Decodes with a reader written here, not with the encoder's own code, so a mistake in the
 * encoder cannot be mirrored by the check.
 */
interface Decoded {
  width: number
  height: number
  pixel(x: number, y: number): string
}

function decodePng(png: Uint8Array): Decoded {
  const bytes = Buffer.from(png)
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const types: string[] = []
  const idat: Buffer[] = []
  let header = Buffer.alloc(0)
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    const data = bytes.subarray(at + 8, at + 8 + length)
    expect(bytes.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(
      crc32(bytes.subarray(at + 4, at + 8 + length)),
    )
    types.push(type)
    if (type === 'IHDR') header = data
    if (type === 'IDAT') idat.push(data)
    at += 12 + length
  }
  expect(types[0]).toBe('IHDR')
  expect(types.at(-1)).toBe('IEND')
  expect(types.filter((t) => t !== 'IDAT')).toEqual(['IHDR', 'IEND'])
  const width = header.readUInt32BE(0)
  const height = header.readUInt32BE(4)
  // Bit depth 8, RGB, deflate, standard filters, no interlace.
  expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0])
  const rgb = unfilter(inflateSync(Buffer.concat(idat)), width, height)
  return {
    width,
    height,
    pixel: (x, y) => {
      const i = (y * width + x) * 3
      return `#${rgb.toString('hex', i, i + 3)}`
    },
  }
}

/** Undoes all five PNG filter types, so any per-row filter choice of the encoder decodes. */
function unfilter(raw: Buffer, width: number, height: number): Buffer {
  const stride = width * 3
  expect(raw.length).toBe((stride + 1) * height)
  const out = Buffer.alloc(stride * height)
  const at = (y: number, i: number) => (y < 0 || i < 0 ? 0 : (out[y * stride + i] ?? 0))
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    for (let i = 0; i < stride; i++) {
      const a = at(y, i - 3)
      const b = at(y - 1, i)
      const c = at(y - 1, i - 3)
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter ?? -1]
      if (predictor === undefined) throw new Error(`filter type ${filter} in row ${y}`)
      out[y * stride + i] = ((raw[y * (stride + 1) + 1 + i] ?? 0) + predictor) & 0xff
    }
  }
  return out
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

/** Values of a test item's series, different for every id. */
function valuesOf(identifier: number): number[] {
  const rng = mulberry32(identifier)
  return Array.from({ length: intBetween(rng, 4, 12) }, () => intBetween(rng, 10, 1000) / 10)
}

function entry(identifier: number): CatalogueEntry {
  const points = valuesOf(identifier).map((value, i) => ({ name: String(2015 + i), value }))
  return {
    identifier,
    type: 'statistics',
    platform: 'en',
    title: 'Battery storage capacity',
    description: '',
    link: 'https://www.statista.com/',
    isPremium: false,
    releasedAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    sources: [],
    geolocations: [],
    hasReports: false,
    series: {
      kind: 'revenue',
      name: 'Revenue',
      graphType: 'bar',
      horizontal: false,
      unit: 'billion U.S. dollars',
      points,
      headline: points[0] ?? { name: '2015', value: 1 },
      year: 2015,
    },
  }
}

/**
 * One bar per value, the largest 170 design units tall (of the 355×250 canvas), spread over
 * the axis from x = 30 to 330: centre and height of each.
 */
function bars(identifier: number): { centre: number; height: number }[] {
  const values = valuesOf(identifier)
  const max = Math.max(...values)
  const slot = 300 / values.length
  return values.map((v, i) => ({
    centre: Math.round(30 + i * slot + slot / 2),
    height: Math.max(2, Math.round((v / max) * 170)),
  }))
}
const barHeights = (identifier: number) => bars(identifier).map((b) => b.height)

const BAR = '#0666e5'
const BACKGROUND = '#f4f7fb'

/** Pixel rows, down the middle of bar `i`, that are exactly the bar colour. */
function barRows(image: Decoded, identifier: number, i: number): number {
  const x = Math.floor(((bars(identifier)[i]?.centre ?? 0) * image.width) / 355)
  let rows = 0
  for (let y = 0; y < image.height; y++) if (image.pixel(x, y) === BAR) rows++
  return rows
}

describe('teaser PNG', () => {
  it('is a valid RGB PNG at the requested width, in the design aspect ratio', () => {
    for (const [width, height] of [
      [355, 250],
      [1000, 704],
      [50, 35],
      [2000, 1408],
    ] as const) {
      const image = decodePng(renderTeaserPng(entry(1245247), width))
      expect([image.width, image.height]).toEqual([width, height])
    }
  })

  it('draws bars in the house blue on the light background', () => {
    const id = 1245247
    const drawn = bars(id)
    const slot = 300 / drawn.length
    const image = decodePng(renderTeaserPng(entry(id), 355))
    drawn.forEach(({ centre: x, height: h }, i) => {
      expect(image.pixel(x, Math.round(220 - h / 2)), `bar ${i}`).toBe(BAR)
      // Just above the bar, and in the gap after it, is background.
      expect(image.pixel(x, 220 - h - 3), `above bar ${i}`).toBe(BACKGROUND)
      expect(image.pixel(Math.round(x + slot / 2), 218), `gap after bar ${i}`).toBe(BACKGROUND)
    })
    expect(image.pixel(5, 5)).toBe(BACKGROUND)
    expect(image.pixel(354, 249)).toBe(BACKGROUND)
    // The axis shows left of the first bar, where nothing covers it.
    expect(image.pixel(25, 220)).not.toBe(BACKGROUND)
    expect(image.pixel(25, 220)).not.toBe(BAR)
  })

  it('is the same for the same id and differs between ids', () => {
    const a = renderTeaserPng(entry(1001), 355)
    expect(Buffer.from(renderTeaserPng(entry(1001), 355)).equals(a)).toBe(true)
    const b = renderTeaserPng(entry(1002), 355)
    expect(Buffer.from(b).equals(a)).toBe(false)
    const heights = [1001, 1002].map((id) => {
      const image = decodePng(renderTeaserPng(entry(id), 355))
      return barHeights(id).map((_, i) => barRows(image, id, i))
    })
    expect(heights[0]).not.toEqual(heights[1])
  })

  it('scales the design with the width', () => {
    const id = 777
    const small = decodePng(renderTeaserPng(entry(id), 355))
    const large = decodePng(renderTeaserPng(entry(id), 1000))
    barHeights(id).forEach((h, i) => {
      // Blended edge rows are not the exact bar colour, so allow a row either way.
      expect(Math.abs(barRows(small, id, i) - h), `bar ${i} at 355`).toBeLessThanOrEqual(1)
      expect(Math.abs(barRows(large, id, i) - (h * 704) / 250), `bar ${i} at 1000`).toBeLessThan(2)
    })
    expect(large.pixel(Math.round((bars(id)[0]?.centre ?? 0) * (1000 / 355)), 690)).toBe(BACKGROUND)
    const axis = large.pixel(Math.round(25 * (1000 / 355)), Math.round(220 * (704 / 250)))
    expect([BACKGROUND, BAR]).not.toContain(axis)
  })

  it('stays small: flat colours compress to a few KB', () => {
    expect(renderTeaserPng(entry(42), 355).length).toBeLessThan(2_000)
    expect(renderTeaserPng(entry(42), 1000).length).toBeLessThan(8_000)
  })

  it('caches by id and width', () => {
    const first = teaserPng(entry(31337), 355)
    expect(teaserPng(entry(31337), 355)).toBe(first)
    expect(teaserPng(entry(31337), 400)).not.toBe(first)
    expect(Buffer.from(first).equals(renderTeaserPng(entry(31337), 355))).toBe(true)
  })
})
