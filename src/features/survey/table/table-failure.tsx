import { describeFailure, withStatus, type FailureWording } from '../../../api/describe-failure'
import { FailureNotice } from '../../../components/failure-notice'
import { m } from '../../../paraglide/messages.js'

// 400 and 404 are the service's verdict on this combination of questions, country and year;
// anything else is a failure to fetch the table, said the way every page says it.
const noTable = ({ status }: { status: number }) => ({
  title: withStatus(m.survey_no_table_combination(), status),
})

// A function: its words are read when the failure is shown, in the page's language.
const tableWording = (): FailureWording => ({
  kinds: { invalid: noTable, 'not-found': noTable },
  parameters: {
    country: m.survey_fix_country(),
    year: m.survey_fix_year(),
    rows: m.survey_fix_rows(),
    columns: m.survey_fix_columns(),
    filters: m.survey_fix_filters(),
  },
})

/** The main table's failure (result-view.tsx loads this only when there is one). */
export function TableFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <FailureNotice
      failure={describeFailure(error, tableWording())}
      onRetry={onRetry}
      retryLabel={m.survey_try_again()}
      compact
    />
  )
}
