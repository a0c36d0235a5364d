import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../api/schemas'
import { baseFlag, toGrid, toTableModel } from './table-model'

function table(data: DataTable['chart']['data'], bases?: Record<string, number>): DataTable {
  return {
    identifier: { rows: 'q1', survey_id: 's', columns: 'q2', filters: [] },
    title: 'T',
    sources: [],
    geolocations: [],
    chart: { dataFormat: 'cross-table', data, ...(bases ? { bases } : {}) },
  }
}

// Column A: 30 of 40 say Yes, 10 No; column B: 20 of 60 Yes, 40 No (single-pick).
const cross = table(
  {
    A: [
      { name: 'Yes', percentage: 75, respondents: 30 },
      { name: 'No', percentage: 25, respondents: 10 },
    ],
    B: [
      { name: 'Yes', percentage: 33.3, respondents: 20 },
      { name: 'No', percentage: 66.7, respondents: 40 },
    ],
  },
  { A: 40, B: 60 },
)

describe('percent bases', () => {
  const model = toTableModel(cross)

  it('column percent is the service value', () => {
    const grid = toGrid(model, 'column', 'order')
    expect(grid.rows[0]?.cells.map((c) => c.pct)).toEqual([75, 33.3])
    expect(grid.rows[0]?.cells.map((c) => c.base)).toEqual([40, 60])
    // Total column: Yes 50 of 100 respondents.
    expect(grid.rows[0]?.total).toMatchObject({ count: 50, pct: 50, base: 100 })
  })

  it('row percent is the cell count of the row total', () => {
    const grid = toGrid(model, 'row', 'order')
    // Yes: 30/50 = 60 %, 20/50 = 40 %; No: 10/50 = 20 %, 40/50 = 80 %
    expect(grid.rows.map((r) => r.cells.map((c) => c.pct))).toEqual([
      [60, 40],
      [20, 80],
    ])
    expect(grid.rows[0]?.total.pct).toBe(100)
  })

  it('total percent is the cell count of all respondents', () => {
    const grid = toGrid(model, 'total', 'order')
    expect(grid.rows.map((r) => r.cells.map((c) => c.pct))).toEqual([
      [30, 20],
      [10, 40],
    ])
    expect(grid.totalBase).toBe(100)
  })

  it('marks significance: 75 % of A vs 33 % of B says Yes', () => {
    // pooled 0.5, SE = sqrt(.25·(1/40+1/60)) = 0.10206; z = (0.75 − 0.3333)/0.10206 = 4.08
    const grid = toGrid(model, 'column', 'order')
    expect(grid.rows[0]?.cells.map((c) => c.sig)).toEqual(['higher', 'lower'])
  })

  it('sorts rows by label, value and answer order', () => {
    expect(toGrid(model, 'column', 'label').rows.map((r) => r.label)).toEqual(['No', 'Yes'])
    expect(toGrid(model, 'column', 'value').rows.map((r) => r.label)).toEqual(['Yes', 'No'])
    expect(toGrid(model, 'column', 'order').rows.map((r) => r.label)).toEqual(['Yes', 'No'])
  })

  it('estimates bases without chart.bases, and detects multi-pick from counts', () => {
    const multi = table({
      Total: [
        { name: 'X', percentage: 80, respondents: 8 },
        { name: 'Y', percentage: 50, respondents: 5 },
      ],
    })
    const m = toTableModel(multi)
    expect(m.bases).toEqual([10])
    expect(m.multiPick).toBe(true)
    expect(model.multiPick).toBe(false)
  })

  it('flags small and tiny bases', () => {
    expect([baseFlag(9), baseFlag(10), baseFlag(29), baseFlag(30)]).toEqual([
      'tiny',
      'small',
      'small',
      'ok',
    ])
  })
})
