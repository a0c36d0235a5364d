import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Status-specific advice; the error's own message says what happened. */
function adviceFor(status: number | undefined): string {
  if (status === 401 || status === 403)
    return 'Check the API key configured on the server (DDS_API_KEY) and its package.'
  if (status === 429) return 'The service is rate-limiting requests. Wait a moment, then retry.'
  if (status === 502 || status === 504 || status === 0 || status === undefined)
    return 'The service may be unreachable or slow. Retry, or check the server’s terminal.'
  if (status >= 500) return 'The service had a problem. Retrying often helps.'
  return 'Change the request or go back to the overview.'
}

/** Errors reach the boundary untyped; API errors carry an HTTP status (0 when none). */
function readError(error: unknown): { message: string; status: number | undefined } {
  if (!(error instanceof Error)) return { message: String(error), status: undefined }
  const status =
    'status' in error && typeof error.status === 'number' && error.status > 0
      ? error.status
      : undefined
  return { message: error.message, status }
}

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  const { message, status } = readError(error)

  useEffect(() => {
    queryReset.reset()
  }, [queryReset])

  return (
    <section role="alert" className="rounded border border-danger/40 bg-danger-soft p-5">
      <h1 className="text-lg font-semibold text-danger">
        {status ? `The request failed (${status})` : 'The request failed'}
      </h1>
      <p className="mt-1 text-ink">{message}</p>
      <p className="mt-1 text-sm text-ink-muted">{adviceFor(status)}</p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          className="rounded bg-accent px-4 py-2 text-sm font-medium text-on-accent hover:bg-accent-strong"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Retry
        </button>
        <Link to="/" className="rounded border border-border-strong px-4 py-2 text-sm">
          Go to the overview
        </Link>
      </div>
    </section>
  )
}
