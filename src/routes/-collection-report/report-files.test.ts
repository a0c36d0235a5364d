import { describe, expect, it } from 'vitest'
import { readPptx, readXlsx } from '../../../e2e/support/office-readers'
import { buildReportDeck } from '../../features/collections/report-deck'
import { reportSheets } from '../../features/collections/report-workbook'
import { NUMBER_FORMATS, workbookBlob } from '../../lib/export/workbook'
import { REPORT_COLLECTION, SURVEY_ENTRY } from './testing-report-fixtures'
import { surveyFileParts } from './survey-files'

const input = {
  collection: REPORT_COLLECTION,
  survey: surveyFileParts,
  citations: new Map([['study:3', 'Statista (2025). Mobility in cities.']]),
  origin: 'https://dds.example',
}
const PALETTE = ['#2454b3', '#c2410c']

async function deck() {
  const pptx = await buildReportDeck(input, PALETTE)
  const bytes = (await pptx.write({ outputType: 'uint8array' })) as Uint8Array
  return readPptx(bytes)
}

describe("a collection's deck", () => {
  it('has a title slide, then every entry in order: chart and table per survey table', async () => {
    const slides = await deck()
    expect(slides).toHaveLength(5)
    const [title, chart, table, statistic, study] = slides
    expect(title!.texts).toContain('Chapter 2')
    expect(title!.texts.join(' ')).toMatch(/^Chapter 2 3 entries · /)

    // The survey table: the kept answer's row percentages as a native chart, the note beside.
    expect(chart!.texts).toEqual(
      expect.arrayContaining(['1. Survey table', 'Answer by group in Germany, 2024']),
    )
    expect(chart!.texts).toContain('Group A agrees far more often.')
    expect(chart!.texts.join(' ')).toContain('Filters: Gen Z')
    expect(chart!.texts.join(' ')).toContain('Retrieved 2026-11-20')
    // Row percent: of those saying Yes, 30 of 50 are in A (60 %), 20 in B (40 %).
    expect(chart!.charts[0]?.map((s) => [s.name, s.categories, s.values])).toEqual([
      ['A', ['Yes', 'No'], [60, 20]],
      ['B', ['Yes', 'No'], [40, 80]],
    ])
    expect(chart!.charts[0]?.map((s) => s.colour)).toEqual(['2454B3', 'C2410C'])
    expect(table!.tables[0]?.[0]).toEqual(['Answer', 'A %', 'B %', 'Total %'])
    expect(table!.tables[0]?.[2]?.[0]).toBe('Yes')

    // The statistic: its kept series as a table; the study: a card with link and reference.
    expect(statistic!.texts).toContain('2. Statistic')
    expect(statistic!.tables[0]).toEqual([
      ['Label', 'Share'],
      ['2024', '12.5'],
      ['2025', '14.25'],
    ])
    expect(study!.texts).toEqual(
      expect.arrayContaining([
        '3. Study',
        'Mobility in cities',
        'Background for chapter 2.',
        'Published: 2025',
        'Open in DDS Explorer',
        'Statista (2025). Mobility in cities.',
      ]),
    )
  })

  it('gives an entry whose kept table does not read a card, not a gap', async () => {
    const broken = {
      ...SURVEY_ENTRY,
      answer: { ...SURVEY_ENTRY.answer!, body: { title: 'lost' } },
    }
    const pptx = await buildReportDeck(
      { ...input, collection: { ...REPORT_COLLECTION, entries: [broken] } },
      PALETTE,
    )
    const slides = await readPptx((await pptx.write({ outputType: 'uint8array' })) as Uint8Array)
    expect(slides).toHaveLength(2)
    expect(slides[1]!.charts).toEqual([])
    expect(slides[1]!.texts).toContain('Open in DDS Explorer')
  })
})

describe("a collection's workbook", () => {
  it('lists every entry on a contents sheet, then a sheet per kept table, numbers as numbers', async () => {
    const sheets = reportSheets(input)
    const read = await readXlsx(await (await workbookBlob(sheets)).arrayBuffer())
    expect(read.map((s) => s.name)).toEqual([
      'Contents',
      '1 Answer by group in Germany, 2',
      '2 Online sales share',
    ])
    const [contents, survey, statistic] = read
    const rows = [...contents!.rows.values()]
    const byPosition = (n: number) => rows.find((r) => r[0]?.value === n) ?? []
    expect(byPosition(1).map((c) => c.value)).toEqual([
      1,
      'Survey table',
      'Answer by group in Germany, 2024',
      '1 Answer by group in Germany, 2',
      'Group A agrees far more often.',
      expect.any(Number),
      'https://dds.example/survey?survey=s-2024&rows=v1_agree&columns=v2_group&pct=row',
    ])
    expect(byPosition(3).map((c) => c.value)).toEqual(
      expect.arrayContaining([
        'Study',
        'Mobility in cities',
        'Statista (2025). Mobility in cities.',
      ]),
    )
    // The survey's own sheet: row percent of Yes in A is 60 %, a fraction in a percent format.
    const yes = [...survey!.rows.values()].find((r) => r[0]?.value === 'Yes')!
    expect([yes[1]?.value, yes[1]?.format]).toEqual([0.6, NUMBER_FORMATS.percent])
    expect(yes[2]?.value).toBe(30)
    // The statistic's values stay numbers.
    const y2025 = [...statistic!.rows.values()].find((r) => r[0]?.value === '2025')!
    expect([y2025[1]?.value, y2025[1]?.kind]).toEqual([14.25, 'n'])
  })
})
