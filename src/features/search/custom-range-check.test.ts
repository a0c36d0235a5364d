import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '../../lib/i18n/locale'
import { checkRange } from './custom-range-check'

// A fixed day, so the search depth and the default window fall on known dates.
const now = new Date(Date.UTC(2026, 10, 28))

describe('checkRange', () => {
  afterEach(() => setLocaleSource(() => 'en'))

  it('passes a range in order and moves a start older than the search depth up', () => {
    expect(checkRange('2024-01-01', '2024-06-30', now)).toEqual({
      ok: true,
      date_from: '2024-01-01',
      date_to: '2024-06-30',
      clamped: false,
    })
    const old = checkRange('1990-01-01', '', now)
    expect(old).toMatchObject({ ok: true, clamped: true, date_to: undefined })
    expect(old.ok && old.date_from! > '1990-01-01').toBe(true)
  })

  it('names the field that is wrong and why, in the reader’s language', () => {
    expect(checkRange('2024-02-31', '', now)).toEqual({
      ok: false,
      field: 'date_from',
      message: 'The start is not a valid date.',
    })
    expect(checkRange('2024-06-30', '2024-01-01', now)).toMatchObject({
      ok: false,
      field: 'date_from',
      message: 'The start is after the end: the range is reversed. Swap the dates.',
    })
    setLocaleSource(() => 'de')
    expect(checkRange('', 'kein Datum', now)).toEqual({
      ok: false,
      field: 'date_to',
      message: 'Das Ende ist kein gültiges Datum.',
    })
    const early = checkRange('', '1990-01-01', now)
    expect(early).toMatchObject({ ok: false, field: 'date_from' })
    expect(!early.ok && early.message).toMatch(
      /^Ohne Beginn umfasst die Suche die letzten \d+ Monate/,
    )
  })

  it('writes the earliest allowed end as a date of the reader’s language', () => {
    setLocaleSource(() => 'de')
    const result = checkRange('1990-01-01', '1995-01-01', now)
    expect(result).toMatchObject({ ok: false, field: 'date_to' })
    // "28. Nov. 2006", not "2006-11-28".
    expect(!result.ok && result.message).toMatch(/am \d{1,2}\. \S+ \d{4} oder später/)
  })
})
