import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../e2e/support/csv-reader'
import { csvCell, csvDialect, toCsv, toTsv } from './csv'

describe('CSV writer', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(null)).toBe('')
    expect(csvCell(1234.5)).toBe('1234.5')
  })

  const FORMULAS = [
    '=HYPERLINK("http://evil.example")',
    '+1+1',
    '-2+3',
    "-1+cmd|' /C calc'!A0",
    '-3.2e5',
    '-1\n=1',
    '-1 ',
    '-1.',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
  ]

  it.each(FORMULAS)('defuses a cell that a spreadsheet would run as a formula: %j', (value) => {
    const [row] = parseCsv(toCsv([['x'], [value]])).slice(1)
    expect(row?.[0]?.startsWith("'")).toBe(true)
    expect(row?.[0]?.slice(1)).toBe(value)
  })

  it('leaves numbers alone, even negative ones, and negative numbers written as text', () => {
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell('-5')).toBe('-5')
    expect(csvCell('-3.2')).toBe('-3.2')
  })

  it('writes CRLF rows, a header as the first', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, 'x'],
      ]),
    ).toBe('a,b\r\n1,x\r\n')
  })

  it('pastes numbers as they are, and defuses a cell a paste would unquote into a formula', () => {
    expect(toTsv([[-1e-7, '"=HYPERLINK(""x"")"']])).toBe(`-1e-7\t'"=HYPERLINK(""x"")"`)
  })

  it('pastes as tab-separated text with the same defusing, one line per row', () => {
    const pasted = toTsv([
      ['Answer', 'Gen Z'],
      ['a\tb\nc', -1.5],
      ...FORMULAS.map((f) => [f, '-2']),
    ])
    const lines = pasted.split('\n')
    expect(lines.slice(0, 2)).toEqual(['Answer\tGen Z', 'a b c\t-1.5'])
    for (const line of lines.slice(2)) {
      // Defused, or (a tab or line break turned into a space) no longer a formula's start.
      expect(line).not.toMatch(/^[=+\-@]/)
      expect(line.endsWith('\t-2')).toBe(true)
    }
  })

  it('reads back every string exactly (formula cells with their apostrophe)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }),
        (rows) => {
          const back = parseCsv(toCsv([['a', 'b'], ...rows])).slice(1)
          const asWritten = (v: string) =>
            /^[=+\-@\t\r]/.test(v) && !/^-\d+(?:\.\d+)?$/.test(v) ? `'${v}` : v
          expect(back).toEqual(rows.map((row) => row.map(asWritten)))
        },
      ),
    )
  })
})

describe('CSV for German Excel', () => {
  const german = csvDialect('de')

  it('separates with semicolons and writes numbers with a decimal comma', () => {
    expect(
      toCsv(
        [
          ['Jahr', 'Anteil'],
          ['2025', 48.1],
          ['2026', -3.25],
        ],
        german,
      ),
    ).toBe('Jahr;Anteil\r\n2025;48,1\r\n2026;-3,25\r\n')
  })

  it('quotes a text holding the separator, and leaves a comma in text alone', () => {
    expect(toCsv([['a;b', 'Köln, Bonn']], german)).toBe('"a;b";Köln, Bonn\r\n')
  })

  it('stays comma and point for English', () => {
    expect(csvDialect('en')).toEqual({ separator: ',', decimal: '.' })
    expect(toCsv([['x', 48.1]], csvDialect('en'))).toBe('x,48.1\r\n')
  })
})
