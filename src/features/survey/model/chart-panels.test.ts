import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../../api/schemas'
import { BARS_PER_PANEL, chartShape, percentAxis } from './chart-panels'
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
    expect(shape.axis).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] })
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

  it('counts each segment of a stacked bar against BARS_PER_PANEL', () => {
    // Each column's counts sum to its base: column percent of the rows may stack, one bar per
    // column of 30 segments.
    const data = table(30, 12)
    const columns = Object.entries(data.chart.data)
    const bases = Object.fromEntries(
      columns.map(([name, points]) => [name, points.reduce((sum, p) => sum + p.respondents, 0)]),
    )
    const model = toTableModel({ ...data, chart: { ...data.chart, bases } })
    const shape = chartShape(model, toGrid(model, 'column', 'order'), 'stacked', 'column')
    expect(shape.stacked).toBe(true)
    expect(shape.series).toHaveLength(30)
    expect(shape.panels.length).toBeGreaterThan(1)
    expect(shape.panels.at(-1)?.[1]).toBe(12)
    for (const [start, end] of shape.panels)
      expect((end - start) * 30).toBeLessThanOrEqual(BARS_PER_PANEL)
  })

  it('gives every panel one rounded percent axis over the largest bar', () => {
    const grouped = shapeOf(30, 12)
    const largestBar = Math.max(...grouped.values.flat())
    expect(grouped.axis.max).toBeGreaterThanOrEqual(largestBar)
    expect(grouped.axis.max % 10).toBe(0)
  })

  it('draws stacked column percent as one bar per column, ending at 100 %', () => {
    // 3 rows of a single-pick question: each column's counts sum to its base.
    const data: DataTable['chart']['data'] = {
      A: [
        { name: 'Yes', percentage: 50, respondents: 20 },
        { name: 'No', percentage: 37.5, respondents: 15 },
        { name: "Don't know", percentage: 12.5, respondents: 5 },
      ],
      B: [
        { name: 'Yes', percentage: 20, respondents: 12 },
        { name: 'No', percentage: 70, respondents: 42 },
        { name: "Don't know", percentage: 10, respondents: 6 },
      ],
    }
    const model = toTableModel({
      ...table(0, 0),
      chart: { dataFormat: 'cross-table', data, bases: { A: 40, B: 60 } },
    })
    const shape = chartShape(model, toGrid(model, 'column', 'order'), 'stacked', 'column')
    expect(shape.stacked).toBe(true)
    expect(shape.categories).toEqual(['A', 'B'])
    expect(shape.series).toEqual(['Yes', 'No', "Don't know"])
    expect(shape.values).toEqual([
      [50, 37.5, 12.5],
      [20, 70, 10],
    ])
    expect(shape.categoryBases).toEqual([40, 60])
    expect(shape.axis.max).toBe(100)
    // Row percent is not stackable here (the column question's type is unknown): grouped.
    const row = chartShape(model, toGrid(model, 'row', 'order'), 'stacked', 'row')
    expect(row.stacked).toBe(false)
    expect(row.stack.stackable).toBe(false)
    expect(row.categories).toEqual(['Yes', 'No', "Don't know"])
  })

  it('never puts a percent tick above 100', () => {
    for (const largest of [0, 3, 19.9, 20, 35, 50, 50.1, 99.9, 100, 100.1, 199.5]) {
      const axis = percentAxis(largest)
      expect(axis.max).toBeLessThanOrEqual(100)
      expect(Math.max(...axis.ticks)).toBe(axis.max)
      expect(axis.max).toBeGreaterThanOrEqual(Math.min(100, largest))
    }
    expect(percentAxis(100.1).ticks).toEqual([0, 20, 40, 60, 80, 100])
  })
})
