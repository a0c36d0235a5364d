import { isApiError } from '../../api/http'

/** Card-shaped placeholders, so the first results do not make the page jump. */
export function ResultSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading results" className="space-y-3">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="animate-pulse space-y-2 rounded border border-border bg-surface p-4"
        >
          <div className="h-3 w-32 rounded bg-surface-muted" />
          <div className="h-5 w-3/4 rounded bg-surface-muted" />
          <div className="h-3 w-full rounded bg-surface-muted" />
          <div className="h-3 w-5/6 rounded bg-surface-muted" />
        </div>
      ))}
    </div>
  )
}

export interface Suggestion {
  label: string
  apply: () => void
}

export function EmptyResults({ suggestions }: { suggestions: Suggestion[] }) {
  return (
    <section className="rounded border border-dashed border-border-strong bg-surface p-6 text-center">
      <h2 className="text-lg font-semibold">No results</h2>
      <p className="mt-1 text-sm text-ink-muted">
        Nothing matches this search. Try fewer or other words, a wider date range, or fewer filters.
      </p>
      {suggestions.length > 0 && (
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {suggestions.map((s) => (
            <button
              key={s.label}
              type="button"
              onClick={s.apply}
              className="rounded border border-border-strong px-3 py-1.5 text-sm hover:bg-surface-muted"
            >
              {s.label}
            </button>
          ))}
        </div>
      )}
    </section>
  )
}

/** What went wrong and the way on, by kind of failure. */
export function explainError(error: unknown): { title: string; advice: string; retry: boolean } {
  if (!isApiError(error))
    return { title: 'Something unexpected failed', advice: String(error), retry: true }
  const { status, kind } = error
  if (status === 401)
    return {
      title: 'The API key was rejected (401)',
      advice:
        'The server sends no valid key. Set DDS_API_KEY on the server to a key of your API package, then retry.',
      // The key is fixed on the server, not here; retrying then works without a reload.
      retry: true,
    }
  if (status === 403)
    return {
      title: 'The API key may not do this (403)',
      advice:
        'The key is revoked, or its API package does not include this content. Check the key and package configured on the server.',
      retry: true,
    }
  if (status === 400)
    return {
      title: error.parameter
        ? `The service rejected the value of “${error.parameter}” (400)`
        : 'The service rejected the search (400)',
      advice: 'Change that setting and the search runs again.',
      retry: false,
    }
  if (status === 404)
    return {
      title: 'The service does not know this address (404)',
      advice: 'The service or a gateway in front of it may be misconfigured. Retry later.',
      retry: true,
    }
  if (status === 429)
    return { title: 'Too many requests (429)', advice: 'Wait a moment, then retry.', retry: true }
  if (kind === 'parse')
    return {
      title: 'The service sent an answer this page cannot read',
      advice: 'Retry; if it persists, the service changed its format.',
      retry: true,
    }
  if (kind === 'timeout')
    return { title: 'The service did not answer in time', advice: 'Retry.', retry: true }
  if (kind === 'network')
    return {
      title: 'The server could not be reached',
      advice: 'Check your connection, then retry.',
      retry: true,
    }
  return {
    title: `The service failed (${status})`,
    advice: 'This is usually temporary. Retry.',
    retry: true,
  }
}

export function ResultError({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown
  onRetry: () => void
  compact?: boolean
}) {
  const { title, advice, retry } = explainError(error)
  const message = error instanceof Error ? error.message : ''
  return (
    <section
      role="alert"
      className={`rounded border border-danger/40 bg-danger-soft ${compact ? 'p-3' : 'p-5'}`}
    >
      <h2 className={`${compact ? 'text-sm' : 'text-lg'} font-semibold text-danger`}>{title}</h2>
      {message && <p className="mt-1 text-sm text-ink">{message}</p>}
      <p className="mt-1 text-sm text-ink-muted">{advice}</p>
      {retry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:bg-accent-strong"
        >
          Retry
        </button>
      )}
    </section>
  )
}
