import { failureComponent } from '../../components/failure-component'
import { m } from '../../paraglide/messages.js'

/** Card-shaped placeholders, so the first results do not make the page jump. */
export function ResultSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-label={m.results_loading()} className="space-y-3">
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

/** Nothing found: advice for what this page has (no date range where it has none). */
export function EmptyResults({
  suggestions,
  dated = true,
}: {
  suggestions: Suggestion[]
  /** The page has a date range to widen. */
  dated?: boolean
}) {
  return (
    <section className="rounded border border-dashed border-border-strong bg-surface p-6 text-center">
      <h2 className="text-lg font-semibold">{m.no_results()}</h2>
      <p className="mt-1 text-sm text-ink-muted">
        {dated ? m.no_results_dated() : m.no_results_undated()}
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

/** A search that failed: its code (the wording of failures) loads when one is shown. */
export const ResultError = failureComponent(() => import('./result-error'))
