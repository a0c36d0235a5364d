import { useId, useState } from 'react'
import { checkRange, DATE_PRESETS, presetOf, type PresetId } from './date-presets'
import { earliestDay, SEARCH_DEPTH_YEARS } from './date-range'
import type { ExplorerSearch } from './search-schema'
import { selectClass } from './facet-select'
import { m } from '../../paraglide/messages.js'

type Range = Pick<ExplorerSearch, 'date_from' | 'date_to'>

/** Presets, or a custom range that is checked before anything is sent. */
export function DateRangeControl({
  range,
  onChange,
}: {
  range: Range
  onChange: (range: Range) => void
}) {
  const id = useId()
  const current = presetOf(range)
  const [customOpen, setCustomOpen] = useState(false)
  const showCustom = customOpen || current === 'custom'

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {m.facet_published_label()}
      </label>
      <select
        id={id}
        className={selectClass}
        value={showCustom ? 'custom' : current}
        onChange={(event) => {
          const value = event.target.value as PresetId | 'custom'
          if (value === 'custom') {
            setCustomOpen(true)
            return
          }
          setCustomOpen(false)
          const preset = DATE_PRESETS.find((p) => p.id === value)
          onChange({ date_from: preset?.from(), date_to: undefined })
        }}
      >
        {DATE_PRESETS.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {preset.label}
          </option>
        ))}
        <option value="custom">{m.date_custom_range()}</option>
      </select>
      {showCustom && (
        <CustomRange
          key={`${range.date_from ?? ''}|${range.date_to ?? ''}`}
          range={range}
          onApply={onChange}
        />
      )}
    </div>
  )
}

function CustomRange({ range, onApply }: { range: Range; onApply: (range: Range) => void }) {
  const id = useId()
  const [from, setFrom] = useState(range.date_from ?? '')
  const [to, setTo] = useState(range.date_to ?? '')
  const [problem, setProblem] = useState<{ field: string; message: string } | undefined>()
  const [note, setNote] = useState<string | undefined>()
  const earliest = earliestDay()

  return (
    <form
      className="mt-1 flex flex-wrap items-end gap-2 rounded border border-border bg-surface-muted p-2"
      aria-label="Custom date range"
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
            ? `The start was moved to ${earliest}: the service searches at most ${SEARCH_DEPTH_YEARS} years back.`
            : undefined,
        )
        onApply({ date_from: checked.date_from, date_to: checked.date_to })
      }}
    >
      <DayInput
        id={`${id}-from`}
        label="From"
        value={from}
        onChange={setFrom}
        invalid={problem?.field === 'date_from'}
        describedBy={`${id}-msg`}
      />
      <DayInput
        id={`${id}-to`}
        label="To"
        value={to}
        onChange={setTo}
        invalid={problem?.field === 'date_to'}
        describedBy={`${id}-msg`}
      />
      <button
        type="submit"
        className="rounded border border-border-strong bg-surface px-3 py-1.5 text-sm font-medium hover:bg-canvas"
      >
        Apply dates
      </button>
      <p id={`${id}-msg`} className="basis-full text-xs" aria-live="polite">
        {problem ? (
          <span role="alert" className="text-danger">
            {problem.message}
          </span>
        ) : note ? (
          <span className="text-warning">{note}</span>
        ) : (
          <span className="text-ink-subtle">Earliest possible start: {earliest}.</span>
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
