import { useId, useState } from 'react'
import { formatDate } from '../../lib/format'
import { m } from '../../paraglide/messages.js'
import { checkRange } from './custom-range-check'
import { earliestDay, SEARCH_DEPTH_YEARS } from './date-range'
import type { ExplorerSearch } from './search-schema'

type Range = Pick<ExplorerSearch, 'date_from' | 'date_to'>

/**
 * The custom date range's form: two days, checked before anything is sent. It needs scripts to
 * do anything, so it loads when "Custom range…" is chosen or the address holds one
 * (date-range-control.tsx), not with every content page.
 */
export default function CustomRange({
  range,
  onApply,
}: {
  range: Range
  onApply: (range: Range) => void
}) {
  const id = useId()
  const [from, setFrom] = useState(range.date_from ?? '')
  const [to, setTo] = useState(range.date_to ?? '')
  const [problem, setProblem] = useState<{ field: string; message: string } | undefined>()
  const [note, setNote] = useState<string | undefined>()
  const earliest = earliestDay()

  return (
    <form
      className="mt-1 flex flex-wrap items-end gap-2 rounded border border-border bg-surface-muted p-2"
      aria-label={m.custom_range_label()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const checked = checkRange(from, to)
        if (!checked.ok) {
          setProblem({ field: checked.field, message: checked.message })
          return
        }
        setProblem(undefined)
        setNote(
          checked.clamped
            ? m.custom_range_clamped({ day: formatDate(earliest), years: SEARCH_DEPTH_YEARS })
            : undefined,
        )
        onApply({ date_from: checked.date_from, date_to: checked.date_to })
      }}
    >
      <DayInput
        id={`${id}-from`}
        label={m.custom_range_from()}
        value={from}
        onChange={setFrom}
        invalid={problem?.field === 'date_from'}
        describedBy={`${id}-msg`}
      />
      <DayInput
        id={`${id}-to`}
        label={m.custom_range_to()}
        value={to}
        onChange={setTo}
        invalid={problem?.field === 'date_to'}
        describedBy={`${id}-msg`}
      />
      <button
        type="submit"
        className="rounded border border-border-strong bg-surface px-3 py-1.5 text-sm font-medium hover:bg-canvas"
      >
        {m.custom_range_apply()}
      </button>
      <p id={`${id}-msg`} className="basis-full text-xs" aria-live="polite">
        {problem ? (
          <span role="alert" className="text-danger">
            {problem.message}
          </span>
        ) : note ? (
          <span className="text-warning">{note}</span>
        ) : (
          <span className="text-ink-subtle">
            {m.custom_range_earliest({ day: formatDate(earliest) })}
          </span>
        )}
      </p>
    </form>
  )
}

function DayInput(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  invalid: boolean
  describedBy: string
}) {
  return (
    <div className="flex flex-col gap-0.5">
      <label htmlFor={props.id} className="text-xs text-ink-muted">
        {props.label}
      </label>
      <input
        id={props.id}
        type="date"
        value={props.value}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value)}
        className="rounded border border-border-strong bg-surface px-2 py-1 text-sm text-ink aria-[invalid]:border-danger"
      />
    </div>
  )
}
