import { describe, expect, it } from 'vitest'
import type { DataTable } from '../../../api/schemas'
import { dataTableParams } from '../../../api/query-params'
import {
  anyColumnFigures,
  anyRowCounts,
  netColumnRequest,
  withCachedNets,
  netRowsLast,
  netTableRequest,
  placeNets,
  scaleBoxes,
  sumRowCounts,
  withNetColumns,
  withNetRows,
} from './nets'
import { formatNets, parseNets } from './nets-form'
import { isNetRow, MAX_NETS, netsNote } from '../address/nets-address'
import { stackRule, toGrid, toTableModel, type TableModel } from '../model/table-model'
import { exportHeader } from '../model/export-header'
import { exportRows } from '../exports/csv-export'
import { surveySearchSchema } from '../address/search-params'
import { footnote } from '../exports/deck'

type Points = DataTable['chart']['data']

function table(
  rows: string,
  columns: string | null,
  data: Points,
  bases: Record<string, number>,
): DataTable {
  return {
    identifier: { rows, survey_id: 's', columns, filters: [] },
    title: 'T',
    sources: [],
    geolocations: [],
    chart: { dataFormat: columns ? 'cross-table' : 'frequency-table', data, bases },
  }
}

const points = (labels: string[], counts: number[], base: number) =>
  labels.map((name, i) => ({
    name,
    percentage: Math.round(((counts[i] ?? 0) / base) * 1000) / 10,
    respondents: counts[i] ?? 0,
  }))

// A single-pick scale (q1) by a single-pick question (q2), 100 respondents per column.
const SCALE = ['Very good', 'Good', 'Fair', 'Poor', "Don't know"]
const scale: TableModel = toTableModel(
  table(
    'q1',
    'q2',
    {
      A: points(SCALE, [20, 30, 25, 15, 10], 100),
      B: points(SCALE, [10, 20, 30, 30, 10], 100),
      C: points(SCALE, [40, 30, 10, 10, 10], 100),
    },
    { A: 100, B: 100, C: 100 },
  ),
  { rows: { type: 'single-pick' }, columns: { type: 'single-pick' } },
)

// A multi-pick question (q3) by q2: respondents may count in several rows.
const SERVICES = ['Netflix', 'Disney+', 'Max']
const services: TableModel = toTableModel(
  table(
    'q3',
    'q2',
    {
      A: points(SERVICES, [60, 40, 20], 100),
      B: points(SERVICES, [50, 30, 10], 80),
    },
    { A: 100, B: 80 },
  ),
  { rows: { type: 'multi-pick' }, columns: { type: 'single-pick' } },
)

describe('nets in the address', () => {
  it('reads name~answer+answer entries separated by ;', () => {
    expect(parseNets('Top 2 box~q1#1+q1#2;Any~q3#1+q3#2+q3#3')).toEqual({
      nets: [
        { name: 'Top 2 box', answerIds: ['q1#1', 'q1#2'] },
        { name: 'Any', answerIds: ['q3#1', 'q3#2', 'q3#3'] },
      ],
      dropped: [],
    })
  })

  it('takes a form-decoded + (a space) as the separator too', () => {
    expect(parseNets('T2B~q1#1 q1#2').nets).toEqual([{ name: 'T2B', answerIds: ['q1#1', 'q1#2'] }])
  })

  it('drops what cannot be a net and says which', () => {
    const long = 'x'.repeat(61)
    const { nets, dropped } = parseNets(
      [
        'Good~q1#1+q1#2',
        'no tilde',
        '~q1#1+q1#2', // no name
        'One~q1#1', // one answer
        'Mixed~q1#1+q2#1', // two questions
        'Bad~q1#1+nope', // not an answer ID
        `${long}~q1#1+q1#2`, // name over 60 characters
        'good~q1#3+q1#4', // name taken (case-insensitive)
      ].join(';'),
    )
    expect(nets).toEqual([{ name: 'Good', answerIds: ['q1#1', 'q1#2'] }])
    expect(dropped).toEqual([
      'no tilde',
      '~q1#1+q1#2',
      'One~q1#1',
      'Mixed~q1#1+q2#1',
      'Bad~q1#1+nope',
      `${long}~q1#1+q1#2`,
      'good~q1#3+q1#4',
    ])
  })

  it('is a bounded text field of the builder address, never an error', () => {
    const read = (nets: unknown) => surveySearchSchema.parse({ rows: 'q1', nets }).nets
    expect(read('Top~q1#1+q1#2')).toBe('Top~q1#1+q1#2')
    expect(read('   ')).toBeUndefined()
    expect(read(['Top~q1#1+q1#2'])).toBeUndefined()
    expect(read('x'.repeat(9000))).toHaveLength(8000)
  })

  it('keeps at most ten', () => {
    const raw = Array.from({ length: 12 }, (_, i) => `N${i}~q1#1+q1#2`).join(';')
    const { nets, dropped } = parseNets(raw)
    expect(nets).toHaveLength(MAX_NETS)
    expect(dropped).toEqual(['N10~q1#1+q1#2', 'N11~q1#1+q1#2'])
  })

  it('writes what it reads, separators taken out of names', () => {
    const nets = [
      { name: 'A;B~C', answerIds: ['q1#1', 'q1#2'] },
      { name: 'Any', answerIds: ['q3#2', 'q3#3'] },
    ]
    const raw = formatNets(nets)
    expect(raw).toBe('A B C~q1#1+q1#2;Any~q3#2+q3#3')
    expect(parseNets(raw).nets[0]?.name).toBe('A B C')
    expect(formatNets([])).toBeUndefined()
  })
})

