import type { ReactNode } from 'react'
import type { Failure } from '../api/describe-failure'
import { m } from '../paraglide/messages.js'

const primary =
  'rounded bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:bg-accent-strong'

/**
 * A failure as every page shows it: what happened (heading), the service's words, what to do,
 * and a retry button when asking again can help. `children` adds a feature's own ways on.
 */
export function FailureNotice({
  failure,
  onRetry,
  retryLabel,
  heading: Heading = 'h2',
  compact = false,
  children,
}: {
  failure: Failure
  onRetry?: (() => void) | undefined
  retryLabel?: string
  heading?: 'h1' | 'h2' | 'h3'
  compact?: boolean
  children?: ReactNode
}) {
  const showRetry = failure.retry && onRetry !== undefined
  // The app's own code did not download: a reload is the way on, so it is the button.
  const showReload = failure.kind === 'code'
  return (
    <section
      role="alert"
      className={`rounded border border-danger/40 bg-danger-soft ${compact ? 'p-3' : 'p-5'}`}
    >
      <Heading className={`${compact ? 'text-sm' : 'text-lg'} font-semibold text-danger`}>
        {failure.title}
      </Heading>
      {failure.detail && <p className="mt-1 text-sm break-words text-ink">{failure.detail}</p>}
      {failure.advice && <p className="mt-1 text-sm text-ink-muted">{failure.advice}</p>}
      {(showRetry || showReload || children || failure.signIn) && (
        <div className="mt-3 flex flex-wrap gap-3">
          {failure.signIn && (
            <a href={signInHref(failure.signIn)} className={primary}>
              {m.failure_sign_in()}
            </a>
          )}
          {showReload && (
            <button
              type="button"
              // Like the fallback's in failure-component.tsx, which is in every first load
              // while this notice is not: shared, the button would be a chunk of its own there.
              onClick={() => window.location.reload()}
              className={primary}
            >
              {m.failure_reload()}
            </button>
          )}
          {showRetry && (
            <button type="button" onClick={onRetry} className={primary}>
              {retryLabel ?? m.failure_retry()}
            </button>
          )}
          {children}
        </div>
      )}
    </section>
  )
}

/** The server's sign-in address, coming back to this page (not to the refused API call). */
function signInHref(signIn: string): string {
  if (typeof window === 'undefined') return signIn
  const url = new URL(signIn, window.location.origin)
  url.searchParams.set('next', `${window.location.pathname}${window.location.search}`)
  return `${url.pathname}${url.search}`
}
