import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../../api/schemas'
import { bannerRows, readBlocks } from './banner'
import { bannerExportRows } from '../exports/banner-export'
import { bannerSheet } from '../exports/banner-sheet'
import { blockNetTables, withBlockNets } from './banner-nets'
import { tableRows } from '../exports/deck'
import { exportHeader } from './export-header'
import { withCachedNets } from '../stats/nets'
import type { Net } from '../address/nets-address'
import type { TableRequest } from '../address/search-params'
import { toGrid, toTableModel } from './table-model'
import { DEFAULT_ANALYSIS } from '../stats/test-options'
import { fromCounts } from './test-table'

/**
 * Row nets in a banner (banner-nets.ts): each block gets the net rows the single table has,
 * counted and tested within the block. Rows question `q` has four answers A–D (q#1 … q#4).
 */
function table(columns: string, counts: Record<string, number[]>, base?: number): DataTable {
  const { data, bases } = fromCounts(['A', 'B', 'C', 'D'], counts, base)
  return {
    identifier: { rows: 'q', survey_id: 's', columns, filters: [] },
    title: `Q by ${columns}`,
    sources: ['Survey'],
    geolocations: [],
    chart: { dataFormat: 'cross-table', data, bases, description: `Q by ${columns}` },
  }
}

const none = () => undefined
const top: Net = { name: 'Top', answerIds: ['q#1', 'q#2'] }

// Single pick (each column's answers add up to its base of 100).
const gender = table('gender', { Men: [40, 30, 20, 10], Women: [10, 20, 30, 40] })
const age = table('age', { Young: [50, 30, 10, 10], Old: [10, 10, 30, 50] })

function read(
  tables: { id: string; data: DataTable }[],
  nets: readonly Net[],
  got: (r: TableRequest) => DataTable | undefined = none,
  order: 'order' | 'value' = 'order',
) {
  return readBlocks(
    tables.map((t) => ({
      id: t.id,
      model: withBlockNets(
        nets,
        {
          model: toTableModel(t.data),
          data: t.data,
          request: { rows: 'q', columns: t.id },
        },
        got,
      ),
    })),
    'column',
    order,
    DEFAULT_ANALYSIS,
  )
}

describe('row nets in a banner of single-pick answers', () => {
  const blocks = read(
    [
      { id: 'gender', data: gender },
      { id: 'age', data: age },
    ],
    [top],
  )

  it('each block has the net row, its counts the sum of its answers', () => {
    const rows = bannerRows(blocks)
    expect(rows.map((r) => r.label)).toEqual(['A', 'B', 'C', 'D', 'Net: Top'])
    const net = rows[4]!
    expect(net.net).toBe(true)
    // Gender: men 40 + 30 = 70 of 100, women 10 + 20 = 30 of 100; total 100 of 200 = 50 %.
    expect(net.cells[0]?.cells.map((c) => [c.count, c.pct])).toEqual([
      [70, 70],
      [30, 30],
    ])
    expect(net.cells[0]?.total).toMatchObject({ count: 100, pct: 50 })
    // Age: young 50 + 30 = 80, old 10 + 10 = 20, of 100 each; total 100 of 200.
    expect(net.cells[1]?.cells.map((c) => [c.count, c.pct])).toEqual([
      [80, 80],
      [20, 20],
    ])
  })

  it('is tested within its block as the single table tests it, and is that table’s net row', () => {
    const net = bannerRows(blocks)[4]!
    // 70 % of 100 against the rest of the block, 30 % of 100: z ≈ 5.7, men higher, women lower.
    expect(net.cells[0]?.cells.map((c) => c.sig)).toEqual(['higher', 'lower'])
    expect(net.cells[1]?.cells.map((c) => c.sig)).toEqual(['higher', 'lower'])
    // The single table of Q by Gender with the same net (nets.ts) has the same row, to the mark.
    const single = withCachedNets(
      toTableModel(gender),
      gender,
      [top],
      { rows: 'q', columns: 'gender' },
      (m) => toGrid(m, 'column', 'order', DEFAULT_ANALYSIS),
      'column',
      none,
    )
    expect(net.cells[0]).toEqual(single.grid.rows.at(-1))
  })

  it('stays last, under the answers, whatever the sort', () => {
    // Answers by their total: D 100, C 55, B 30, A 15 of 200; the net after them all.
    const skewed = table('gender', { Men: [10, 20, 30, 40], Women: [5, 10, 25, 60] })
    const sorted = read([{ id: 'gender', data: skewed }], [top], none, 'value')
    expect(bannerRows(sorted).map((r) => r.label)).toEqual(['D', 'C', 'B', 'A', 'Net: Top'])
  })

  it('a net of a column question is no row, and a banner without nets is as it was', () => {
    const ofGender: Net = { name: 'Both', answerIds: ['gender#1', 'gender#2'] }
    const plain = read([{ id: 'gender', data: gender }], [])
    expect(read([{ id: 'gender', data: gender }], [ofGender])).toEqual(plain)
    expect(plain[0]?.model.nets).toBeUndefined()
  })

  it('the CSV, Excel sheet and slide carry the net row of each block', () => {
    const exported = blocks.map((b, i) => ({
      ...b,
      header: exportHeader([gender, age][i]!, 'column', ''),
    }))
    const csv = bannerExportRows(exported)
    // Per column %, n, mark; then the block's total % and n: Gender then Age.
    expect(csv.find((r) => r[0] === 'Net: Top')).toEqual([
      'Net: Top',
      70,
      70,
      '▲',
      30,
      30,
      '▼',
      50,
      100,
      80,
      80,
      '▲',
      20,
      20,
      '▼',
      50,
      100,
    ])
    const sheet = bannerSheet('Gender', exported[0]!)
    expect(sheet.rows.some((r) => r[0] === 'Net: Top')).toBe(true)
    const slide = tableRows(exported[1]!)
    expect(slide.flat().some((cell) => String(cell).includes('Net: Top'))).toBe(true)
  })
})

