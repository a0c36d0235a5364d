import { formatNumber } from '../../../lib/format'
import { Z_CRITICAL, type Level } from './analysis-stats'
import { parseScores, type SurveySearch } from '../address/search-params'
import { m } from '../../../paraglide/messages.js'

/**
 * The reader's analysis options for a table: how cells are tested (level, minimum base, what a
 * column is compared with, a multiple-comparison correction), whether a mean row is shown and
 * with which answer scores, and whether the index is shown. One object, read from the address
 * (search-params.ts, the "Analysis options" fields) and passed to toGrid, so the grid, the
 * chart's marks, the exports and compare all read the same choices.
 */
export interface TestOptions {
  level: Level
  /** No mark where a tested group has fewer respondents than this. */
  minBase: number
  /** The column answer ID every column is compared with; undefined: the rest of the row. */
  versus: string | undefined
  /** Benjamini–Hochberg false discovery rate across all the table's cell tests, or none. */
  fdr: 'none' | 'bh'
}

export interface AnalysisOptions {
  test: TestOptions
  /** A mean and standard deviation row per column, of the answers' scores. */
  mean: boolean
  /** Answer ID → score the reader set; a question with none listed uses default scores. */
  scores: ReadonlyMap<string, number>
  /** Each cell's index (column percent ÷ total percent × 100) under its percentage. */
  index: boolean
}

export const DEFAULT_MIN_BASE = 30

export const DEFAULT_TEST: TestOptions = {
  level: 95,
  minBase: DEFAULT_MIN_BASE,
  versus: undefined,
  fdr: 'none',
}

export const DEFAULT_ANALYSIS: AnalysisOptions = {
  test: DEFAULT_TEST,
  mean: false,
  scores: new Map(),
  index: false,
}

type AnalysisSearch = Pick<
  SurveySearch,
  'level' | 'minbase' | 'vs' | 'fdr' | 'mean' | 'scores' | 'index'
>

/** The options the address holds; what it does not hold is the default. */
export function analysisFromSearch(search: Partial<AnalysisSearch>): AnalysisOptions {
  return {
    test: {
      level: search.level === 90 ? 90 : search.level === 99 ? 99 : 95,
      minBase: search.minbase ?? DEFAULT_MIN_BASE,
      versus: search.vs,
      fdr: search.fdr === 'bh' ? 'bh' : 'none',
    },
    mean: search.mean === 1,
    scores: parseScores(search.scores),
    index: search.index === 1,
  }
}

/** The address fields of `options`, defaults left out (undefined removes them). */
export function analysisToSearch(options: AnalysisOptions): AnalysisSearch {
  const { test } = options
  const scores = [...options.scores].map(([id, v]) => `${id}:${v}`).join(',')
  return {
    level: test.level === 95 ? undefined : test.level,
    minbase: test.minBase === DEFAULT_MIN_BASE ? undefined : test.minBase,
    vs: test.versus,
    fdr: test.fdr === 'bh' ? 'bh' : undefined,
    mean: options.mean ? 1 : undefined,
    scores: options.mean && scores ? scores : undefined,
    index: options.index ? 1 : undefined,
  }
}

/** "95 % (two-sided, |z| ≥ 1.96)" */
export function levelWords(level: Level): string {
  return m.survey_level_words({ level, z: formatNumber(Z_CRITICAL[level], 2) })
}

// Getters: read in the language of the page being written, not when this module loads.
export const FDR_WORDS = {
  get none() {
    return m.survey_fdr_none()
  },
  get bh() {
    return m.survey_fdr_bh()
  },
}

/**
 * What the numbers are (issue 18, item 6). The service returns respondent counts and
 * percentages and says nothing about weighting (docs/service-contract.md); the embedded
 * service's percentages are counts over bases. This app weights nothing.
 */
export function numbersStatement(): string {
  return m.survey_numbers_statement()
}
