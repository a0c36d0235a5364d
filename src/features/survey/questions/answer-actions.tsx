import { useBuilderActions, useSurveyAddress } from '../address/survey-address'
import { m } from '../../../paraglide/messages.js'

const small =
  'inline-flex min-h-6 min-w-6 items-center justify-center rounded border border-border px-1.5 text-xs hover:bg-surface-muted'

/** Use one answer as rows or columns, or toggle it as a filter. */
export function AnswerActions({ answerId, label }: { answerId: string; label: string }) {
  const filtered = useSurveyAddress().filters.includes(answerId)
  const { toggleFilter, setRows, setColumns } = useBuilderActions()
  return (
    <span className="flex shrink-0 gap-1">
      <button
        type="button"
        className={`${small} ${filtered ? 'border-accent bg-accent-soft text-accent-strong' : ''}`}
        aria-pressed={filtered}
        aria-label={m.survey_filter_by({ label })}
        onClick={() => toggleFilter(answerId)}
      >
        {m.survey_filter_button()}
      </button>
      <button
        type="button"
        className={small}
        aria-label={m.survey_only_as_rows({ label })}
        onClick={() => setRows(answerId)}
      >
        {m.survey_row_button()}
      </button>
      <button
        type="button"
        className={small}
        aria-label={m.survey_only_as_columns({ label })}
        onClick={() => setColumns(answerId)}
      >
        {m.survey_col_button()}
      </button>
    </span>
  )
}
