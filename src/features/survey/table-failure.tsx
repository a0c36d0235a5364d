import { describeFailure, withStatus, type FailureWording } from '../../api/describe-failure'
import { FailureNotice } from '../../components/failure-notice'

// 400 and 404 are the service's verdict on this combination of questions, country and year;
// anything else is a failure to fetch the table, said the way every page says it.
const noTable = ({ status }: { status: number }) => ({
  title: withStatus('No table for this combination', status),
})

const TABLE_WORDING: FailureWording = {
  kinds: { invalid: noTable, 'not-found': noTable },
  parameters: {
    country: 'Choose another country, or all surveyed countries.',
    year: 'Choose a survey year in which the questions were asked.',
    rows: 'Choose another question for rows.',
    columns: 'Choose another question for columns, or remove it.',
    filters: 'Remove or change the filter answers.',
  },
}

/** The main table's failure (result-view.tsx loads this only when there is one). */
export function TableFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <FailureNotice
      failure={describeFailure(error, TABLE_WORDING)}
      onRetry={onRetry}
      retryLabel="Try again"
      compact
    />
  )
}
