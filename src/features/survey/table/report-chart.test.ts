import { describe, expect, it } from 'vitest'
import { chartShape } from '../model/chart-panels'
import { exportHeader } from '../model/export-header'
import { REPORT_HEIGHT, REPORT_WIDTH, reportSvg, reportText } from './report-chart'
import { toGrid, toTableModel } from '../model/table-model'
import { agreeByGroup } from '../model/test-table'

const data = agreeByGroup({ sources: ['DDS survey'] })
const palette = {
  surface: '#ffffff',
  ink: '#111111',
  inkMuted: '#444444',
  border: '#dddddd',
  series: ['#000001', '#000002', '#000003', '#000004', '#000005'],
}

describe('report figure', () => {
  const model = toTableModel(data)
  const grid = toGrid(model, 'column', 'order')
  const header = exportHeader(data, 'column', 'Female & <young>', '2026-11-23')
  const text = reportText(header, model, grid.totalBase)

  it('is a slide-size light figure with title, subtitle, legend with bases, values, source', () => {
    const svg = reportSvg(chartShape(model, grid, 'grouped', 'column'), text, palette)
    expect(svg).toContain(`width="${REPORT_WIDTH}" height="${REPORT_HEIGHT}"`)
    expect(svg).toContain('<rect width="1600" height="900" fill="#ffffff"/>')
    expect(svg).toContain('Answer by group in Germany, 2024')
    // Country, year and the filters (escaped), then the base.
    expect(svg).toContain('Germany (DEU) · 2024 · Respondents: Female &amp; &lt;young&gt;')
    expect(svg).toContain('Base: 100 respondents')
    expect(svg).toContain('A (n = 40)')
    expect(svg).toContain('B (n = 60)')
    for (const value of ['75.0%', '33.3%', '25.0%', '66.7%']) expect(svg).toContain(value)
    expect(svg).toContain('Source: DDS survey. Retrieved 2026-11-23.')
    expect(svg.match(/class="bar"/g)).toHaveLength(4)
    expect(svg).not.toContain('var(')
  })

  it('stacks column percent as one bar per column, its parts labelled', () => {
    const svg = reportSvg(chartShape(model, grid, 'stacked', 'column'), text, palette)
    expect(svg).toContain('>A (n = 40)<')
    expect(svg).toContain('>Yes<')
    expect(svg).not.toMatch(/>1[1-9]0 %</)
    expect(svg).toContain('>100%<')
  })
})
