import { useId } from 'react'
import type { Sharing } from '../api/schemas/workspace'
import { m } from '../paraglide/messages.js'

// Getters: read in the language of the page being written, not when this module loads.
export const SHARING_WORDS: Record<Sharing, string> = {
  get private() {
    return m.sharing_private()
  },
  get 'team-read'() {
    return m.sharing_team_read()
  },
  get 'team-edit'() {
    return m.sharing_team_edit()
  },
}

/**
 * Who may see an item the reader owns: only them, the team to read, or the team to edit. The
 * choice is saved at once (the owner's alone; colleagues find it under "Shared with the team").
 */
export function SharingChoice({
  sharing,
  name,
  onChange,
}: {
  sharing: Sharing
  /** The item's name, for the label. */
  name: string
  onChange: (sharing: Sharing) => void
}) {
  const id = useId()
  return (
    <span className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>
        {m.sharing_label()}
        <span className="sr-only">{m.sharing_of({ name })}</span>
      </label>
      <select
        id={id}
        value={sharing}
        onChange={(e) => onChange(e.target.value as Sharing)}
        className="rounded border border-border-strong bg-surface px-2 py-1 text-sm"
      >
        {(Object.keys(SHARING_WORDS) as Sharing[]).map((value) => (
          <option key={value} value={value}>
            {SHARING_WORDS[value]}
          </option>
        ))}
      </select>
    </span>
  )
}
