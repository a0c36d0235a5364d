import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../../../e2e/support/csv-reader'
import { readXlsx } from '../../../../e2e/support/office-readers'
import type { DataTable } from '../../../api/schemas'
import { workbookBlob } from '../../../lib/export/workbook'
import type { Net } from '../address/nets-address'
import type { TableRequest } from '../address/search-params'
import { bookCsv, bookSheets } from '../exports/tab-book-export'
import { withBlockNets } from './banner-nets'
import { readBookTable } from './tab-book-tables'
import { agreeByGroup, fromCounts } from './test-table'

/**
 * A tab book without a banner: each book table carries the address's nets of its own rows
 * question as rows after its answers (readBookTable with the row nets), counted and tested as
 * the banner's blocks and the table above count them, on the page and in the book's files.
 */

const request: TableRequest = { rows: 'v9_brand', columns: 'v2_group', country: 'DEU' }

/** Brand (three answers) by group: counts per column; `base` when answers overlap. */
function brand(counts: Record<string, number[]>, base?: number): DataTable {
  const { data, bases } = fromCounts(['Alpha', 'Beta', 'Gamma'], counts, base)
  return {
    ...agreeByGroup({ identifier: { rows: 'v9_brand', columns: 'v2_group' } }),
    title: 'Brand by group',
    chart: { dataFormat: 'cross-table', description: 'Brand by group', data, bases },
  }
}

const alphaBeta: Net = { name: 'Alpha or Beta', answerIds: ['v9_brand#1', 'v9_brand#2'] }
// A net of another question: no row of Brand's table.
const agreed: Net = { name: 'Agreed', answerIds: ['v1_agree#1', 'v1_agree#2'] }
const none = () => undefined
const read = (
  data: DataTable,
  type: string,
  nets?: readonly Net[],
  got: (r: TableRequest) => DataTable | undefined = none,
) =>
  readBookTable(
    data,
    { rows: { title: 'Brand', type }, columns: { title: 'Group' } },
    { pct: 'column', order: 'order' },
    '',
    undefined,
    nets ? { rowNets: { apply: (t) => withBlockNets(nets, t, got) }, request } : undefined,
  )

describe('a plain tab book table with the address’s nets', () => {
  // Single pick: A 12 + 8 + 20 = 40, B 33 + 12 + 15 = 60.
  const single = brand({ A: [12, 8, 20], B: [33, 12, 15] })

  it('adds its question’s net as the last row, summed and tested as an answer row', () => {
    const t = read(single, 'single-pick', [agreed, alphaBeta])
    expect(t.grid.rows.map((r) => r.label)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
      'Net: Alpha or Beta',
    ])
    const net = t.grid.rows[3]!
    // A 12 + 8 = 20 of 40 = 50 %, B 33 + 12 = 45 of 60 = 75 %; total 65 of 100.
    expect(net.cells.map((c) => [c.count, c.pct])).toEqual([
      [20, 50],
      [45, 75],
    ])
    expect(net.total).toMatchObject({ count: 65, pct: 65 })
    // p̂ = 0.65, z = (0.50 − 0.75) / √(0.65 · 0.35 · (1/40 + 1/60)) = −2.57: beyond 1.96.
    expect(net.cells.map((c) => c.sig)).toEqual(['lower', 'higher'])
    expect(t.model.nets?.rows.map((n) => n.name)).toEqual(['Alpha or Beta'])
  })

  it('without nets reads as before: the answers only', () => {
    expect(read(single, 'single-pick').grid.rows.map((r) => r.label)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
    ])
    expect(read(single, 'single-pick', [agreed]).model.nets).toBeUndefined()
  })

  // Multi-pick: A's answers add to 70 of a base of 40, so the net's count is the service's.
  const multi = brand({ A: [30, 20, 20], B: [30, 30, 20] }, 40)
  const filtered: DataTable = {
    ...multi,
    identifier: { ...multi.identifier, filters: alphaBeta.answerIds },
    chart: { ...multi.chart, bases: { A: 34, B: 36 } },
  }

  it('a multi-pick net waits for its filtered table, then takes its bases', () => {
    // Not in: no net row (never the sum 30 + 20 = 50 of 40).
    expect(read(multi, 'multi-pick', [alphaBeta]).grid.rows).toHaveLength(3)
    const asked: TableRequest[] = []
    const got = (r: TableRequest) => (asked.push(r), filtered)
    const net = read(multi, 'multi-pick', [alphaBeta], got).grid.rows[3]!
    // The table's own request filtered by the net's answers.
    expect(asked[0]).toEqual({ ...request, filters: alphaBeta.answerIds })
    // A 34 of 40 = 85 %, B 36 of 40 = 90 %.
    expect(net.cells.map((c) => [c.count, c.pct])).toEqual([
      [34, 85],
      [36, 90],
    ])
  })

  it('the book’s CSV and workbook carry the net row and say what the net holds', async () => {
    const t = read(single, 'single-pick', [alphaBeta])
    const book = [{ ...t, header: { ...t.header, retrieved: '2026-11-28' } }]
    const rows = parseCsv(bookCsv(book))
    expect(rows.find((r) => r[0] === 'Net: Alpha or Beta')?.slice(1, 3)).toEqual(['50', '20'])
    expect(rows.find((r) => r[0] === 'Nets')?.[1]).toBe(
      'Net: Alpha or Beta = Alpha OR Beta (counts added: one answer per respondent)',
    )
    const sheets = await readXlsx(await (await workbookBlob(bookSheets(book))).arrayBuffer())
    const row = [...sheets[1]!.rows.values()].find((r) => r[0]?.value === 'Net: Alpha or Beta')
    expect(
      row
        ?.filter((c) => c.kind === 'n')
        .map((c) => c.value)
        .slice(0, 2),
    ).toEqual([0.5, 20])
  })
})
