import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../../api/schemas'
import { baseFlag, stackRule, toGrid, toTableModel, type TableModel } from './table-model'

function table(
  data: DataTable['chart']['data'],
  bases?: Record<string, number>,
  identifier: Partial<DataTable['identifier']> = {},
): DataTable {
  return {
    identifier: { rows: 'q1', survey_id: 's', columns: 'q2', filters: [], ...identifier },
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

  it('marks significance: 75 % of A vs 33 % of B says Yes, the same marks in every view', () => {
    // Yes/A: E = 50·40/100 = 20, variance = 20·(1 − 50/100)·(1 − 40/100) = 6, r = 10/√6 = 4.08
    // Yes/B: E = 30, variance = 30·0.5·0.4 = 6, r = −10/√6 = −4.08. No row (50) mirrors Yes.
    const marks = (pct: 'column' | 'row' | 'total') =>
      toGrid(model, pct, 'order').rows.map((r) => r.cells.map((c) => c.sig))
    const expected = [
      ['higher', 'lower'],
      ['lower', 'higher'],
    ]
    expect(marks('column')).toEqual(expected)
    expect(marks('row')).toEqual(expected)
    expect(marks('total')).toEqual(expected)
  })

  it('marks no cell whose column or row has fewer than 30 respondents', () => {
    // Column C: 20 of 20 say Yes (base 20 < 30). Yes/C: E = 70·20/120 = 11.67,
    // variance = 11.67·(1 − 70/120)·(1 − 20/120) = 4.051, r = 8.33/2.013 = 4.14: significant,
    // but not marked. Column A keeps its mark: E = 70·40/120 = 23.33, variance = 23.33 ·
    // (1 − 70/120)·(1 − 40/120) = 6.481, r = 6.67/2.546 = 2.62.
    const small = toTableModel(
      table(
        {
          A: [
            { name: 'Yes', percentage: 75, respondents: 30 },
            { name: 'No', percentage: 25, respondents: 10 },
          ],
          B: [
            { name: 'Yes', percentage: 33.3, respondents: 20 },
            { name: 'No', percentage: 66.7, respondents: 40 },
          ],
          C: [
            { name: 'Yes', percentage: 100, respondents: 20 },
            { name: 'No', percentage: 0, respondents: 0 },
          ],
        },
        { A: 40, B: 60, C: 20 },
      ),
    )
    for (const pct of ['column', 'row', 'total'] as const) {
      const grid = toGrid(small, pct, 'order')
      expect(grid.rows[0]?.cells[0]?.sig).toBe('higher')
      expect(grid.rows.map((r) => r.cells[2]?.sig)).toEqual(['none', 'none'])
    }
    // A row of 20 respondents (under 30) is not marked either, however lopsided.
    const rare = toTableModel(
      table(
        {
          A: [
            { name: 'Rare', percentage: 20, respondents: 20 },
            { name: 'Common', percentage: 80, respondents: 80 },
          ],
          B: [
            { name: 'Rare', percentage: 0, respondents: 0 },
            { name: 'Common', percentage: 100, respondents: 100 },
          ],
        },
        { A: 100, B: 100 },
      ),
    )
    expect(toGrid(rare, 'column', 'order').rows[0]?.cells.map((c) => c.sig)).toEqual([
      'none',
      'none',
    ])
    expect(toGrid(rare, 'column', 'order').rows[1]?.cells.map((c) => c.sig)).toEqual([
      'lower',
      'higher',
    ])
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

  it('keeps non-substantive answers at the bottom when sorting by value or label', () => {
    const answers = ['Netflix', 'None of these', 'Disney+', 'Other', "Don't know", 'Keine Angabe']
    const counts = [50, 90, 30, 80, 70, 60]
    const m = toTableModel(
      table({
        Total: answers.map((name, i) => ({
          name,
          percentage: counts[i] ?? 0,
          respondents: counts[i] ?? 0,
        })),
      }),
    )
    const order = (sort: 'value' | 'label') => toGrid(m, 'column', sort).rows.map((r) => r.label)
    expect(order('value')).toEqual([
      'Netflix',
      'Disney+',
      'None of these',
      'Other',
      "Don't know",
      'Keine Angabe',
    ])
    expect(order('label')).toEqual([
      'Disney+',
      'Netflix',
      'None of these',
      'Other',
      "Don't know",
      'Keine Angabe',
    ])
  })

  it('reads names given to it over the labels of the answer, and answer IDs by position', () => {
    const named = toTableModel(cross, {
      rows: { title: 'Agreement', wording: 'Do you agree?', answers: { 'q1#2': 'Disagree' } },
      columns: { title: 'Group', type: 'single-pick' },
    })
    expect(named.rows).toMatchObject({
      title: 'Agreement',
      wording: 'Do you agree?',
      answerIds: ['q1#1', 'q1#2'],
      labels: ['Yes', 'Disagree'],
      whole: true,
    })
    expect(named.columns).toMatchObject({ answerIds: ['q2#1', 'q2#2'], type: 'single-pick' })
    expect(toGrid(named, 'column', 'order').rows.map((r) => r.answerId)).toEqual(['q1#1', 'q1#2'])
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

describe('stacking rule', () => {
  const single = toTableModel(cross)
  const typed = (rows?: string, columns?: string): TableModel =>
    toTableModel(cross, { rows: { type: rows }, columns: { type: columns } })

  it('stacks column percent of a single-pick row question, one bar per column', () => {
    // Column A: 30 + 10 = 40 = its base; B: 20 + 40 = 60 = its base: each column is a whole.
    expect(stackRule(single, 'column')).toEqual({ stackable: true, bar: 'column' })
    expect(stackRule(typed('single-pick'), 'column')).toEqual({ stackable: true, bar: 'column' })
  })

  it('does not stack column percent of a multi-pick row question', () => {
    const rule = stackRule(typed('multi-pick'), 'column')
    expect(rule.stackable).toBe(false)
    expect(!rule.stackable && rule.reason).toMatch(/multi-pick/)
    // Counts above the base show multi-pick without a type: 8 + 5 of 10.
    const multi = toTableModel(
      table(
        {
          A: [
            { name: 'X', percentage: 80, respondents: 8 },
            { name: 'Y', percentage: 50, respondents: 5 },
          ],
          B: [
            { name: 'X', percentage: 50, respondents: 5 },
            { name: 'Y', percentage: 50, respondents: 5 },
          ],
        },
        { A: 10, B: 10 },
      ),
    )
    expect(stackRule(multi, 'column').stackable).toBe(false)
  })

  it('stacks row percent only across a column question known to be single-pick', () => {
    expect(stackRule(typed(undefined, 'single-pick'), 'row')).toEqual({
      stackable: true,
      bar: 'row',
    })
    expect(stackRule(typed(undefined, 'multi-pick'), 'row').stackable).toBe(false)
    const unknown = stackRule(single, 'row')
    expect(unknown.stackable).toBe(false)
    expect(!unknown.stackable && unknown.reason).toMatch(/not known/)
  })

  it('never stacks total percent, one answer of a question, or a frequency table', () => {
    expect(stackRule(typed('single-pick', 'single-pick'), 'total').stackable).toBe(false)
    const oneAnswer = toTableModel(table(cross.chart.data, { A: 40, B: 60 }, { rows: 'q1#1' }), {
      rows: { type: 'single-pick' },
    })
    expect(stackRule(oneAnswer, 'column').stackable).toBe(false)
    const frequency = toTableModel(
      table(
        { Total: [{ name: 'X', percentage: 100, respondents: 5 }] },
        { Total: 5 },
        {
          columns: null,
        },
      ),
    )
    expect(stackRule(frequency, 'column').stackable).toBe(false)
  })
})