describe('single-pick nets add counts', () => {
  const [top] = placeNets([{ name: 'Top 2', answerIds: ['q1#1', 'q1#2'] }], scale, []).placed

  it('sums the answers per column', () => {
    // Very good + Good: A 20 + 30 = 50, B 10 + 20 = 30, C 40 + 30 = 70.
    expect(sumRowCounts(scale, ['q1#1', 'q1#2'])).toEqual([50, 30, 70])
    expect(top).toMatchObject({ side: 'rows', method: 'sum', labels: ['Very good', 'Good'] })
  })

  it('gives the net row its percentages in every view, and the cell test', () => {
    const model = withNetRows(scale, [{ net: top!, counts: [50, 30, 70] }])
    const column = netRowsLast(model, toGrid(model, 'column', 'order'))
    const net = column.rows.at(-1)!
    expect(net.label).toBe('Net: Top 2')
    expect(isNetRow(model, net.order)).toBe(true)
    // Column %: 50/100, 30/100, 70/100; Total: 150 of 300 = 50 %.
    expect(net.cells.map((c) => c.pct)).toEqual([50, 30, 70])
    expect(net.total).toMatchObject({ count: 150, pct: 50, base: 300 })
    // Adjusted residual: E = 150·100/300 = 50, variance 50·(1 − 150/300)·(1 − 100/300) = 16.67;
    // A (50 − 50)/4.08 = 0, B (30 − 50)/4.08 = −4.90, C +4.90: beyond ±1.96.
    expect(net.cells.map((c) => c.sig)).toEqual(['none', 'lower', 'higher'])
    // Row %: 50/150 = 33.3, 30/150 = 20, 70/150 = 46.7.
    const row = netRowsLast(model, toGrid(model, 'row', 'order')).rows.at(-1)!
    expect(row.cells.map((c) => c.pct)).toEqual([33.3, 20, 46.7])
    // Total %: 50/300 = 16.7, 30/300 = 10, 70/300 = 23.3.
    const total = netRowsLast(model, toGrid(model, 'total', 'order')).rows.at(-1)!
    expect(total.cells.map((c) => c.pct)).toEqual([16.7, 10, 23.3])
    // The answers' base stays: a net repeats respondents already counted.
    expect(column.totalBase).toBe(300)
  })

  it('keeps net rows after the answers whatever the sort', () => {
    const model = withNetRows(scale, [{ net: top!, counts: [50, 30, 70] }])
    const byValue = netRowsLast(model, toGrid(model, 'column', 'value'))
    expect(byValue.rows.map((r) => r.label).at(-1)).toBe('Net: Top 2')
    expect(byValue.rows.at(-2)?.label).toBe("Don't know")
  })

  it('adds a net column of a single-pick column question, untested', () => {
    const [ab] = placeNets([{ name: 'A or B', answerIds: ['q2#1', 'q2#2'] }], scale, []).placed
    expect(ab).toMatchObject({ side: 'columns', method: 'sum' })
    const column = withNetColumns(scale, toGrid(scale, 'column', 'order'), [{ net: ab! }], 'column')
    expect(column.model.columnLabels).toEqual(['A', 'B', 'C', 'Net: A or B'])
    // Base 100 + 100 = 200; Very good 20 + 10 = 30 of 200 = 15 %.
    expect(column.model.bases).toEqual([100, 100, 100, 200])
    expect(column.grid.rows[0]?.cells[3]).toMatchObject({
      count: 30,
      pct: 15,
      base: 200,
      sig: 'none',
    })
    expect(column.grid.totalBase).toBe(300)
    // Row %: Very good has 70 respondents, 30 of them in A or B = 42.9 %; total %: 30/300 = 10.
    const row = withNetColumns(scale, toGrid(scale, 'row', 'order'), [{ net: ab! }], 'row')
    expect(row.grid.rows[0]?.cells[3]?.pct).toBe(42.9)
    const total = withNetColumns(scale, toGrid(scale, 'total', 'order'), [{ net: ab! }], 'total')
    expect(total.grid.rows[0]?.cells[3]?.pct).toBe(10)
  })

  it('offers top-2 and bottom-2 box of a scale, leaving out non-substantive answers', () => {
    // Substantive: Very good, Good, Fair, Poor ("Don't know" left out): four, a scale.
    expect(scaleBoxes(scale, 'rows')).toEqual({
      top: { name: 'Top 2 box', answerIds: ['q1#1', 'q1#2'] },
      bottom: { name: 'Bottom 2 box', answerIds: ['q1#3', 'q1#4'] },
    })
    // Three answers (A, B, C) are not a scale; a multi-pick question is none.
    expect(scaleBoxes(scale, 'columns')).toBeUndefined()
    expect(scaleBoxes(services, 'rows')).toBeUndefined()
  })

  it('goes into the exports: the net row, and a line saying what it is', () => {
    const model = withNetRows(scale, [{ net: top!, counts: [50, 30, 70] }])
    const grid = netRowsLast(model, toGrid(model, 'column', 'order'))
    const header = exportHeader(table('q1', 'q2', {}, {}), 'column', '', '2026-11-24')
    const rows = exportRows(header, model, grid)
    const note = 'Net: Top 2 = Very good OR Good (counts added: one answer per respondent)'
    expect(rows).toContainEqual(['Nets', note])
    // % , n and mark per column (numbers, for the CSV's dialect), then Total % and n: 50 of 100,
    // 30 ▼, 70 ▲; 150 of 300 = 50 %.
    expect(rows.at(-1)).toEqual(['Net: Top 2', 50, 50, '', 30, 30, '▼', 70, 70, '▲', 50, 150])
    expect(footnote({ header, model, grid })).toContain(note)
  })

  it('refuses stacked bars once nets are shown', () => {
    const model = withNetRows(scale, [{ net: top!, counts: [50, 30, 70] }])
    expect(stackRule(scale, 'column').stackable).toBe(true)
    expect(stackRule(model, 'column')).toMatchObject({ stackable: false })
  })
})

