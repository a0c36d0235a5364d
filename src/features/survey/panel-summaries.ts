import type { Versus } from './table-analysis'
import { DEFAULT_MIN_BASE, type AnalysisOptions } from './test-options'

/**
 * The one line a collapsed panel above the table shows (disclosure.tsx): what is on in it, so a
 * reader sees the table's settings without opening anything.
 */

/** "95%, vs the rest of the row · BH · index"; a frequency table has no cell tests. */
export function analysisSummary(
  options: AnalysisOptions,
  versus: Versus,
  cross: boolean,
  meanShown: boolean,
): string {
  const { test } = options
  const parts = cross
    ? [
        `${test.level}%, vs ${versus.kind === 'reference' ? versus.label : 'the rest of the row'}`,
        ...(test.minBase !== DEFAULT_MIN_BASE ? [`minimum base ${test.minBase}`] : []),
        ...(test.fdr === 'bh' ? ['BH'] : []),
        ...(options.index ? ['index'] : []),
      ]
    : []
  if (meanShown) parts.push('mean')
  return parts.length > 0 ? parts.join(' · ') : 'no mean row'
}

/**
 * "none", or the nets' names, how many extra tables (credits) are waiting to be asked, and how
 * many of the nets this table cannot show (the panel says why).
 */
export function netsSummary(
  names: readonly string[],
  tablesToAsk: number,
  credits: number,
  notShown = 0,
) {
  if (names.length === 0) return 'none'
  const waiting =
    tablesToAsk > 0
      ? ` · ${tablesToAsk === 1 ? 'one table' : `${tablesToAsk} tables`} to ask (${tablesToAsk * credits} credits)`
      : ''
  const hidden = notShown > 0 ? ` · ${notShown} not shown` : ''
  return `${names.join(', ')}${waiting}${hidden}`
}

/** "none as columns", or the audiences shown as columns. */
export function audiencesSummary(names: readonly string[]): string {
  if (names.length === 0) return 'none as columns'
  return `${names.length === 1 ? '1 as a column' : `${names.length} as columns`}: ${names.join(', ')}`
}
