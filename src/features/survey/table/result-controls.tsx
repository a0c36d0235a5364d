import { useId, type ReactNode } from 'react'
import { CHART_LAYOUTS, PERCENT_BASES, ROW_SORTS, VIEWS } from '../address/search-params'
import { PCT_BASE_LABEL } from '../stats/number-format'
import { stackRule, type TableModel } from '../model/table-model'
import { useBuilderActions, useSurveyAddress } from '../address/survey-address'
import { m } from '../../../paraglide/messages.js'

// Read when rendering, in the language of the page being written.
const viewLabel = () => ({
  table: m.survey_view_table(),
  chart: m.survey_view_chart(),
  both: m.survey_view_both(),
})
const sortLabel = () => ({
  order: m.survey_sort_order(),
  label: m.survey_sort_label(),
  value: m.survey_sort_value(),
})
const layoutLabel = () => ({ grouped: m.survey_bars_grouped(), stacked: m.survey_bars_stacked() })

/** View, percent base, row order and chart layout: view state, applied client-side. */
export function ResultControls({ model }: { model: TableModel }) {
  const { search } = useSurveyAddress()
  const { setView, setPct, setSort, setChart } = useBuilderActions()
  const cross = model.kind === 'cross'
  const stack = stackRule(model, search.pct)
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-2">
      <Segmented
        legend={m.survey_show()}
        options={VIEWS}
        labels={viewLabel()}
        value={search.view}
        onChange={setView}
      />
      {cross && (
        <Segmented
          legend={m.survey_percent_base()}
          options={PERCENT_BASES}
          labels={PCT_BASE_LABEL}
          value={search.pct}
          onChange={setPct}
        />
      )}
      <Segmented
        legend={m.survey_sort_rows_by()}
        options={ROW_SORTS}
        labels={sortLabel()}
        value={search.order}
        onChange={setSort}
      />
      {cross && search.view !== 'table' && (
        <Segmented
          legend={m.survey_bars()}
          options={CHART_LAYOUTS}
          labels={layoutLabel()}
          value={stack.stackable ? search.chart : 'grouped'}
          onChange={setChart}
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
      <div className="inline-flex max-w-full flex-wrap rounded border border-border-strong">
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
          {labels[options.find((o) => unavailable[o]) as T]}{' '}
          {m.survey_unavailable({ reasons: reasons.join(' ') })}
        </p>
      )}
    </fieldset>
  )
}
