import { describe, expect, it } from 'vitest'
import { formatCount, formatDate } from './format'

describe('formatDate', () => {
  it('writes service dates as calendar dates, whatever the reader’s zone', () => {
    expect(formatDate('2026-03-05')).toBe('5 Mar 2026')
    expect(formatDate('2026-09-30T23:59:59Z')).toBe('30 Sep 2026')
    expect(formatDate('2025-12-31T00:00:00+00:00')).toBe('31 Dec 2025')
  })

  it('reads an instant in the reader’s zone when asked to', () => {
    const instant = '2026-01-01T00:30:00Z'
    const local = new Date(instant)
    const months = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]
    expect(formatDate(instant, { local: true })).toBe(
      `${local.getDate()} ${months[local.getMonth()]} ${local.getFullYear()}`,
    )
  })

  it('keeps what is not a date, and writes nothing for nothing', () => {
    expect(formatDate('last spring')).toBe('last spring')
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
