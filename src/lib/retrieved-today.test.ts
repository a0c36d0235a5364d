import { describe, expect, it } from 'vitest'
import { retrievedToday } from './retrieved-today'

describe('retrievedToday', () => {
  it('writes the day as an ISO date', () => {
    expect(retrievedToday(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23')
    expect(retrievedToday(new Date('2026-03-05T00:00:00Z'))).toBe('2026-03-05')
  })

  it('takes the UTC day, whatever the time zone the time was written in', () => {
    expect(retrievedToday(new Date('2026-11-24T00:30:00+01:00'))).toBe('2026-11-23')
    expect(retrievedToday(new Date('2026-11-23T23:30:00-05:00'))).toBe('2026-11-24')
  })

  it('is today without an argument', () => {
    const before = new Date().toISOString().slice(0, 10)
    const day = retrievedToday()
    const after = new Date().toISOString().slice(0, 10)
    expect([before, after]).toContain(day)
  })
})
