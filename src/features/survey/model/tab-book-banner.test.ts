import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../../../e2e/support/csv-reader'
import { readXlsx } from '../../../../e2e/support/office-readers'
import type { DataTable } from '../../../api/schemas'
import { workbookBlob } from '../../../lib/export/workbook'
import { surveySearchSchema } from '../address/search-params'
import { bannerRows } from './banner'
import { blockNetTables, withBlockNets } from './banner-nets'
import { bookBlockRequests, readBookBanner } from './tab-book-banner'
import type { Net } from '../address/nets-address'
import type { TableRequest } from '../address/search-params'
import { toTableModel } from './table-model'
import { bookBannerCsv, bookBannerSheets } from '../exports/tab-book-banner-export'
import { meanRows } from '../stats/mean-analysis'
import { agreeByGroup, fromCounts } from './test-table'

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
/** A loaded block: its table, named by its column question, and the request that asked it. */
const block = (data: DataTable) => ({
  id: data.identifier.columns ?? '',
  data,
  request: { rows: data.identifier.rows, columns: data.identifier.columns ?? '', country: 'DEU' },
})
const read = (rows: string, tables: DataTable[]) =>
  readBookBanner(tables.map(block), names(rows), search, '').map((b) => ({
    ...b,
    header: { ...b.header, retrieved: '2026-11-27' },
  }))

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
    const tables = [brandByGroup, brandByRegion].map(block)
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

/**
 * The book question's row nets in every block of its banner (banner-nets.ts through
 * readBookBanner), counted and tested as on the banner page. Brand has three answers here.
 */
