import { describe, expect, it } from 'vitest'
import { newLocalId } from './local-id'

describe('newLocalId', () => {
  it('writes the time in base 36, a dash and six random characters', () => {
    // 1795392000000 is 2026-11-23T00:00Z; 0.123456789 is 0.4fzzzxjylrx… in base 36.
    expect(newLocalId(1_795_392_000_000, () => 0.123456789)).toBe('mwsi1hc0-4fzzzx')
    expect(newLocalId()).toMatch(/^[0-9a-z]+-[0-9a-z]{1,6}$/)
  })

  it('sorts an id made later after one made earlier', () => {
    const earlier = newLocalId(1_700_000_000_000)
    const later = newLocalId(1_800_000_000_000)
    expect([later, earlier].sort()).toEqual([earlier, later])
  })

  it('gives ids made in the same millisecond apart from each other', () => {
    const now = Date.now()
    const ids = new Set(Array.from({ length: 200 }, () => newLocalId(now)))
    expect(ids.size).toBe(200)
  })
})
