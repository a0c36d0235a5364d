import { describeFailure, failureLine } from '../../../api/describe-failure'

/**
 * A failed request in one line, the way every page says it. Loaded with the failure (the
 * wording tables are not part of a page that has none): `lazy(() => import('./failure-line'))`.
 */
export default function FailureLine({ error }: { error: Error }) {
  return <>{failureLine(describeFailure(error))}</>
}
