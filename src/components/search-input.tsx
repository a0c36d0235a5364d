import { useEffect, useId, useState } from 'react'
import { MAX_QUERY_CHARS } from '../api/query-limits'
import { formatCount } from '../lib/format'
import { m } from '../paraglide/messages.js'

export const TYPING_DEBOUNCE_MS = 300

/**
 * Search text that searches as you type: `onCommit` gets the trimmed text once typing pauses,
 * or at once on Enter, never once per key. A change of `value` from elsewhere (back, a removed
 * chip, a suggestion) replaces the text; the echo of its own commit does not.
 *
 * The field is named `q` inside a real form, so it also works as a plain GET before the app has
 * loaded (the server writes the page for the submitted text); `hiddenFields` carry the rest of
 * the address along.
 */
export function SearchInput({
  value,
  onCommit,
  label,
  placeholder,
  showLabel = false,
  submitLabel,
  hiddenFields = [],
}: {
  value: string
  onCommit: (text: string) => void
  label: string
  placeholder?: string | undefined
  /** A visible label above the field; otherwise the label is for screen readers only. */
  showLabel?: boolean
  /** A submit button with this text beside the field. */
  submitLabel?: string | undefined
  hiddenFields?: readonly (readonly [string, string])[]
}) {
  const id = useId()
  const [text, setText] = useState(value)
  // The text last sent (or received) as `value`: what the address says the search is.
  const [committed, setCommitted] = useState(value)
  const [seen, setSeen] = useState(value)
  // How long the text was when it was cut to the limit (a paste, mostly), until it is edited.
  const [cutFrom, setCutFrom] = useState<number | undefined>(undefined)
  if (value !== seen) {
    setSeen(value)
    // Trimmed: the address drops the space just typed, which must not erase it from the field.
    if (value.trim() !== committed.trim()) {
      setCommitted(value)
      setText(value)
    }
  }

  const commit = (next: string) => {
    setCommitted(next)
    if (next.trim() !== value.trim()) onCommit(next.trim())
  }

  useEffect(() => {
    if (text === committed) return
    const timer = setTimeout(() => {
      setCommitted(text)
      if (text.trim() !== value.trim()) onCommit(text.trim())
    }, TYPING_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, committed, value, onCommit])

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        commit(text)
      }}
    >
      {hiddenFields.map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      <label htmlFor={id} className={showLabel ? 'text-sm text-ink-muted' : 'sr-only'}>
        {label}
      </label>
      <div className={`flex gap-2 ${showLabel ? 'mt-1' : ''}`}>
        <input
          id={id}
          name="q"
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          aria-describedby={cutFrom === undefined ? undefined : `${id}-cut`}
          // Cut here rather than by maxLength, which drops the end of a paste without a word.
          onChange={(event) => {
            const next = event.target.value
            setCutFrom(next.length > MAX_QUERY_CHARS ? next.length : undefined)
            setText(next.slice(0, MAX_QUERY_CHARS))
          }}
          className="min-w-0 flex-1 rounded border border-border-strong bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-subtle"
        />
        {submitLabel && (
          <button
            type="submit"
            className="rounded bg-accent px-4 py-2 text-sm font-medium text-on-accent hover:bg-accent-strong"
          >
            {submitLabel}
          </button>
        )}
      </div>
      {cutFrom !== undefined && (
        <p id={`${id}-cut`} role="status" className="mt-1 text-sm text-warning">
          {m.search_text_cut({
            length: formatCount(cutFrom),
            max: formatCount(MAX_QUERY_CHARS),
          })}
        </p>
      )}
    </form>
  )
}
