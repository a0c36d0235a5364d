import { useId } from 'react'

export const selectClass =
  'rounded border border-border-strong bg-surface px-2 py-1.5 text-sm text-ink hover:border-ink-subtle'

export interface Choice<V extends string> {
  value: V
  label: string
}

/** A labelled select of a fixed set of choices. */
export function FacetSelect<V extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: V
  choices: readonly Choice<V>[]
  onChange: (value: V) => void
}) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => {
          const next = choices.find((choice) => choice.value === event.target.value)
          if (next) onChange(next.value)
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}
