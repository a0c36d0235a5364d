import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../e2e/support/csv-reader'
import { csvCell, toCsv } from './csv'

describe('CSV writer', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(null)).toBe('')
    expect(csvCell(1234.5)).toBe('1234.5')
  })

  it.each(['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'defuses a cell that a spreadsheet would run as a formula: %j',
    (value) => {
      const [row] = parseCsv(toCsv(['x'], [[value]])).slice(1)
      expect(row?.[0]?.startsWith("'")).toBe(true)
      expect(row?.[0]?.slice(1)).toBe(value)
    },
  )

  it('leaves numbers alone, even negative ones', () => {
    expect(csvCell(-5)).toBe('-5')
  })

  it('writes a header and CRLF rows', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n')
  })

  it('reads back every string exactly (formula cells with their apostrophe)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }),
        (rows) => {
          const back = parseCsv(toCsv(['a', 'b'], rows)).slice(1)
          expect(back).toEqual(
            rows.map((row) => row.map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v))),
          )
        },
      ),
    )
  })
})
