import { formatPercent } from '../../../lib/format'
import { m } from '../../../paraglide/messages.js'
import type { TestOptions } from './test-options'

/**
 * The one line that explains column letters (column-letters.ts), on the page and in every
 * banner export: what a letter means, at which level, by which test, with the minimum base and
 * the correction as applied. Worded when called, in the interface's language.
 */
export function lettersLegend(test: Pick<TestOptions, 'level' | 'minBase' | 'fdr'>): string {
  return m.banner_letters_legend({
    letter: 'B',
    level: formatPercent(test.level, 0),
    minBase: String(test.minBase),
    correction: test.fdr === 'bh' ? m.banner_letters_bh() : m.banner_letters_no_correction(),
  })
}
