import { lazy, Suspense, useId, useState } from 'react'
import { DATE_PRESETS, presetOf, type PresetId } from './date-presets'
import type { ExplorerSearch } from './search-schema'
import { selectClass } from './facet-select'
import { m } from '../../paraglide/messages.js'

type Range = Pick<ExplorerSearch, 'date_from' | 'date_to'>

// Loaded when first shown: the form does nothing without scripts, and most readers never open it.
const CustomRange = lazy(() => import('./custom-range'))

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
        // The written page and the first render show the placeholder, so taking over agrees.
        <Suspense
          fallback={
            <p className="mt-1 min-h-[4.5rem] rounded border border-border bg-surface-muted p-2 text-xs text-ink-subtle">
              {m.nav_loading()}
            </p>
          }
        >
          <CustomRange
            key={`${range.date_from ?? ''}|${range.date_to ?? ''}`}
            range={range}
            onApply={onChange}
          />
        </Suspense>
      )}
    </div>
  )
}
