import type { Question, Survey, SurveyColumn } from './types'

/** One side of a table: a question, optionally narrowed to one of its answers (1-based). */
export interface Dimension {
  question: Question
  answer?: number
}

/** Respondents match a filter when they picked any of `answers` (1-based) of `question`. */
export interface Filter {
  question: Question
  answers: number[]
}

export interface TableQuery {
  rows: Dimension
  columns?: Dimension
  filters: Filter[]
  /** Index into survey.countries; undefined pools every country. */
  countryIndex?: number
  yearIndex: number
}

export interface TableResult {
  /** Answers (1-based) shown as rows and as columns; a frequency table has no columns. */
  rowAnswers: number[]
  columnAnswers: number[]
  /** counts[c][r]: respondents picking row answer r in column c (column 0 for a frequency table). */
  counts: number[][]
  /** Respondents in each column: asked both questions, matching filters, and in that column. */
  bases: number[]
}

/**
 * Counts a frequency or cross table in one pass over the requested year's (and country's)
 * block of respondents. Single-pick values and multi-pick masks are both turned into a
 * bitmask of picked answers (bit i = answer i), so filters and multi-pick semantics share
 * one code path: a respondent counts in every answer picked.
 */
export function computeTable(survey: Survey, query: TableQuery): TableResult {
  const nCountries = survey.countries.length
  const first = query.yearIndex * nCountries + (query.countryIndex ?? 0)
  const last = query.countryIndex === undefined ? first + nCountries : first + 1
  const start = survey.blockStart[first] ?? 0
  const end = survey.blockStart[last] ?? 0

  const rowCol = column(survey, query.rows.question)
  const rowSingle = query.rows.question.type === 'single-pick'
  const nRows = query.rows.question.answers.length
  const rowMask = query.rows.answer === undefined ? allBits(nRows) : bit(query.rows.answer)

  const colQ = query.columns?.question
  const colCol = colQ ? column(survey, colQ) : undefined
  const colSingle = colQ?.type === 'single-pick'
  const nCols = colQ ? colQ.answers.length : 1
  const colMask = colQ
    ? query.columns?.answer === undefined
      ? allBits(nCols)
      : bit(query.columns.answer)
    : 1

  const filterCols = query.filters.map((f) => column(survey, f.question))
  const filterSingle = query.filters.map((f) => f.question.type === 'single-pick')
  const filterMasks = query.filters.map((f) => f.answers.reduce((m, a) => (m | bit(a)) >>> 0, 0))
  const nFilters = filterCols.length

  // counts[c * stride + r] with answers 1-based; index 0 unused.
  const stride = nRows + 1
  const counts = new Int32Array((nCols + 1) * stride)
  const bases = new Int32Array(nCols + 1)
  const rowPicks = rowSingle ? 0 : rowMask
  const rowOnly = query.rows.answer ?? 0

  for (let i = start; i < end; i++) {
    const rv = rowCol[i] ?? 0
    if (rv === 0) continue
    if (nFilters > 0 && !matches(filterCols, filterSingle, filterMasks, i)) continue
    let cols = 1
    if (colCol) {
      const cv = colCol[i] ?? 0
      if (cv === 0) continue
      cols = (colSingle ? 1 << (cv - 1) : cv) & colMask
      if (cols === 0) continue
    }
    // Lowest set bit first: c is its 1-based answer number.
    for (let cm = cols; cm !== 0; cm &= cm - 1) {
      const c = 32 - Math.clz32(cm & -cm)
      bases[c] = (bases[c] ?? 0) + 1
      const off = c * stride
      if (rowSingle) {
        if (rowOnly === 0 || rv === rowOnly) counts[off + rv] = (counts[off + rv] ?? 0) + 1
      } else {
        for (let rm = rv & rowPicks; rm !== 0; rm &= rm - 1) {
          const k = off + 32 - Math.clz32(rm & -rm)
          counts[k] = (counts[k] ?? 0) + 1
        }
      }
    }
  }

  const rowAnswers = answersIn(rowMask, nRows)
  const columnAnswers = colQ ? answersIn(colMask, nCols) : []
  const shownCols = colQ ? columnAnswers : [1]
  return {
    rowAnswers,
    columnAnswers,
    counts: shownCols.map((c) => rowAnswers.map((r) => counts[c * stride + r] ?? 0)),
    bases: shownCols.map((c) => bases[c] ?? 0),
  }
}

function matches(
  cols: readonly SurveyColumn[],
  single: readonly boolean[],
  masks: readonly number[],
  i: number,
): boolean {
  for (let f = 0; f < cols.length; f++) {
    const v = cols[f]?.[i] ?? 0
    const picked = single[f] ? (v === 0 ? 0 : 1 << (v - 1)) : v
    if ((picked & (masks[f] ?? 0)) === 0) return false
  }
  return true
}

function column(survey: Survey, q: Question): SurveyColumn {
  const c = survey.columns.get(q.id)
  if (!c) throw new Error(`no column for ${q.id}`)
  return c
}

function bit(answer: number): number {
  return (1 << (answer - 1)) >>> 0
}

function allBits(n: number): number {
  return n >= 32 ? 0xffffffff : ((1 << n) - 1) >>> 0
}

function answersIn(mask: number, n: number): number[] {
  const out: number[] = []
  for (let a = 1; a <= n; a++) if ((mask >>> (a - 1)) & 1) out.push(a)
  return out
}
