import type { CollectionEntry } from '../../lib/collections/model'

/**
 * An entry's facts as kept when it was added (label and value pairs), as the collection page and
 * its report both list them: labels beside values from the small breakpoint, stacked below it.
 */
export function SnapshotFacts({
  snapshot,
  className,
}: {
  snapshot: CollectionEntry['snapshot']
  className: string
}) {
  return (
    <dl className={`grid gap-x-3 sm:grid-cols-[auto_1fr] ${className}`}>
      {snapshot.map((s) => (
        <div key={s.label} className="contents">
          <dt className="font-medium text-ink-subtle">{s.label}</dt>
          <dd className="break-words">{s.value}</dd>
        </div>
      ))}
    </dl>
  )
}
