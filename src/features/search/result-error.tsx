import { describeFailure, type FailureWording } from '../../api/describe-failure'
import { FailureNotice } from '../../components/failure-notice'
import { m } from '../../paraglide/messages.js'
import { PastReachPage, type ReachPageProps } from './past-reach-page'

/**
 * On a list page a 404 is not a missing item: the list endpoint itself is unknown, which points
 * at the service's or a gateway's configuration.
 */
const SEARCH_WORDING: FailureWording = {
  kinds: {
    'not-found': () => ({
      title: m.failure_search_not_found(),
      advice: m.failure_search_not_found_advice(),
    }),
  },
}

export default function ResultError({
  error,
  onRetry,
  compact = false,
  paged,
}: {
  error: unknown
  onRetry: () => void
  compact?: boolean
  /** A list that pages: a page past the deepest result this server pages to says so. */
  paged?: Omit<ReachPageProps, 'reach'>
}) {
  const failure = describeFailure(error, SEARCH_WORDING)
  if (failure.kind === 'too-deep' && failure.reach !== undefined && paged)
    return <PastReachPage {...paged} reach={failure.reach} />
  return <FailureNotice failure={failure} onRetry={onRetry} compact={compact} />
}
