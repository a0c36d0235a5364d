import { formatCount } from '../../../lib/format'
import type { Versus } from '../stats/table-analysis'
import { DEFAULT_MIN_BASE, type AnalysisOptions } from '../stats/test-options'
import { m } from '../../../paraglide/messages.js'

/**
 * The one line a collapsed panel above the table shows (disclosure.tsx): what is on in it, so a
 * reader sees the table's settings without opening anything.
 */

/**
 * "95%, vs the rest of the row · BH · index · column letters"; a frequency table has no cell
 * tests, nor column letters.
 */
export function analysisSummary(
  options: AnalysisOptions,
  versus: Versus,
  cross: boolean,
  meanShown: boolean,
  letters = false,
): string {
  const { test } = options
  const parts = cross
    ? [
        versus.kind === 'reference'
          ? m.survey_sum_vs({ level: test.level, label: versus.label })
          : m.survey_sum_vs_rest({ level: test.level }),
        ...(test.minBase !== DEFAULT_MIN_BASE
          ? [m.survey_sum_min_base({ n: formatCount(test.minBase) })]
          : []),
        ...(test.fdr === 'bh' ? ['BH'] : []),
        ...(options.index ? [m.survey_sum_index()] : []),
        ...(letters ? [m.survey_sum_letters()] : []),
      ]
    : []
  if (meanShown) parts.push(m.survey_sum_mean())
  return parts.length > 0 ? parts.join(' · ') : m.survey_sum_no_mean()
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
  if (names.length === 0) return m.survey_sum_none()
  const waiting =
    tablesToAsk > 0
      ? m.survey_sum_tables_to_ask({
          count: tablesToAsk,
          shown: formatCount(tablesToAsk),
          credits: formatCount(tablesToAsk * credits),
        })
      : ''
  const hidden = notShown > 0 ? m.survey_sum_not_shown({ count: formatCount(notShown) }) : ''
  return `${names.join(', ')}${waiting}${hidden}`
}

/** "none as columns", or the audiences shown as columns. */
export function audiencesSummary(names: readonly string[]): string {
  if (names.length === 0) return m.survey_sum_no_audiences()
  return m.survey_sum_audiences({
    count: names.length,
    shown: formatCount(names.length),
    names: names.join(', '),
  })
}
