/**
 * What a list left out because the service sent it in a form this app cannot read: how many of
 * how many, and why ("2 of 10 results could not be read: no title"). The rest of the list is
 * shown; this says that it is not all of it. Each feature words it (features/search's
 * unreadable-words.ts, the research answer's own sentence), so its words load with that feature.
 */
export function UnreadableNote({
  note,
  text,
}: {
  note: { count: number; of: number; reasons: readonly string[] }
  /** The sentence, from the counts and reasons (`reasonsOf`). */
  text: (counts: { count: number; of: number; why: string }) => string
}) {
  if (note.count === 0) return null
  return (
    <p
      role="note"
      className="rounded border border-border bg-surface-muted px-3 py-2 text-sm text-ink-muted"
    >
      {text({ count: note.count, of: note.of, why: reasonsOf(note.reasons) })}
    </p>
  )
}

/** The first three reasons, after a colon; nothing when none is known. */
function reasonsOf(reasons: readonly string[]): string {
  const why = reasons.slice(0, 3).join('; ')
  return why ? `: ${why}` : ''
}