describe('a tab book banner with the address’s nets', () => {
  /** Brand (three answers) by `columns`, counts per column; `base` when answers overlap. */
  function brand(columns: string, counts: Record<string, number[]>, base?: number): DataTable {
    const { data, bases } = fromCounts(['Alpha', 'Beta', 'Gamma'], counts, base)
    return {
      ...table('v9_brand', columns, {}),
      chart: { dataFormat: 'cross-table', description: `Brand by ${columns}`, data, bases },
    }
  }
  const alphaBeta: Net = { name: 'Alpha or Beta', answerIds: ['v9_brand#1', 'v9_brand#2'] }
  const agreeNet: Net = { name: 'Agreed', answerIds: ['v1_agree#1', 'v1_agree#2'] }
  const none = () => undefined
  const nets = (list: readonly Net[], got: (r: TableRequest) => DataTable | undefined = none) => ({
    apply: (t: Parameters<typeof withBlockNets>[1]) => withBlockNets(list, t, got),
  })
  const readWith = (
    tables: DataTable[],
    list: readonly Net[],
    got?: (r: TableRequest) => DataTable | undefined,
  ) => readBookBanner(tables.map(block), names('Brand'), search, '', undefined, nets(list, got))

  // Single pick, each column's answers adding to its base.
  // Group: A 12 + 8 + 20 = 40, B 33 + 12 + 15 = 60. Region: X 30 + 10 + 10, Y 15 + 5 + 30 = 50.
  const byGroup = brand('v2_group', { A: [12, 8, 20], B: [33, 12, 15] })
  const byRegion = brand('v3_region', { X: [30, 10, 10], Y: [15, 5, 30] })

  it('adds the question’s own net as the last row of every block, summed and tested there', () => {
    const blocks = readWith([byGroup, byRegion], [alphaBeta, agreeNet])
    const rows = bannerRows(blocks)
    // Only Brand's net: the net of the other question (Agree) is no row of Brand's table.
    expect(rows.map((r) => r.label)).toEqual(['Alpha', 'Beta', 'Gamma', 'Net: Alpha or Beta'])
    const net = rows[3]!
    // Group: A 12 + 8 = 20 of 40 = 50 %, B 33 + 12 = 45 of 60 = 75 %; total 65 of 100.
    expect(net.cells[0]?.cells.map((c) => [c.count, c.pct])).toEqual([
      [20, 50],
      [45, 75],
    ])
    expect(net.cells[0]?.total).toMatchObject({ count: 65, pct: 65 })
    // p̂ = 0.65, z = (0.50 − 0.75) / √(0.65 · 0.35 · (1/40 + 1/60)) = −0.25 / 0.0974 = −2.57.
    expect(net.cells[0]?.cells.map((c) => c.sig)).toEqual(['lower', 'higher'])
    // Region: X 40 of 50 = 80 %, Y 20 of 50 = 40 %; z = 0.40 / √(0.6 · 0.4 · 0.04) = 4.08.
    expect(net.cells[1]?.cells.map((c) => [c.count, c.pct, c.sig])).toEqual([
      [40, 80, 'higher'],
      [20, 40, 'lower'],
    ])
    // Letters run on across the blocks for the net as for the answers: B beats A, X beats Y.
    expect(blocks[0]?.letters?.cells[3]).toEqual([[], ['A']])
    expect(blocks[1]?.letters?.cells[3]).toEqual([['D'], []])
  })

  it('the book’s CSV and workbook carry each block’s net row', async () => {
    const withDate = (t: ReturnType<typeof readWith>) =>
      t.map((b) => ({ ...b, header: { ...b.header, retrieved: '2026-11-27' } }))
    const book = [withDate(readWith([byGroup, byRegion], [alphaBeta]))]
    const net = parseCsv(bookBannerCsv(book)).find((r) => r[0] === 'Net: Alpha or Beta') ?? []
    // Per column %, n, mark, letters; then the block's total % and n: Group, then Region.
    expect(net.slice(1)).toEqual(
      ['50', '20', '▼', '', '75', '45', '▲', 'A', '65', '65'].concat([
        '80',
        '40',
        '▲',
        'D',
        '40',
        '20',
        '▼',
        '',
        '60',
        '60',
      ]),
    )
    const sheets = await readXlsx(await (await workbookBlob(bookBannerSheets(book))).arrayBuffer())
    const row = [...sheets[1]!.rows.values()].find((r) => r[0]?.value === 'Net: Alpha or Beta')
    expect(row?.filter((c) => c.kind === 'n').map((c) => c.value)).toEqual([
      0.5, 20, 0.75, 45, 0.65, 65, 0.8, 40, 0.4, 20, 0.6, 60,
    ])
  })

  // Multi-pick: Group A's answers add to 70 of a base of 40.
  const multiGroup = brand('v2_group', { A: [30, 20, 20], B: [30, 30, 20] }, 40)
  const multiRegion = brand('v3_region', { X: [25, 25, 10], Y: [10, 10, 30] }, 50)
  // Each filtered by Alpha or Beta: the bases are those who picked either.
  const filtered = (data: DataTable, bases: Record<string, number>): DataTable => ({
    ...data,
    identifier: { ...data.identifier, filters: alphaBeta.answerIds },
    chart: { ...data.chart, bases },
  })
  const groupAB = filtered(multiGroup, { A: 34, B: 36 })
  const regionAB = filtered(multiRegion, { X: 40, Y: 15 })

  it('asks one filtered table per block for a multi-pick net, and shows it once in', () => {
    const requests = [multiGroup, multiRegion].flatMap((d) => {
      const { request } = block(d)
      return blockNetTables([alphaBeta], toTableModel(d), request)
    })
    expect(requests).toEqual([
      { rows: 'v9_brand', columns: 'v2_group', country: 'DEU', filters: alphaBeta.answerIds },
      { rows: 'v9_brand', columns: 'v3_region', country: 'DEU', filters: alphaBeta.answerIds },
    ])
    // Not bought: no net row (never the sum 30 + 20 = 50 of 40).
    const waiting = bannerRows(readWith([multiGroup, multiRegion], [alphaBeta]))
    expect(waiting.map((r) => r.label)).toEqual(['Alpha', 'Beta', 'Gamma'])
    // Bought: A 34 of 40 = 85 %, B 36 of 40 = 90 %; X 40 of 50 = 80 %, Y 15 of 50 = 30 %.
    const got = (r: TableRequest) => (r.columns === 'v2_group' ? groupAB : regionAB)
    const net = bannerRows(readWith([multiGroup, multiRegion], [alphaBeta], got)).at(-1)!
    expect(net.label).toBe('Net: Alpha or Beta')
    expect(net.cells.map((b) => b?.cells.map((c) => [c.count, c.pct]))).toEqual([
      [
        [34, 85],
        [36, 90],
      ],
      [
        [40, 80],
        [15, 30],
      ],
    ])
    // 85 % against 90 %, 40 each: z = −0.05 / √(0.875 · 0.125 · 0.05) = −0.68, no mark;
    // 80 % against 30 %, 50 each: z = 0.5 / √(0.55 · 0.45 · 0.04) = 5.03.
    expect(net.cells.map((b) => b?.cells.map((c) => c.sig))).toEqual([
      ['none', 'none'],
      ['higher', 'lower'],
    ])
  })
})
