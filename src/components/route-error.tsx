import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { describeFailure } from '../api/describe-failure'
import { m } from '../paraglide/messages.js'
import { FailureNotice } from './failure-notice'

/** A page that failed as a whole; its own chunk (src/components/failure-component.tsx). */
export default function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()

  useEffect(() => {
    queryReset.reset()
  }, [queryReset])

  // A page that failed as a whole offers a retry, the way on may be the next request; unless
  // its own code did not download, which only a reload mends.
  const described = describeFailure(error)
  const failure = { ...described, retry: described.kind !== 'code' }
  return (
    <FailureNotice
      failure={failure}
      heading="h1"
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
    >
      <Link to="/" className="rounded border border-border-strong px-3 py-1.5 text-sm">
        {m.failure_go_overview()}
      </Link>
    </FailureNotice>
  )
}