describe('row nets in a banner of multi-pick answers', () => {
  // Several answers per respondent: Men's answers add up to 140 of a base of 100.
  const gm = table('gender', { Men: [60, 50, 20, 10], Women: [20, 30, 40, 50] }, 100)
  const am = table('age', { Young: [70, 40, 20, 10], Old: [10, 40, 40, 60] }, 100)
  // Each block filtered by A or B: the bases are the respondents who picked either.
  const gFiltered = table('gender', { Men: [60, 50, 5, 5], Women: [20, 30, 10, 10] }, 0)
  gFiltered.chart.bases = { Men: 75, Women: 40 }
  const aFiltered = table('age', { Young: [70, 40, 5, 5], Old: [10, 40, 10, 10] }, 0)
  aFiltered.chart.bases = { Young: 90, Old: 45 }

  it('names one filtered table per block to ask, and shows no net until it is in', () => {
    expect(blockNetTables([top], toTableModel(gm), { rows: 'q', columns: 'gender' })).toEqual([
      { rows: 'q', columns: 'gender', filters: ['q#1', 'q#2'] },
    ])
    const waiting = read([{ id: 'gender', data: gm }], [top])
    expect(bannerRows(waiting).map((r) => r.label)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('counts each block’s net from its own filtered table: respondents who picked any', () => {
    const got = (r: TableRequest) => (r.columns === 'gender' ? gFiltered : aFiltered)
    const blocks = read(
      [
        { id: 'gender', data: gm },
        { id: 'age', data: am },
      ],
      [top],
      got,
    )
    const net = bannerRows(blocks).at(-1)!
    // Gender: 75 of 100 men (not 60 + 50 = 110), 40 of 100 women; Age: 90 and 45 of 100.
    expect(net.cells[0]?.cells.map((c) => [c.count, c.pct])).toEqual([
      [75, 75],
      [40, 40],
    ])
    expect(net.cells[1]?.cells.map((c) => [c.count, c.pct])).toEqual([
      [90, 90],
      [45, 45],
    ])
    // 75 % against 40 %, 100 each: z ≈ 5.0, marked within the block.
    expect(net.cells[0]?.cells.map((c) => c.sig)).toEqual(['higher', 'lower'])
  })

  it('a net only the second block has yet still comes, its first block’s cells empty', () => {
    const got = (r: TableRequest) => (r.columns === 'age' ? aFiltered : undefined)
    const rows = bannerRows(
      read(
        [
          { id: 'gender', data: gm },
          { id: 'age', data: am },
        ],
        [top],
        got,
      ),
    )
    expect(rows.map((r) => r.label)).toEqual(['A', 'B', 'C', 'D', 'Net: Top'])
    expect(rows[4]?.cells[0]).toBeUndefined()
    expect(rows[4]?.cells[1]?.cells[0]?.count).toBe(90)
  })
})
