import { describe, expect, it } from 'vitest'
import { formatN, formatP, formatPct } from './number-format'

describe('survey number formats', () => {
  it('write percentages with one decimal, grouped thousands and no space before %, as en-GB does', () => {
    const intl = new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    })
    const values = [
      0,
      0.04,
      0.05,
      0.15,
      0.25,
      1.05,
      2.675,
      9.95,
      12.34,
      48.1,
      99.95,
      99.99,
      100,
      1234.56,
      1e6 + 0.05,
    ]
    for (let i = 0; i <= 1000; i++) values.push(i / 100 + 0.005, i / 10 + 0.05)
    for (const v of values) expect(formatPct(v)).toBe(`${intl.format(v)}%`)
    expect(formatPct(-12.34)).toBe('-12.3%')
    expect(formatPct(-0.04)).toBe('0.0%')
    expect(formatPct(Number.NaN)).toBe('NaN%')
  })

  it('write counts and p values', () => {
    expect(formatN(22602)).toBe('22,602')
    expect(formatP(0.0004)).toBe('p < 0.001')
    expect(formatP(0.0421)).toBe('p = 0.042')
  })
})
