import { useId, type ReactNode } from 'react'
import { CHART_LAYOUTS, PERCENT_BASES, ROW_SORTS, VIEWS } from './search-params'
import { PCT_BASE_LABEL } from './number-format'
import { stackRule, type TableModel } from './table-model'
import type { Builder } from './use-builder'

const VIEW_LABEL = { table: 'Table', chart: 'Chart', both: 'Both' } as const
const SORT_LABEL = { order: 'Answer order', label: 'Label', value: 'Value' } as const
const LAYOUT_LABEL = { grouped: 'Grouped', stacked: 'Stacked' } as const

/** View, percent base, row order and chart layout: view state, applied client-side. */
export function ResultControls({ builder, model }: { builder: Builder; model: TableModel }) {
  const { search } = builder
  const cross = model.kind === 'cross'
  const stack = stackRule(model, search.pct)
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      <Segmented
        legend="Show"
        options={VIEWS}
        labels={VIEW_LABEL}
        value={search.view}
        onChange={builder.setView}
      />
      {cross && (
        <Segmented
          legend="Percent base"
          options={PERCENT_BASES}
          labels={PCT_BASE_LABEL}
          value={search.pct}
          onChange={builder.setPct}
        />
      )}
      <Segmented
        legend="Sort rows by"
        options={ROW_SORTS}
        labels={SORT_LABEL}
        value={search.order}
        onChange={builder.setSort}
      />
      {cross && search.view !== 'table' && (
        <Segmented
          legend="Bars"
          options={CHART_LAYOUTS}
          labels={LAYOUT_LABEL}
          value={stack.stackable ? search.chart : 'grouped'}
          onChange={builder.setChart}
          unavailable={stack.stackable ? {} : { stacked: stack.reason }}
        />
      )}
    </div>
  )
}

export function Segmented<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  unavailable = {},
}: {
  legend: string
  options: readonly T[]
  labels: Record<T, ReactNode>
  value: T
  onChange: (v: T) => void
  /** Options that cannot be chosen now, with the reason shown beside the control. */
  unavailable?: Partial<Record<T, string>>
}) {
  const reasonId = useId()
  const reasons = options.flatMap((o) => (unavailable[o] ? [unavailable[o]] : []))
  return (
    <fieldset
      className="flex flex-wrap items-center gap-2"
      aria-describedby={reasons.length > 0 ? reasonId : undefined}
    >
      <legend className="float-left mr-2 text-sm text-ink-muted">{legend}</legend>
      <div className="inline-flex rounded border border-border-strong">
        {options.map((option) => (
          <label
            key={option}
            className={`relative px-2.5 py-1 text-sm first:rounded-l last:rounded-r has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
              option === value
                ? 'bg-accent text-on-accent'
                : unavailable[option]
                  ? 'cursor-not-allowed text-ink-subtle line-through'
                  : 'cursor-pointer hover:bg-surface-muted'
            }`}
          >
            <input
              type="radio"
              className="absolute inset-0 cursor-[inherit] opacity-0"
              name={legend}
              value={option}
              disabled={!!unavailable[option]}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {reasons.length > 0 && (
        <p id={reasonId} className="max-w-prose basis-full text-xs text-ink-muted">
          {labels[options.find((o) => unavailable[o]) as T]} is unavailable: {reasons.join(' ')}
        </p>
      )}
    </fieldset>
  )
}
