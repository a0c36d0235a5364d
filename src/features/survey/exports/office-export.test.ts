import { describe, expect, it } from 'vitest'
import { readPptx, readXlsx } from '../../../../e2e/support/office-readers'
import type { DataTable } from '../../../api/schemas'
import { NUMBER_FORMATS, workbookBlob } from '../../../lib/export/workbook'
import { exportHeader } from '../model/export-header'
import { significanceSentence, surveyCsv } from './csv-export'
import { buildDeck } from './deck'
import { toGrid, toTableModel } from '../model/table-model'
import { tableSheet } from './table-sheet'
import { agreeByGroup } from '../model/test-table'
import { meanRows } from '../stats/mean-analysis'
import { DEFAULT_ANALYSIS } from '../stats/test-options'

// Column A: 30 of 40 say Yes, 10 No; column B: 20 of 60 Yes, 40 No; marks ▲/▼ on every cell.
const cross: DataTable = agreeByGroup()
const frequency: DataTable = {
  ...cross,
  identifier: { rows: 'v9_brand', survey_id: 's-2024', filters: [] },
  title: 'Brand used, United States 2025',
  geolocations: [{ name: 'United States', code: 'USA' }],
  date: '2025',
  chart: {
    dataFormat: 'frequency',
    description: 'Brand used',
    data: {
      Total: [
        { name: 'Alpha', percentage: 48.2, respondents: 1205 },
        { name: 'Beta', percentage: 51.8, respondents: 1295 },
      ],
    },
    bases: { Total: 2500 },
  },
}

/** The table's percent (one decimal) as the fraction a percent-formatted cell holds. */
const pct = (shown: number) => Number((shown / 100).toFixed(3))

function table(data: DataTable, filters = '') {
  const model = toTableModel(data)
  const grid = toGrid(model, 'column', 'order')
  return { model, grid, header: exportHeader(data, 'column', filters, '2026-11-23') }
}

describe('survey table as an Excel sheet', () => {
  it('carries the header lines, numbers as formatted numbers, marks and the test', async () => {
    const t = table(cross, 'Gen Z')
    const [sheet] = await readXlsx(
      await (
        await workbookBlob([tableSheet('Agree by group', t.header, t.model, t.grid)])
      ).arrayBuffer(),
    )
    const texts = sheet!.cells.filter((c) => c.kind === 's').map((c) => c.value)
    expect(texts).toEqual(
      expect.arrayContaining([
        'Answer by group in Germany, 2024',
        'Rows: Answer: Do you agree with the statement?',
        'Filters: Gen Z',
        'Country: Germany (DEU)',
        'Year: 2024',
        "Percent base: column percent: share of each column's respondents giving the row answer",
        'Respondents: 100',
        `Significance: ${significanceSentence()}`,
        'Source: Survey',
        'Retrieved: 2026-11-23',
      ]),
    )
    const byLabel = (label: string) =>
      [...sheet!.rows.values()].find((r) => r[0]?.value === label) ?? []
    expect(byLabel('Answer').map((c) => c.value)).toEqual([
      'Answer',
      'A %',
      'A n',
      'A sig',
      'B %',
      'B n',
      'B sig',
      'Total %',
      'Total n',
    ])
    expect(byLabel('Base (n)').map((c) => [c.value, c.format])).toEqual([
      ['Base (n)', undefined],
      [40, NUMBER_FORMATS.integer],
      [60, NUMBER_FORMATS.integer],
      [100, NUMBER_FORMATS.integer],
    ])
    // Every number equals the grid's: percent as a fraction with a percent format, counts as integers.
    for (const row of t.grid.rows) {
      const cells = byLabel(row.label)
      const expected = [
        row.label,
        ...row.cells.flatMap((c) => [pct(c.pct), c.count, c.sig === 'higher' ? '▲' : '▼']),
        pct(row.total.pct),
        row.total.count,
      ]
      expect(cells.map((c) => c.value)).toEqual(expected)
      for (const c of cells.slice(1)) {
        if (typeof c.value === 'number') {
          expect(c.kind).toBe('n')
          expect([NUMBER_FORMATS.percent, NUMBER_FORMATS.integer]).toContain(c.format)
        }
      }
    }
    // Grid order: heading first, the footer after the last answer.
    const order = [...sheet!.rows.keys()]
    const rowOf = (label: string) => order.find((k) => sheet!.rows.get(k)?.[0]?.value === label)!
    expect(rowOf('Answer by group in Germany, 2024')).toBeLessThan(rowOf('Answer'))
    expect(rowOf('Source: Survey')).toBeGreaterThan(rowOf('No'))
  })

  it('writes a frequency table with respondents and percent of respondents', async () => {
    const t = table(frequency)
    const [sheet] = await readXlsx(
      await (await workbookBlob([tableSheet('Brand', t.header, t.model, t.grid)])).arrayBuffer(),
    )
    const rows = [...sheet!.rows.values()]
    const alpha = rows.find((r) => r[0]?.value === 'Alpha')!
    expect(alpha.map((c) => [c.value, c.format])).toEqual([
      ['Alpha', undefined],
      [1205, NUMBER_FORMATS.integer],
      [0.482, NUMBER_FORMATS.percent],
    ])
    expect(rows.find((r) => r[0]?.value === 'Base (n)')?.[1]?.value).toBe(2500)
  })
})

