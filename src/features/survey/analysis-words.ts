import { formatNumber } from '../../lib/format'
import { alphaOf, INDEX_HIGH, INDEX_LOW, indexBand, Z_CRITICAL } from './analysis-stats'
import { formatP } from './number-format'
import { chiSquareReliable, type ChiSquare } from './stats'
import type { TableAnalysis } from './table-analysis'
import { FDR_WORDS, type TestOptions } from './test-options'

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
  `two-sided, ${test.level}% (|z| ≥ ${formatNumber(Z_CRITICAL[test.level], 2)})`

/** What ▲/▼ compare, at what level, where they are left out. */
export function markSentence(analysis: Pick<TableAnalysis, 'options' | 'versus'>): string {
  const { test } = analysis.options
  const { versus } = analysis
  if (versus.kind === 'rest')
    return (
      `▲/▼: more/fewer respondents in the cell than expected if rows and columns were independent; ` +
      `adjusted standardized residual, ${level(test)}; the same test in every percent view; ` +
      `no mark where the column or the row has fewer than ${test.minBase} respondents.`
    )
  return (
    `▲/▼: the column's share giving the answer is higher/lower than in the reference column "${versus.label}"; ` +
    `two-proportion z-test (pooled), ${level(test)}; the reference column is unmarked; ` +
    `marks are of column percentages and shown only with Column %; ` +
    `no mark where the column or the reference column has fewer than ${test.minBase} respondents.`
  )
}

/** The multiple-comparison line: none, or BH with the number of tests it corrected across. */
export function correctionSentence(analysis: TableAnalysis): string {
  const { fdr } = analysis.options.test
  if (fdr === 'none') return `${FDR_WORDS.none} (${analysis.tests} cell tests).`
  return `${FDR_WORDS.bh} (${analysis.tests} tests; a cell is marked where its adjusted p-value is at most ${formatNumber(1 - analysis.options.test.level / 100, 2)})${analysis.options.mean ? "; the mean row's tests are corrected among themselves" : ''}.`
}

export const INDEX_SENTENCE = `column % ÷ total % × 100 (the same in every view); ↑ ${INDEX_HIGH} or more (over-represented), ↓ ${INDEX_LOW} or less (under-represented).`

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
  if (!chi) return 'not enough rows or columns with respondents to test.'
  const verdict =
    chi.p < alphaOf(level)
      ? `rows and columns are related (significant at ${level}%).`
      : `no significant relation at ${level}%.`
  return `χ² = ${formatNumber(chi.statistic, 1)}, df = ${chi.df}, ${formatP(chi.p)}: ${verdict}`
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
  const under1 = chi.expectedUnder1 > 0 ? `, ${chi.expectedUnder1} under 1` : ''
  return (
    `Unreliable: ${chi.expectedUnder5} of ${chi.cells} expected counts are under 5${under1} ` +
    '(the approximation wants at most a fifth under 5 and none under 1); merge small answers or columns.'
  )
}
