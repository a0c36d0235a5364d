import { describeFailure, type FailureWording } from '../../api/describe-failure'
import { FailureNotice } from '../../components/failure-notice'

/**
 * On a list page a 404 is not a missing item: the list endpoint itself is unknown, which points
 * at the service's or a gateway's configuration.
 */
const SEARCH_WORDING: FailureWording = {
  kinds: {
    'not-found': {
      title: 'The service does not know this address (404)',
      advice: 'The service or a gateway in front of it may be misconfigured. Retry later.',
    },
  },
}

export default function ResultError({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown
  onRetry: () => void
  compact?: boolean
}) {
  return (
    <FailureNotice
      failure={describeFailure(error, SEARCH_WORDING)}
      onRetry={onRetry}
      compact={compact}
    />
  )
}
