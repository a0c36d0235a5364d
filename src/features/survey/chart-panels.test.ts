import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../api/schemas'
import { BARS_PER_PANEL, chartShape } from './chart-panels'
import { toGrid, toTableModel } from './table-model'

function table(rows: number, cols: number): DataTable {
  const data: DataTable['chart']['data'] = {}
  for (let c = 0; c < cols; c++)
    data[`Column ${c + 1}`] = Array.from({ length: rows }, (_, r) => ({
      name: `Row ${r + 1}`,
      percentage: ((r + c) % 9) * 5,
      respondents: ((r + c) % 9) * 20,
    }))
  return {
    identifier: { rows: 'v1_rows', survey_id: 's', columns: 'v2_cols', filters: [] },
    title: 'T',
    sources: [],
    geolocations: [],
    chart: { dataFormat: 'cross-table', data },
  }
}

function shapeOf(rows: number, cols: number, layout: 'grouped' | 'stacked' = 'grouped') {
  const model = toTableModel(table(rows, cols))
  return chartShape(model, toGrid(model, 'column', 'order'), layout)
}

describe('chartShape', () => {
  it('keeps a small chart in one panel with an automatic value axis', () => {
    const shape = shapeOf(8, 4)
    expect(shape.panels).toEqual([[0, 8]])
    expect(shape.valueMax).toBeUndefined()
  })

  it('splits a 30 x 12 table into panels of at most BARS_PER_PANEL bars covering every row', () => {
    const shape = shapeOf(30, 12)
    expect(shape.panels.length).toBeGreaterThan(1)
    expect(shape.panels[0]?.[0]).toBe(0)
    expect(shape.panels.at(-1)?.[1]).toBe(30)
    for (const [start, end] of shape.panels)
      expect((end - start) * 12).toBeLessThanOrEqual(BARS_PER_PANEL)
    shape.panels.slice(1).forEach(([start], i) => expect(start).toBe(shape.panels[i]?.[1]))
  })

  it('gives split panels one rounded value axis: largest bar, or largest stack when stacked', () => {
    const grouped = shapeOf(30, 12)
    const stacked = shapeOf(30, 12, 'stacked')
    const largestBar = Math.max(
      ...grouped.data.flatMap((d) => grouped.series.map((s) => Number(d[s]))),
    )
    expect(grouped.valueMax).toBeGreaterThanOrEqual(largestBar)
    expect(grouped.valueMax! % 5).toBe(0)
    expect(stacked.valueMax).toBeGreaterThan(grouped.valueMax!)
  })
})
