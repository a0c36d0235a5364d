import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  DISTINCT_SERIES,
  repeatNote,
  SERIES_COLOURS,
  seriesColor,
  seriesDash,
  seriesFill,
  seriesMark,
} from './chart-palette'

/** The custom properties of the light (`:root`) and dark (media query) blocks of styles.css. */
function themes(): Record<'light' | 'dark', Map<string, string>> {
  const css = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../../styles.css'),
    'utf8',
  )
  const darkStart = css.indexOf('@media (prefers-color-scheme: dark)')
  const props = (text: string) =>
    new Map([...text.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))
  return { light: props(css.slice(0, darkStart)), dark: props(css.slice(darkStart)) }
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const tokens = Array.from({ length: SERIES_COLOURS }, (_, i) => `--color-series-${i + 1}`)

describe.each(['light', 'dark'] as const)('series colours, %s theme', (theme) => {
  const values = themes()[theme]
  const surface = values.get('--color-surface') ?? ''
  const colours = tokens.map((t) => values.get(t) ?? '')

  it('defines every series token as a hex colour', () => {
    expect(surface).toMatch(/^#[0-9a-f]{6}$/i)
    for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it.each(tokens)('%s is at least 3:1 against the surface (WCAG 1.4.11)', (token) => {
    expect(contrast(values.get(token) ?? '#ffffff', surface)).toBeGreaterThanOrEqual(3)
  })

  it('gives neighbours (and the last and first) clearly different lightness', () => {
    for (let i = 0; i < colours.length; i++) {
      const a = colours[i]!
      const b = colours[(i + 1) % colours.length]!
      expect(a.toLowerCase(), `${tokens[i]} and its neighbour`).not.toBe(b.toLowerCase())
      expect(contrast(a, b), `${tokens[i]} and its neighbour`).toBeGreaterThanOrEqual(1.5)
    }
  })

  it('uses each colour once', () => {
    expect(new Set(colours.map((c) => c.toLowerCase())).size).toBe(colours.length)
  })
})

describe('series looks', () => {
  it('takes colours from the series tokens in order', () => {
    expect(seriesColor(0)).toBe('var(--color-series-1)')
    expect(seriesColor(SERIES_COLOURS - 1)).toBe(`var(--color-series-${SERIES_COLOURS})`)
  })

  it('never gives two of the first DISTINCT_SERIES series the same look', () => {
    const looks = Array.from(
      { length: DISTINCT_SERIES },
      (_, i) => `${seriesColor(i)} ${seriesMark(i)} ${seriesDash(i) ?? ''}`,
    )
    expect(new Set(looks).size).toBe(DISTINCT_SERIES)
  })

  it('fills the first cycle with the colour and later cycles with a pattern', () => {
    expect(seriesFill('p', 3)).toBe('var(--color-series-4)')
    expect(seriesMark(SERIES_COLOURS)).toBe('stripes')
    expect(seriesFill('«r1»', SERIES_COLOURS)).toBe(`url(#r1-series-${SERIES_COLOURS})`)
    expect(seriesDash(SERIES_COLOURS)).toBeDefined()
  })

  it('says so in the caption only when colours repeat', () => {
    expect(repeatNote(SERIES_COLOURS)).toBe('')
    expect(repeatNote(SERIES_COLOURS + 1)).toMatch(/colours repeat with stripes/)
    expect(repeatNote(DISTINCT_SERIES + 1)).toMatch(/patterns repeat too/)
  })
})
