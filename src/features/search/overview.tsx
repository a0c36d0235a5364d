import { useQuery } from '@tanstack/react-query'
import { contentListQuery, type ContentTypeId } from '../../api/queries'
import { formatCount, formatDate } from '../../lib/format'
import { CONTENT_TYPES } from './content-types'

export const OVERVIEW_SIZE = 5

/** The newest items of every content type, each section loading on its own. */
export function Overview() {
  return (
    <div>
      <h1 className="text-2xl font-semibold">Latest in the catalogue</h1>
      <p className="mt-1 text-ink-muted">
        The most recent content of the last three months, per content type.
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {CONTENT_TYPES.map((type) => (
          <OverviewSection key={type.id} type={type.id} label={type.label} />
        ))}
      </div>
    </div>
  )
}

export const overviewQuery = (type: ContentTypeId) =>
  contentListQuery(type, { sort: 1, size: OVERVIEW_SIZE })

function OverviewSection({ type, label }: { type: ContentTypeId; label: string }) {
  const { data, error, isPending } = useQuery(overviewQuery(type))
  const headingId = `overview-${type}`
  return (
    <section aria-labelledby={headingId} className="rounded border border-border bg-surface p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {label}
        </h2>
        {data && (
          <span className="text-sm tabular-nums text-ink-subtle">
            {formatCount(data.total_count)} in the last 3 months
          </span>
        )}
      </div>
      {isPending && <p className="mt-3 text-sm text-ink-subtle">Loading…</p>}
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error.message}
        </p>
      )}
      {data && data.items.length === 0 && (
        <p className="mt-3 text-sm text-ink-subtle">Nothing published in this period.</p>
      )}
      {data && data.items.length > 0 && (
        <ul className="mt-3 divide-y divide-border">
          {data.items.map((item) => (
            <li key={item.identifier} className="flex items-baseline gap-3 py-2">
              <span className="min-w-0 flex-1 text-sm">{item.title}</span>
              {item.is_premium && (
                <span className="rounded bg-premium-soft px-1.5 text-xs font-medium text-premium">
                  Premium
                </span>
              )}
              <time
                className="shrink-0 text-xs tabular-nums text-ink-subtle"
                dateTime={item.released_at ?? undefined}
              >
                {formatDate(item.released_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