// The cross table with a third group of 8 (too small to read) and one of 20 (small): the page
// marks both bases, and 4 of 6 expected counts are under 5 or so, so its χ² is unreliable.
const withSmallGroups: DataTable = agreeByGroup({
  chart: {
    ...agreeByGroup().chart,
    data: {
      ...agreeByGroup().chart.data,
      C: [
        { name: 'Yes', percentage: 62.5, respondents: 5 },
        { name: 'No', percentage: 37.5, respondents: 3 },
      ],
    },
    bases: { A: 40, B: 60, C: 8 },
  },
})

describe('the page’s warnings in every export', () => {
  it('names small bases and an unreliable χ² in the CSV, the sheet and the deck', async () => {
    const t = table(withSmallGroups)
    const csv = surveyCsv(t.header, t.model, t.grid)
    expect(csv).toContain('Small bases,"C (n = 8!): * base under 30, read with care')
    expect(csv).toMatch(
      /Independence,"χ² = [\d.]+, df = 2, p [<=] [\d.]+: .*Unreliable: 2 of 6 expected counts are under 5/,
    )
    // The base row marks the small column in the sig column, as the page marks its base.
    expect(csv).toContain('Base (n),,40,,,60,,,8,!,,108')

    const [sheet] = await readXlsx(
      await (await workbookBlob([tableSheet('Small', t.header, t.model, t.grid)])).arrayBuffer(),
    )
    const texts = sheet!.cells.filter((c) => c.kind === 's').map((c) => String(c.value))
    expect(texts.some((x) => x.startsWith('Small bases: C (n = 8!)'))).toBe(true)
    expect(texts.some((x) => x.startsWith('Independence: χ²') && x.includes('Unreliable'))).toBe(
      true,
    )
    const bases = [...sheet!.rows.values()].find((r) => r[0]?.value === 'Base (n)')!
    expect(bases.map((c) => c.value)).toContain('!')

    const [chart, grid] = await readPptx(
      (await (await buildDeck([t], ['#2454b3'])).write({ outputType: 'uint8array' })) as Uint8Array,
    )
    expect(chart!.texts.join(' ')).toContain('Small bases: C (n = 8!)')
    expect(grid!.tables[0]?.[1]).toEqual(['Base (n)', '40', '60', '8 !', '108'])
    expect(grid!.texts.join(' ')).toContain('Unreliable: 2 of 6 expected counts are under 5')
    // Building and reading back a deck is seconds of work on a busy machine.
  }, 30_000)

  it('says nothing of small bases or reliability where there is nothing to say', () => {
    const t = table(cross)
    const csv = surveyCsv(t.header, t.model, t.grid)
    expect(csv).not.toContain('Small bases')
    expect(csv).toContain('Independence,')
    expect(csv).not.toContain('Unreliable')
  })
})

