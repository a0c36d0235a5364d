import { describe, expect, it } from 'vitest'
import { readXlsx } from '../../../e2e/support/office-readers'
import { studyListSchema } from '../../api/schemas'
import { NUMBER_FORMATS, workbookBlob } from '../../lib/export/workbook'
import { resultsSheet } from './export-sheet'
import { contentItemView } from './result-view'

describe('explorer results as an Excel sheet', () => {
  it('has a column for every field the CSV has, dates as date cells', async () => {
    const study = studyListSchema.parse({
      items: [
        {
          identifier: 9,
          title: 'Dossier: e-commerce',
          link: 'https://www.statista.com/study/9/',
          is_premium: true,
          released_at: '2026-01-02T00:00:00Z',
          date: '2026-01-02T00:00:00Z',
          geolocations: [{ name: 'Germany', code: 'DEU' }],
        },
      ],
      total_count: 1,
      total_pages: 1,
    }).items[0]!
    const view = contentItemView(study)
    const [sheet] = await readXlsx(
      await (await workbookBlob([resultsSheet('Studies', [view])])).arrayBuffer(),
    )
    const [header, row] = [...sheet!.rows.values()]
    const fields = header!.map((c) => c.value)
    expect(fields.slice(0, 8)).toEqual([
      'identifier',
      'title',
      'subject',
      'premium',
      'released',
      'updated',
      'link',
      'description',
    ])
    const cell = (field: string) => row!.find((c) => c.ref.startsWith(colOf(fields.indexOf(field))))
    expect(cell('title')?.value).toBe('Dossier: e-commerce')
    expect(cell('premium')?.value).toBe('premium')
    // 2026-01-02 is day 46024 of Excel's calendar.
    expect(cell('released')).toMatchObject({ kind: 'n', value: 46024, format: NUMBER_FORMATS.date })
    expect(fields.length).toBeGreaterThan(8)
  })
})

const colOf = (i: number) => String.fromCharCode(65 + i)
