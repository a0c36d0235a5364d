import { SIG_MARK } from '../stats/analysis-words'
import { m } from '../../../paraglide/messages.js'

/**
 * A cell's significance mark, the same in the grid, the mean rows and the comparison: the arrow
 * for the eye, and an image's name for a screen reader (a name on a plain span is not read).
 */
export function SigMark({
  sig,
  of = '',
}: {
  sig: 'higher' | 'lower' | 'none' | undefined
  /** What is compared, when not the cell's share: "mean". */
  of?: string
}) {
  if (sig !== 'higher' && sig !== 'lower') return null
  return (
    <span
      role="img"
      aria-label={
        sig === 'higher'
          ? of
            ? m.survey_sig_of_higher({ of })
            : m.survey_sig_higher()
          : of
            ? m.survey_sig_of_lower({ of })
            : m.survey_sig_lower()
      }

      className={sig === 'higher' ? 'text-success' : 'text-danger'}
    >
      {SIG_MARK[sig]}
    </span>
  )
}
