import { useEffect, useId, useState } from 'react'
import { MAX_QUERY_CHARS } from '../../api/query-params'

export const TYPING_DEBOUNCE_MS = 300

/**
 * Search text that searches as you type: the URL is written once typing pauses, or at once on
 * Enter. A change of the URL from elsewhere (back, a removed chip) replaces the text.
 */
export function QueryInput({
  value,
  onCommit,
  label,
  placeholder,
}: {
  value: string
  onCommit: (text: string) => void
  label: string
  placeholder: string
}) {
  const id = useId()
  const [text, setText] = useState(value)
  const [committed, setCommitted] = useState(value)
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (value !== committed) {
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
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        commit(text)
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {/* Named, so the form also works as a plain GET before the app has loaded: the server
          writes the page for the submitted text. */}
      <input
        id={id}
        name="q"
        type="search"
        value={text}
        maxLength={MAX_QUERY_CHARS}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        className="min-w-0 flex-1 rounded border border-border-strong bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-subtle"
      />
      <button
        type="submit"
        className="rounded bg-accent px-4 py-2 text-sm font-medium text-on-accent hover:bg-accent-strong"
      >
        Search
      </button>
    </form>
  )
}
