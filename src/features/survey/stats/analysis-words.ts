import { formatCount, formatNumber } from '../../../lib/format'
import { alphaOf, INDEX_HIGH, INDEX_LOW, indexBand, Z_CRITICAL } from './analysis-stats'
import { formatP } from './number-format'
import { chiSquareReliable, type ChiSquare } from './stats'
import type { TableAnalysis } from './table-analysis'
import { FDR_WORDS, type TestOptions } from './test-options'
import { m } from '../../../paraglide/messages.js'

/**
 * The analysis options in words: one sentence per choice, the same in the legend
 * (significance-note.tsx) and in every export (csv-export.ts headerBlock, which the Excel sheet
 * and the PowerPoint notes read), so a reader of either learns what was tested and how.
 */

/** The marks themselves, on screen (sig-mark.tsx) and in every export. */
export const SIG_MARK = { higher: '▲', lower: '▼', none: '' } as const

/** The mark after a value in an export's text (" ▲"), or nothing. */
export function markAfter(sig: keyof typeof SIG_MARK): string {
  return SIG_MARK[sig] ? ` ${SIG_MARK[sig]}` : ''
}

const level = (test: TestOptions) =>
  m.survey_level_words_short({ level: test.level, z: formatNumber(Z_CRITICAL[test.level], 2) })

/** What ▲/▼ compare, at what level, where they are left out. */
export function markSentence(analysis: Pick<TableAnalysis, 'options' | 'versus'>): string {
  const { test } = analysis.options
  const { versus } = analysis
  if (versus.kind === 'rest')
    return m.survey_mark_rest({ level: level(test), minBase: formatCount(test.minBase) })
  return m.survey_mark_reference({
    label: versus.label,
    level: level(test),
    minBase: formatCount(test.minBase),
  })
}

/** The multiple-comparison line: none, or BH with the number of tests it corrected across. */
export function correctionSentence(analysis: TableAnalysis): string {
  const { fdr } = analysis.options.test
  const tests = formatCount(analysis.tests)
  if (fdr === 'none') return m.survey_correction_none({ words: FDR_WORDS.none, tests })
  return m.survey_correction_bh({
    words: FDR_WORDS.bh,
    tests,
    alpha: formatNumber(1 - analysis.options.test.level / 100, 2),
    mean: analysis.options.mean ? m.survey_correction_bh_mean() : '',
  })
}

/** What the index is and where its arrows start. */
export function indexSentence(): string {
  return m.survey_index_sentence({ high: INDEX_HIGH, low: INDEX_LOW })
}

export const INDEX_ARROW = { high: '↑', low: '↓', none: '' } as const

/** The index as shown: whole number with its arrow ("132↑"). */
export function indexText(index: number | undefined): string {
  if (index === undefined) return '–'
  return `${formatNumber(index, 0)}${INDEX_ARROW[indexBand(index)]}`
}

/** The whole-table test's result, as the page and every export give it. */
export function independenceResult(
  chi: ChiSquare | undefined,
  level: TestOptions['level'],
): string {
  if (!chi) return m.survey_chi_not_enough()
  const verdict =
    chi.p < alphaOf(level) ? m.survey_chi_related({ level }) : m.survey_chi_unrelated({ level })
  return m.survey_chi_result({
    statistic: formatNumber(chi.statistic, 1),
    df: chi.df,
    p: formatP(chi.p),
    verdict,
  })
}

/** The result with its caveat, in one line (the exports' "Independence"). */
export function independenceSentence(
  chi: ChiSquare | undefined,
  level: TestOptions['level'],
): string {
  const caveat = chi && chiSquareCaveat(chi)
  const result = independenceResult(chi, level)
  return caveat ? `${result} ${caveat}` : result
}

/** Why the χ² p-value cannot be trusted here, or nothing when it can. */
export function chiSquareCaveat(chi: ChiSquare): string | undefined {
  if (chiSquareReliable(chi)) return undefined
  const under1 = chi.expectedUnder1 > 0 ? m.survey_chi_under1({ count: chi.expectedUnder1 }) : ''
  return m.survey_chi_caveat({ under5: chi.expectedUnder5, cells: chi.cells, under1 })
}
