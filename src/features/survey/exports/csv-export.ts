import { csvDialect, toCsv, type CsvCell } from '../../../lib/csv'
import { m } from '../../../paraglide/messages.js'
import { netsNote } from '../address/nets-address'
import { analysisHeaderLines, analysisRows, BASE_MARK, warningLines } from './analysis-export'
import { markSentence, SIG_MARK } from '../stats/analysis-words'
import { DEFAULT_ANALYSIS } from '../stats/test-options'
import {
  baseFlag,
  type Cell,
  type Dimension,
  type Grid,
  type TableModel,
} from '../model/table-model'

import type { ExportHeader } from '../model/export-header'
import { HEADER_LABEL } from '../model/header-labels'

// Getters: read in the language of the file being written, not when this module loads.
export const PCT_BASE_MEANING = {
  get column() {
    return m.survey_meaning_column()
  },
  get row() {
    return m.survey_meaning_row()
  },
  get total() {
    return m.survey_meaning_total()
  },
}

/** One sentence on the ▲/▼ marks with the default options (analysis-words.ts words them). */
export function significanceSentence(): string {
  return markSentence({ options: DEFAULT_ANALYSIS, versus: { kind: 'rest' } })
}

function questionLine(d: Dimension): string {
  const wording = d.wording && d.wording !== d.title ? `: ${d.wording}` : ''
  const part = d.whole ? '' : m.survey_only_answer({ label: d.labels[0] ?? d.title })
  return `${d.title}${wording}${part}`
}

export function headerBlock(h: ExportHeader, model: TableModel, grid: Grid): string[][] {
  const cross = model.kind === 'cross'
  const L = HEADER_LABEL
  return [
    [L.title, h.title],
    [L.rows, questionLine(model.rows)],
    ...(model.columns ? [[L.columns, questionLine(model.columns)]] : []),
    [L.filters, h.filters || m.survey_no_filters_export()],
    ...(model.nets ? [[L.nets, netsNote(model)]] : []),
    [L.country, h.country],
    [L.year, h.year],
    [L.percentBase, cross ? PCT_BASE_MEANING[h.percentBase] : m.survey_percent_of_respondents()],
    [L.respondents, String(grid.totalBase)],
    ...warningLines(model, grid).filter(([label]) => label === L.smallBases),
    ...(model.multiPick ? [[L.multiPick, m.survey_multi_pick_export()]] : []),
    // Numbers, Significance, Multiple comparisons, Mean, Index (the analysis options, in words);
    // a table with its own test (audiences) states that one instead, uncorrected.
    ...analysisHeaderLines(model, grid)
      .filter((line) => !(h.significance && line[0] === L.multipleComparisons))
      .map((line) =>
        line[0] === L.significance && h.significance ? [L.significance, h.significance] : line,
      ),
    ...warningLines(model, grid).filter(([label]) => label === L.independence),
    [L.source, h.source],
    [L.retrieved, h.retrieved],
  ]
}

/**
 * The grid's rows for a file. Percentages and counts stay numbers, so the CSV writes them for
 * the reader's spreadsheet (a decimal comma for German Excel: csvDialect).
 */
export function gridRows(model: TableModel, grid: Grid): CsvCell[][] {
  if (model.kind === 'frequency') {
    const rows = grid.rows.map((r): CsvCell[] => [
      r.label,
      r.cells[0]?.count ?? 0,
      r.cells[0]?.pct ?? 0,
    ])
    const base = model.bases[0] ?? 0
    return [
      [m.survey_answer(), m.survey_respondents(), m.survey_percent()],
      ...rows,
      [m.survey_base(), base, BASE_MARK[baseFlag(base)]],
    ]
  }
  const head = [
    m.survey_answer(),
    ...model.columnLabels.flatMap((label) => [
      m.survey_col_pct({ label }),
      m.survey_col_n({ label }),
      m.survey_col_sig({ label }),
    ]),
    m.survey_total_pct(),
    m.survey_total_n(),
  ]
  const bases: CsvCell[] = [
    m.survey_base_n(),
    // The sig column of the base row carries the base's mark (* small, ! too small).
    ...model.bases.flatMap((b): CsvCell[] => ['', b, BASE_MARK[baseFlag(b)]]),
    '',
    grid.totalBase,
  ]
  const cell = (c: Cell): CsvCell[] => [c.pct, c.count, SIG_MARK[c.sig]]
  const rows = grid.rows.map((r): CsvCell[] => [
    r.label,
    ...r.cells.flatMap(cell),
    r.total.pct,
    r.total.count,
  ])
  return [head, bases, ...rows]
}

/** Header block, a blank line, the grid (and its mean and index blocks). */
export function exportRows(h: ExportHeader, model: TableModel, grid: Grid): CsvCell[][] {
  return [
    ...headerBlock(h, model, grid),
    [],
    ...gridRows(model, grid),
    ...analysisRows(model, grid),
  ]
}

export function surveyCsv(header: ExportHeader, model: TableModel, grid: Grid): string {
  // Semicolons and decimal commas on a German page, as German Excel opens a CSV file.
  return toCsv(exportRows(header, model, grid), csvDialect())
}
