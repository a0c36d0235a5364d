import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../../../e2e/support/csv-reader'
import { readXlsx } from '../../../../e2e/support/office-readers'
import type { DataTable } from '../../../api/schemas'
import { workbookBlob } from '../../../lib/export/workbook'
import { surveySearchSchema } from '../address/search-params'
import { bookBlockRequests, readBookBanner } from './tab-book-banner'
import { bookBannerCsv, bookBannerSheets } from '../exports/tab-book-banner-export'
import { meanRows } from '../stats/mean-analysis'
import { agreeByGroup } from './test-table'

/**
 * A tab book of two row questions (agree, brand) with a banner of two blocks (group, region),
 * letters on: the banner is defined once, in the address, and every book table has both blocks.
 */
const search = surveySearchSchema.parse({
  rows: 'v1_agree',
  columns: 'v2_group',
  banner: 'v3_region',
  book: 'v9_brand',
  country: 'DEU',
  letters: 1,
})

/** A cross table of `rows` by `columns` from counts per column: [first answer, second]. */
function table(rows: string, columns: string, counts: Record<string, [number, number]>) {
  const t = agreeByGroup({ identifier: { rows, columns } })
  const data: DataTable['chart']['data'] = {}
  const bases: Record<string, number> = {}
  for (const [name, [a, b]] of Object.entries(counts)) {
    bases[name] = a + b
    data[name] = [
      { name: 'Alpha', percentage: Math.round((a / (a + b)) * 1000) / 10, respondents: a },
      { name: 'Beta', percentage: Math.round((b / (a + b)) * 1000) / 10, respondents: b },
    ]
  }
  return {
    ...t,
    title: `Brand by ${columns}`,
    chart: { dataFormat: 'cross-table', description: `Brand by ${columns}`, data, bases },
  } satisfies DataTable
}

// Group: A 12 of 40 Alpha (30 %), B 33 of 60 (55 %). Region: X 30 of 50 (60 %), Y 15 of 50 (30 %).
const brandByGroup = table('v9_brand', 'v2_group', { A: [12, 28], B: [33, 27] })
const brandByRegion = table('v9_brand', 'v3_region', { X: [30, 20], Y: [15, 35] })
const agreeByRegion = table('v1_agree', 'v3_region', { X: [25, 25], Y: [25, 25] })
const agree = agreeByGroup()

const names = (rows: string) => (id: string) => ({
  rows: { title: rows },
  columns: { title: id === 'v2_group' ? 'Group' : 'Region' },
})
const read = (rows: string, tables: DataTable[]) =>
  readBookBanner(
    tables.map((data) => ({ id: data.identifier.columns ?? '', data })),
    names(rows),
    search,
    '',
  ).map((b) => ({ ...b, header: { ...b.header, retrieved: '2026-11-27' } }))

describe('a tab book with a banner', () => {
  it('asks every book question by every block, with the table’s filters, country and year', () => {
    expect(bookBlockRequests(search, 'v9_brand')).toEqual([
      { id: 'v2_group', request: { rows: 'v9_brand', columns: 'v2_group', country: 'DEU' } },
      { id: 'v3_region', request: { rows: 'v9_brand', columns: 'v3_region', country: 'DEU' } },
    ])
  })

  it('reads each book table as the banner: blocks of their own, letters across them', () => {
    const [group, region] = read('Brand', [brandByGroup, brandByRegion])
    expect(group?.letters?.columns).toEqual(['A', 'B'])
    expect(region?.letters?.columns).toEqual(['C', 'D'])
    // Alpha, group: 30 % of 40 against 55 % of 60. p̂ = 45/100 = 0.45,
    // z = (0.30 − 0.55) / √(0.45 · 0.55 · (1/40 + 1/60)) = −0.25 / 0.1016 = −2.46: B beats A.
    expect(group?.letters?.cells).toEqual([
      [[], ['A']],
      [['B'], []],
    ])
    // Alpha, region: 60 % against 30 % of 50 each, z = 0.30 / √(0.45 · 0.55 · 0.04) = 3.02.
    expect(region?.letters?.cells).toEqual([
      [['D'], []],
      [[], ['C']],
    ])
  })

  it('gives each block of a book table its mean row when the address asks for one', () => {
    const withMean = { ...search, mean: 1 as const }
    const tables = [brandByGroup, brandByRegion].map((data) => ({
      id: data.identifier.columns ?? '',
      data,
    }))
    // Scores Alpha 1, Beta 2: group A (12 + 56) / 40 = 1.7, B (33 + 54) / 60 = 1.45;
    // region X (30 + 40) / 50 = 1.4, Y (15 + 70) / 50 = 1.7.
    const read = readBookBanner(tables, names('Brand'), withMean, '', meanRows)
    expect(read.map((b) => b.grid.analysis.mean?.cells.map((c) => c.summary?.mean))).toEqual([
      [1.7, 1.45],
      [1.4, 1.7],
    ])
    // Without the mean row's code there is none (it loads when asked for).
    expect(readBookBanner(tables, names('Brand'), withMean, '')[0]?.grid.analysis.mean).toBe(
      undefined,
    )
  })

  it('writes every table with its whole banner to one CSV and one workbook', async () => {
    const tables = [
      read('Answer', [agree, agreeByRegion]),
      read('Brand', [brandByGroup, brandByRegion]),
    ]
    const rows = parseCsv(bookBannerCsv(tables))
    expect(rows.filter((r) => r[0] === 'Block').map((r) => r.filter(Boolean))).toEqual([
      ['Block', 'Group', 'Region'],
      ['Block', 'Group', 'Region'],
    ])
    // Alpha: A 30 %, 12, ▼ (two columns: its residual is the pair's z), no letters; B 55 %, 33,
    // ▲, higher than A; the group's total; then X 60 %, higher than D.
    const alpha = rows.find((r) => r[0] === 'Alpha') ?? []
    expect(alpha.slice(1, 9)).toEqual(['30', '12', '▼', '', '55', '33', '▲', 'A'])
    expect(alpha.slice(11, 15)).toEqual(['60', '30', '▲', 'D'])

    const sheets = await readXlsx(
      await (await workbookBlob(bookBannerSheets(tables))).arrayBuffer(),
    )
    expect(sheets.map((s) => s.name)).toEqual(['Contents', '1 Answer', '2 Brand'])
    // Cells by their reference: the reader leaves out empty cells.
    const brand = [...sheets[2]!.rows.values()].map(
      (r) => new Map(r.map((c) => [c.ref.replace(/\d+$/, ''), c.value])),
    )
    const header = brand.find((r) => r.get('A') === 'Answer')
    expect(['B', 'C', 'D', 'E'].map((col) => header?.get(col))).toEqual([
      'Group: A (A) %',
      'Group: A (A) n',
      'Group: A (A) sig',
      'Group: A (A) higher than',
    ])
    const alpha2 = brand.find((r) => r.get('A') === 'Alpha')
    // Percentages as fractions, counts as numbers, marks and letters as text.
    expect(['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((col) => alpha2?.get(col))).toEqual([
      0.3,
      12,
      '▼',
      undefined,
      0.55,
      33,
      '▲',
      'A',
    ])
  })
})