describe('survey tables as a PowerPoint deck', () => {
  it('has a chart slide and a table slide per table, with the table numbers', async () => {
    const palette = ['#2454b3', '#cc6c13', '#006c62']
    const tables = [table(cross, 'Gen Z'), table(frequency)]
    const pptx = await buildDeck(tables, palette)
    const bytes = (await pptx.write({ outputType: 'uint8array' })) as Uint8Array
    const slides = await readPptx(bytes)
    expect(slides).toHaveLength(4)
    const [crossChart, crossTable, freqChart, freqTable] = slides

    expect(crossChart!.texts).toEqual(
      expect.arrayContaining([
        'Answer by group in Germany, 2024',
        expect.stringContaining('Germany (DEU) · 2024 · Filters: Gen Z · Base: 100 respondents'),
        'Source: Survey. Retrieved 2026-11-23.',
      ]),
    )
    expect(crossChart!.charts).toEqual([
      [
        { name: 'A', categories: ['Yes', 'No'], values: [75, 25], colour: '2454B3' },
        { name: 'B', categories: ['Yes', 'No'], values: [33.3, 66.7], colour: 'CC6C13' },
      ],
    ])
    expect(crossTable!.tables[0]).toEqual([
      ['Answer', 'A %', 'B %', 'Total %'],
      ['Base (n)', '40', '60', '100'],
      ['Yes', '75.0% ▲', '33.3% ▼', '50.0%'],
      ['No', '25.0% ▼', '66.7% ▲', '50.0%'],
    ])
    expect(crossTable!.texts.join(' ')).toContain('adjusted standardized residual')

    expect(freqChart!.charts[0]).toEqual([
      { name: 'Total', categories: ['Alpha', 'Beta'], values: [48.2, 51.8], colour: '2454B3' },
    ])
    expect(freqChart!.texts.join(' ')).toContain('United States (USA) · 2025 · Filters: none')
    expect(freqTable!.tables[0]).toEqual([
      ['Answer', 'Respondents', 'Percent'],
      ['Alpha', '1205', '48.2%'],
      ['Beta', '1295', '51.8%'],
      ['Base (n)', '2500', ''],
    ])
  })
})

describe('the mean row in the Excel sheet', () => {
  it('is rows of numbers under each column, two decimals, with its base and marks', async () => {
    const model = toTableModel(cross, { rows: { type: 'single-pick' } })
    const grid = toGrid(model, 'column', 'order', { ...DEFAULT_ANALYSIS, mean: true }, meanRows)
    const header = exportHeader(cross, 'column', '', '2026-11-23')
    const [sheet] = await readXlsx(
      await (await workbookBlob([tableSheet('Mean', header, model, grid)])).arrayBuffer(),
    )
    const byLabel = (label: string) =>
      [...sheet!.rows.values()].find((r) => r[0]?.value === label) ?? []
    // A: Yes 30 (1), No 10 (2): 1.25; B: 20 (1), 40 (2): 1.67; all: 50, 50: 1.5.
    const mean = byLabel('Mean score')
    expect(mean.filter((c) => typeof c.value === 'number').map((c) => c.value)).toEqual([
      1.25, 1.67, 1.5,
    ])
    expect(mean.find((c) => c.value === 1.25)?.format).toBe(NUMBER_FORMATS.decimal)
    expect(
      byLabel('Base (mean)')
        .filter((c) => typeof c.value === 'number')
        .map((c) => c.value),
    ).toEqual([40, 60, 100])
  }, 30_000)
})
