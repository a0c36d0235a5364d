/**
 * What a list left out because the service sent it in a form this app cannot read: how many of
 * how many, and why ("2 of 10 results could not be read: no title"). The rest of the list is
 * shown; this says that it is not all of it.
 */
export function UnreadableNote({
  note,
  things,
}: {
  note: { count: number; of: number; reasons: readonly string[] }
  /** What the list holds, plural ("results", "places"). */
  things: string
}) {
  if (note.count === 0) return null
  const why = note.reasons.slice(0, 3).join('; ')
  return (
    <p
      role="note"
      className="rounded border border-border bg-surface-muted px-3 py-2 text-sm text-ink-muted"
    >
      {note.count} of {note.of} {things} could not be read{why ? `: ${why}` : ''}. The service sent{' '}
      {note.count === 1 ? 'it' : 'them'} in a form this app does not know; the rest is shown.
    </p>
  )
}
