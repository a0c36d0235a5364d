import { describe, expect, it } from 'vitest'
import { readXlsx } from '../../../e2e/support/office-readers'
import { NUMBER_FORMATS, recordsSheet, sheetNames, workbookBlob } from './workbook'

const read = async (blob: Blob) => readXlsx(await blob.arrayBuffer())

describe('workbook', () => {
  it('writes numbers as numbers with their formats, heading above and footer below', async () => {
    const [sheet] = await read(
      await workbookBlob([
        {
          name: 'Table',
          heading: ['Title line', 'Country: Germany'],
          columns: [
            { header: 'Answer' },
            { header: 'Share', format: 'percent' },
            { header: 'n', format: 'integer' },
            { header: 'Mean', format: 'decimal' },
          ],
          rows: [
            ['Yes', 0.482, 12345, 2.75],
            ['=1+1', null, 7, 1],
          ],
          footer: ['Source: Survey'],
        },
      ]),
    )
    expect(sheet?.name).toBe('Table')
    const rows = sheet!.rows
    expect(rows.get(1)?.map((c) => c.value)).toEqual(['Title line'])
    expect(rows.get(2)?.map((c) => c.value)).toEqual(['Country: Germany'])
    expect(rows.get(4)?.map((c) => c.value)).toEqual(['Answer', 'Share', 'n', 'Mean'])
    expect(rows.get(5)).toEqual([
      expect.objectContaining({ kind: 's', value: 'Yes' }),
      expect.objectContaining({ kind: 'n', value: 0.482, format: NUMBER_FORMATS.percent }),
      expect.objectContaining({ kind: 'n', value: 12345, format: NUMBER_FORMATS.integer }),
      expect.objectContaining({ kind: 'n', value: 2.75, format: NUMBER_FORMATS.decimal }),
    ])
    // A formula-looking label stays a string; a missing value stays empty.
    expect(rows.get(6)?.map((c) => [c.kind, c.value])).toEqual([
      ['s', '=1+1'],
      ['n', 7],
      ['n', 1],
    ])
    expect(rows.get(8)?.map((c) => c.value)).toEqual(['Source: Survey'])
  })

  it('makes tab names Excel accepts: 31 characters, no : \\ / ? * [ ], unique', () => {
    expect(
      sheetNames([
        'Germany: 2024 / all [filtered]?',
        'A very long saved table name that goes on and on',
        'A very long saved table name that goes on and on',
        "'quoted'",
        '***',
      ]),
    ).toEqual([
      'Germany 2024 all filtered',
      'A very long saved table name th',
      'A very long saved table nam (2)',
      'quoted',
      'Sheet 5',
    ])
  })

  it('gives records a column per field, formats following the values', async () => {
    const spec = recordsSheet('Results', [
      { title: 'A', year: 2024, value: 1.5 },
      { title: 'B', published: new Date('2026-10-23T00:00:00Z'), year: 2025 },
    ])
    expect(spec.columns).toEqual([
      { header: 'title', format: 'text' },
      { header: 'year', format: 'integer' },
      { header: 'value', format: 'decimal' },
      { header: 'published', format: 'date' },
    ])
    const [sheet] = await read(await workbookBlob([spec]))
    const second = sheet!.rows.get(3)!
    expect(second.map((c) => c.kind)).toEqual(['s', 'n', 'n'])
    // Excel stores a date as days since 1899-12-30: 2026-10-23 is 46318.
    expect(second[2]).toMatchObject({ value: 46318, format: NUMBER_FORMATS.date })
  })
})