describe('multi-pick nets come from the filtered table', () => {
  const net = { name: 'Any streaming', answerIds: ['q3#1', 'q3#2'] }

  it('asks the same table with the net’s answers added to the filters', () => {
    const request = { rows: 'q3', columns: 'q2', filters: ['q9#1'], country: 'DEU', year: 2024 }
    expect(netTableRequest(request, net)).toEqual({ ...request, filters: ['q9#1', 'q3#1', 'q3#2'] })
    // Sent as the service's filters parameter: answers of q3 ORed, ANDed with q9#1.
    expect(dataTableParams(netTableRequest(request, net))).toMatchObject({
      rows: 'q3',
      columns: 'q2',
      filters: 'q3#1,q3#2,q9#1',
      country: 'DEU',
      year: 2024,
    })
    expect(netTableRequest({ rows: 'q3' }, net).filters).toEqual(['q3#1', 'q3#2'])
  })

  it('is counted as "any of", never by adding counts', () => {
    const { placed } = placeNets([net], services, [])
    expect(placed[0]?.method).toBe('any')
  })

  it('takes each column’s base of the filtered table as the net’s count', () => {
    // Netflix 60 + Disney+ 40 = 100 in A would count those with both twice; the filtered table
    // says 70 of A's respondents and 55 of B's picked either.
    const filtered = table(
      'q3',
      'q2',
      { A: points(SERVICES, [60, 40, 15], 70), B: points(SERVICES, [50, 30, 8], 55) },
      { A: 70, B: 55 },
    )
    const counts = anyRowCounts(['A', 'B'], filtered)
    expect(counts).toEqual([70, 55])
    const [placed] = placeNets([net], services, []).placed
    const model = withNetRows(services, [{ net: placed!, counts }])
    const row = netRowsLast(model, toGrid(model, 'column', 'order')).rows.at(-1)!
    // 70/100 = 70 %, 55/80 = 68.75 → 68.8 %; total 125 of 180 = 69.4 %.
    expect(row.cells.map((c) => c.pct)).toEqual([70, 68.8])
    expect(row.total).toMatchObject({ count: 125, pct: 69.4 })
    expect(netsNote(model)).toBe(
      'Net: Any streaming = Netflix OR Disney+ (respondents who picked any of them: the base of the table filtered by these answers)',
    )
  })

  it('matches columns by series name; a column the filtered table lacks had none', () => {
    const filtered = table('q3', 'q2', { B: points(SERVICES, [50, 30, 8], 55) }, { B: 55 })
    expect(anyRowCounts(['A', 'B'], filtered)).toEqual([0, 55])
    // A frequency table's one series.
    const freq = table('q3', null, { Total: points(SERVICES, [60, 40, 20], 82) }, { Total: 82 })
    expect(anyRowCounts(['Total'], freq)).toEqual([82])
  })

  it('cannot be asked for when the table is filtered by the same question', () => {
    const { placed, issues } = placeNets([net], services, ['q3#3'])
    expect(placed).toEqual([])
    expect(issues[0]?.reason).toMatch(/combine them with the net's answers by OR/)
  })
})

describe('multi-pick column nets come from filtered frequency tables', () => {
  // Services (multi-pick) by devices used (multi-pick): Phone base 100, TV base 80.
  const byDevice = toTableModel(
    table(
      'q3',
      'q5',
      { Phone: points(SERVICES, [60, 40, 20], 100), TV: points(SERVICES, [50, 30, 10], 80) },
      { Phone: 100, TV: 80 },
    ),
    { rows: { type: 'multi-pick' }, columns: { type: 'multi-pick' } },
  )
  const screens = { name: 'Any screen', answerIds: ['q5#1', 'q5#2'] }
  const streaming = { name: 'Any streaming', answerIds: ['q3#1', 'q3#2'] }

  it('asks the rows alone, filtered by the column net (and a row net for their cell)', () => {
    const request = { rows: 'q3', columns: 'q5', filters: ['q9#1'], country: 'DEU', year: 2024 }
    expect(netColumnRequest(request, screens)).toEqual({
      rows: 'q3',
      filters: ['q9#1', 'q5#1', 'q5#2'],
      country: 'DEU',
      year: 2024,
    })
    expect(netColumnRequest(request, screens, streaming).filters).toEqual([
      'q9#1',
      'q5#1',
      'q5#2',
      'q3#1',
      'q3#2',
    ])
  })

  it('reads counts and base from them, and the crossing cell from the pair table', () => {
    const { placed } = placeNets([streaming, screens], byDevice, [])
    expect(placed.map((n) => [n.side, n.method])).toEqual([
      ['rows', 'any'],
      ['columns', 'any'],
    ])
    // Respondents using a phone or a TV: 150; of them 90 Netflix, 60 Disney+, 25 Max.
    const own = table('q3', null, { Total: points(SERVICES, [90, 60, 25], 150) }, { Total: 150 })
    // Of those 150, 105 use Netflix or Disney+.
    const pair = table('q3', null, { Total: points(SERVICES, [90, 60, 12], 105) }, { Total: 105 })
    const figures = anyColumnFigures(own, new Map([['Any streaming', pair]]))
    expect(figures).toEqual({
      counts: [90, 60, 25],
      base: 150,
      pairs: new Map([['Any streaming', 105]]),
    })
    const rows = withNetRows(byDevice, [{ net: placed[0]!, counts: [70, 55] }])
    const shown = withNetColumns(
      rows,
      netRowsLast(rows, toGrid(rows, 'column', 'order')),
      [{ net: placed[1]!, figures }],
      'column',
    )
    expect(shown.model.columnLabels).toEqual(['Phone', 'TV', 'Net: Any screen'])
    // 90/150 = 60 %, 60/150 = 40 %, 25/150 = 16.7 %; the net row 105/150 = 70 %.
    expect(shown.grid.rows.map((r) => r.cells[2]?.pct)).toEqual([60, 40, 16.7, 70])
    expect(shown.grid.rows.map((r) => r.cells[2]?.count)).toEqual([90, 60, 25, 105])
    expect(shown.grid.rows.every((r) => r.cells[2]?.sig === 'none')).toBe(true)
  })

  it('adds a single-pick net row’s answers in a multi-pick net column', () => {
    const scaleByDevice = toTableModel(
      table(
        'q1',
        'q5',
        {
          Phone: points(SCALE, [20, 30, 25, 15, 10], 100),
          TV: points(SCALE, [10, 20, 30, 30, 10], 100),
        },
        { Phone: 100, TV: 100 },
      ),
      { rows: { type: 'single-pick' }, columns: { type: 'multi-pick' } },
    )
    const { placed } = placeNets(
      [{ name: 'Top 2', answerIds: ['q1#1', 'q1#2'] }, screens],
      scaleByDevice,
      [],
    )
    const own = table(
      'q1',
      null,
      { Total: points(SCALE, [25, 40, 30, 20, 10], 125) },
      { Total: 125 },
    )
    const rows = withNetRows(scaleByDevice, [{ net: placed[0]!, counts: [50, 30] }])
    const shown = withNetColumns(
      rows,
      netRowsLast(rows, toGrid(rows, 'column', 'order')),
      [{ net: placed[1]!, figures: anyColumnFigures(own, new Map()) }],
      'column',
    )
    // Very good 25 + Good 40 = 65 of 125 = 52 %.
    expect(shown.grid.rows.at(-1)?.cells[2]).toMatchObject({ count: 65, pct: 52, base: 125 })
  })
})

describe('nets of a saved table, read without asking', () => {
  const mainTable = table(
    'q3',
    'q2',
    { A: points(SERVICES, [60, 40, 20], 100), B: points(SERVICES, [50, 30, 10], 80) },
    { A: 100, B: 80 },
  )
  const answers = toTableModel(mainTable, { rows: { type: 'multi-pick' } })
  const request = { rows: 'q3', columns: 'q2' }
  const net = { name: 'Any', answerIds: ['q3#1', 'q3#2'] }
  const filtered = table(
    'q3',
    'q2',
    { A: points(SERVICES, [60, 40, 15], 70), B: points(SERVICES, [50, 30, 8], 55) },
    { A: 70, B: 55 },
  )
  const read = (cache: Map<string, DataTable>) =>
    withCachedNets(
      answers,
      mainTable,
      [net],
      request,
      (m) => toGrid(m, 'column', 'order'),
      'column',
      (r) => cache.get(JSON.stringify(dataTableParams(r))),
    )

  it('takes a multi-pick net from a table already asked for', () => {
    const key = JSON.stringify(dataTableParams(netTableRequest(request, net)))
    const { model, grid } = read(new Map([[key, filtered]]))
    expect(model.nets?.rows.map((n) => n.name)).toEqual(['Any'])
    // 70 of 100, 55 of 80.
    expect(grid.rows.at(-1)?.cells.map((c) => c.count)).toEqual([70, 55])
  })

  it('leaves it out rather than asking (no credits spent unseen)', () => {
    const { model, grid } = read(new Map())
    expect(model.nets).toBeUndefined()
    expect(grid.rows).toHaveLength(3)
  })
})

describe('nets the table cannot show', () => {
  it('names the reason', () => {
    const { issues } = placeNets(
      [
        { name: 'Elsewhere', answerIds: ['q7#1', 'q7#2'] },
        { name: 'Missing', answerIds: ['q1#1', 'q1#9'] },
      ],
      scale,
      [],
    )
    expect(issues.map((i) => i.reason)).toEqual([
      'its answers are of a question that is not on the rows or columns of this table',
      '"q1" has no answer q1#9',
    ])
  })
})
