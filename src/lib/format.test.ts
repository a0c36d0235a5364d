import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Files share their worker's modules (vitest.config.ts), and format.ts keeps each formatter it
// builds, in the zone it was built in: one built by an earlier file under UTC would answer the
// zone tests here. A fresh copy of the module makes the zones this file sets the ones read.
vi.resetModules()
const { formatCount, formatDate, formatDateTime, formatNumber, formatPercent } =
  await import('./format')
const { setLocaleSource } = await import('./i18n/locale')

describe('formatDate', () => {
  // A zone west of Greenwich, where reading a calendar date as local time shows the day before.
  const zone = process.env.TZ
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles'
  })
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  it('runs in a zone west of Greenwich', () => {
    expect(new Date('2026-03-05T00:00:00Z').getDate()).toBe(4)
  })

  it('writes service dates as the calendar day they name, whatever the reader’s zone', () => {
    expect(formatDate('2026-03-05')).toBe('5 Mar 2026')
    // en-GB's own abbreviation, as Intl writes it.
    expect(formatDate('2026-09-30T23:59:59Z')).toBe('30 Sept 2026')
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026')
    expect(formatDate('2025-12-31T00:00:00+00:00')).toBe('31 Dec 2025')
    expect(formatDate('2026-03-05T00:30:00')).toBe('5 Mar 2026')
    expect(formatDate('2026-03-05 00:30:00')).toBe('5 Mar 2026')
    expect(formatDate('2026-03-05T23:30-05:00')).toBe('5 Mar 2026')
  })

  it('reads other date forms in UTC', () => {
    expect(formatDate('Thu, 05 Mar 2026 01:00:00 GMT')).toBe('5 Mar 2026')
  })

  it('reads an instant in the reader’s zone when asked to', () => {
    expect(formatDate('2026-01-01T00:30:00Z', { local: true })).toBe('31 Dec 2025')
    expect(formatDate('2026-07-01T12:00:00Z', { local: true })).toBe('1 Jul 2026')
  })

  it('keeps what is not a date, and writes nothing for nothing', () => {
    expect(formatDate('last spring')).toBe('last spring')
    expect(formatDate('2026-13-45')).toBe('2026-13-45')
    expect(formatDate('2026-02-31')).toBe('2026-02-31')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate(null)).toBe('')
  })
})

describe('formatCount', () => {
  it('groups thousands as en-GB does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 1000000000, -4321])
      expect(formatCount(n)).toBe(n.toLocaleString('en-GB'))
  })

  it('rounds to whole numbers and keeps what is not finite', () => {
    expect(formatCount(1234.6)).toBe('1,235')
    expect(formatCount(Number.NaN)).toBe('NaN')
  })
})

describe('formatPercent', () => {
  it('writes a value in percent with one decimal and no space, as en-GB does', () => {
    expect(formatPercent(48.1)).toBe('48.1%')
    expect(formatPercent(48)).toBe('48.0%')
    expect(formatPercent(1234.56)).toBe('1,234.6%')
    expect(formatPercent(95, 0)).toBe('95%')
  })

  it('rounds half up from the number as written, and never writes minus zero', () => {
    expect(formatPercent(9.95)).toBe('10.0%')
    expect(formatPercent(-12.34)).toBe('-12.3%')
    expect(formatPercent(-0.04)).toBe('0.0%')
    expect(formatPercent(Number.NaN)).toBe('NaN%')
  })
})

describe('formatNumber and formatDateTime', () => {
  it('write fixed decimals with grouped thousands', () => {
    expect(formatNumber(0.5, 2)).toBe('0.50')
    expect(formatNumber(12345.678, 1)).toBe('12,345.7')
    expect(formatNumber(Number.POSITIVE_INFINITY, 1)).toBe('Infinity')
  })

  it('write a date and time in the reader’s zone, or keep what is not one', () => {
    process.env.TZ = 'UTC'
    expect(formatDateTime('2026-11-23T14:05:00Z')).toBe('23 Nov 2026, 14:05')
    expect(formatDateTime('soon')).toBe('soon')
  })
})

describe('formats in German', () => {
  const german = () => {
    setLocaleSource(() => 'de')
    return () => setLocaleSource(() => 'en')
  }

  it('writes decimal commas, grouped thousands, percentages and dates as German readers do', () => {
    const restore = german()
    try {
      expect(formatCount(12345)).toBe('12.345')
      expect(formatNumber(1234.5, 2)).toBe('1.234,50')
      expect(formatPercent(48.1)).toBe('48,1\u00a0%')
      expect(formatDate('2026-11-23')).toBe('23. Nov. 2026')
    } finally {
      restore()
    }
  })

  it('goes back to English when the locale does', () => {
    german()()
    expect(formatPercent(48.1)).toBe('48.1%')
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026')
  })
})
