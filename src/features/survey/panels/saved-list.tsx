import { useEffect, useRef, useState, type RefObject } from 'react'
import { m } from '../../../paraglide/messages.js'

/**
 * What the survey's lists kept in this browser (saved tables, saved audiences) share: renaming
 * an entry in place, what is said when one is renamed or deleted, and where focus goes then.
 * Entries mark their Rename and Delete buttons with `data-rename` and `data-delete`.
 */
export function useSavedList(
  fallback: RefObject<HTMLElement | null>,
  /** The store's rename: the name it kept, or undefined when none was left. */
  rename: (id: string, name: string) => string | undefined,
) {
  const list = useRef<HTMLUListElement>(null)
  const [renaming, setRenaming] = useState<string>()
  const [said, setSaid] = useState('')
  // Where focus goes after the next render, once the form or the entry has gone.
  const refocus = useRef<{ rename: string } | { deleted: number; id: string }>(undefined)
  useEffect(() => {
    const target = refocus.current
    if (!target) return
    refocus.current = undefined
    if ('rename' in target) {
      // Back to the entry's Rename button, which the form stood beside.
      list.current
        ?.querySelector<HTMLElement>(`[data-rename="${CSS.escape(target.rename)}"]`)
        ?.focus()
      return
    }
    // The list is the account's, changed optimistically a render or two after the click: until
    // the entry has gone, its own button is still there and focus waits.
    if (list.current?.querySelector(`[data-delete="${CSS.escape(target.id)}"]`)) {
      refocus.current = target
      return
    }
    // The button went with its entry: the next entry's Delete, else the last, else the fallback.
    const rest = [...(list.current?.querySelectorAll<HTMLElement>('[data-delete]') ?? [])]
    ;(rest[Math.min(target.deleted, rest.length - 1)] ?? fallback.current)?.focus()
  })
  return {
    list,
    renaming,
    said,
    setSaid,
    startRename: setRenaming,
    /** The entry's rename form closed, with the new name or (Escape, Cancel) none. */
    endRename: (entry: { id: string; name: string }, next?: string) => {
      const kept = next === undefined ? undefined : rename(entry.id, next)
      if (kept !== undefined) setSaid(m.survey_saved_renamed({ name: entry.name, next: kept }))
      setRenaming(undefined)
      refocus.current = { rename: entry.id }
    },
    deleted: (entry: { id: string; name: string }, index: number) => {
      setSaid(m.survey_saved_deleted({ name: entry.name }))
      refocus.current = { deleted: index, id: entry.id }
    },
  }
}

/** A spoken confirmation of what the list just did. */
export function ListSaid({ said }: { said: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {said}
    </p>
  )
}

/** The lists' small buttons and fields. */
export const listButton =
  'inline-flex min-h-6 items-center rounded border border-border px-2 py-0.5 text-sm hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60'
export const listInput = 'rounded border border-border-strong bg-surface px-2 py-1 text-sm'

/** An entry's new name; focused when it opens, Escape or Cancel keeps the old one. */
export function RenameForm({
  name,
  maxLength,
  onDone,
}: {
  name: string
  maxLength: number
  onDone: (next?: string) => void
}) {
  const [value, setValue] = useState(name)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.select(), [])
  return (
    <form
      // At least 16rem (or the whole row on a phone): the buttons beside it wrap below instead.
      className="flex min-w-[min(100%,16rem)] flex-1 flex-wrap gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        onDone(value)
      }}
    >
      <input
        ref={field}
        aria-label={m.survey_saved_new_name({ name })}
        value={value}
        required
        maxLength={maxLength}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone()
        }}
        className={`min-w-40 flex-1 ${listInput}`}
      />
      <button type="submit" className={listButton}>
        {m.survey_saved_save_name()}
      </button>
      <button type="button" className={listButton} onClick={() => onDone()}>
        {m.survey_cancel()}
      </button>
    </form>
  )
}
