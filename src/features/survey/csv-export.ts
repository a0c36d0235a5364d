import { toCsv } from '../../lib/csv'
import { netsNote } from './nets-address'
import { analysisHeaderLines, analysisRows, BASE_MARK, warningLines } from './analysis-export'
import { markSentence, SIG_MARK } from './analysis-words'
import { DEFAULT_ANALYSIS } from './test-options'
import { baseFlag, type Cell, type Dimension, type Grid, type TableModel } from './table-model'

import type { ExportHeader } from './export-header'

export const PCT_BASE_MEANING = {
  column: "column percent: share of each column's respondents giving the row answer",
  row: "row percent: share of the row answer's respondents in each column",
  total: 'total percent: share of all respondents in the table',
} as const

/** One sentence on the ▲/▼ marks with the default options (analysis-words.ts words them). */
export function significanceSentence(): string {
  return markSentence({ options: DEFAULT_ANALYSIS, versus: { kind: 'rest' } })
}

function questionLine(d: Dimension): string {
  const wording = d.wording && d.wording !== d.title ? `: ${d.wording}` : ''
  const part = d.whole ? '' : ` (only "${d.labels[0] ?? d.title}")`
  return `${d.title}${wording}${part}`
}

export function headerBlock(h: ExportHeader, model: TableModel, grid: Grid): string[][] {
  const cross = model.kind === 'cross'
  return [
    ['Title', h.title],
    ['Rows', questionLine(model.rows)],
    ...(model.columns ? [['Columns', questionLine(model.columns)]] : []),
    ['Filters', h.filters || 'none (all respondents asked)'],
    ...(model.nets ? [['Nets', netsNote(model)]] : []),
    ['Country', h.country],
    ['Year', h.year],
    ['Percent base', cross ? PCT_BASE_MEANING[h.percentBase] : 'percent of respondents'],
    ['Respondents', String(grid.totalBase)],
    ...warningLines(model, grid).filter(([label]) => label === 'Small bases'),
    ...(model.multiPick
      ? [
          [
            'Multi-pick',
            'respondents could give several answers; percentages can sum to more than 100',
          ],
        ]
      : []),
    // Numbers, Significance, Multiple comparisons, Mean, Index (the analysis options, in words);
    // a table with its own test (audiences) states that one instead, uncorrected.
    ...analysisHeaderLines(model, grid)
      .filter((line) => !(h.significance && line[0] === 'Multiple comparisons'))
      .map((line) =>
        line[0] === 'Significance' && h.significance ? ['Significance', h.significance] : line,
      ),
    ...warningLines(model, grid).filter(([label]) => label === 'Independence'),
    ['Source', h.source],
    ['Retrieved', h.retrieved],
  ]
}

const num = (v: number) => String(v)

export function gridRows(model: TableModel, grid: Grid): string[][] {
  if (model.kind === 'frequency') {
    const rows = grid.rows.map((r) => [
      r.label,
      num(r.cells[0]?.count ?? 0),
      num(r.cells[0]?.pct ?? 0),
    ])
    const base = model.bases[0] ?? 0
    return [
      ['Answer', 'Respondents', 'Percent'],
      ...rows,
      ['Base', num(base), BASE_MARK[baseFlag(base)]],
    ]
  }
  const head = [
    'Answer',
    ...model.columnLabels.flatMap((l) => [`${l} %`, `${l} n`, `${l} sig`]),
    'Total %',
    'Total n',
  ]
  const bases = [
    'Base (n)',
    // The sig column of the base row carries the base's mark (* small, ! too small).
    ...model.bases.flatMap((b) => ['', num(b), BASE_MARK[baseFlag(b)]]),
    '',
    num(grid.totalBase),
  ]
  const cell = (c: Cell) => [num(c.pct), num(c.count), SIG_MARK[c.sig]]
  const rows = grid.rows.map((r) => [
    r.label,
    ...r.cells.flatMap(cell),
    num(r.total.pct),
    num(r.total.count),
  ])
  return [head, bases, ...rows]
}

/** Header block, a blank line, the grid (and its mean and index blocks). */
export function exportRows(h: ExportHeader, model: TableModel, grid: Grid): string[][] {
  return [
    ...headerBlock(h, model, grid),
    [],
    ...gridRows(model, grid),
    ...analysisRows(model, grid),
  ]
}

export function surveyCsv(header: ExportHeader, model: TableModel, grid: Grid): string {
  return toCsv(exportRows(header, model, grid))
}
