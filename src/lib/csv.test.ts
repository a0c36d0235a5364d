import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

/** A small RFC 4180 reader, only to check that what we write reads back the same. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += ch
  }
  return rows
}

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
