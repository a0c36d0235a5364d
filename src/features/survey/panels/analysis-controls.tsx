import { useEffect, useId, useState } from 'react'
import { m } from '../../../paraglide/messages.js'
import { formatPercent } from '../../../lib/format'
import { meanRowsModule } from '../address/address-modules'
import { codeScores } from '../stats/answer-codes'
import { LEVELS, type Level } from '../stats/analysis-stats'
import { Segmented } from '../table/result-controls'
import { meanRefusal } from '../stats/mean-analysis'
import type { Grid, TableModel } from '../model/table-model'
import { analysisToSearch, type AnalysisOptions, type TestOptions } from '../stats/test-options'
import { useBuilderActions } from '../address/survey-address'

const LEVEL_CHOICES = LEVELS.map(String) as ['90', '95', '99']
// Read when rendering, in the page's language ("95 %" in German).
const levelLabel = () => ({
  '90': formatPercent(90, 0),
  '95': formatPercent(95, 0),
  '99': formatPercent(99, 0),
})
const fdrLabel = () => ({ none: m.survey_correction_none_label(), bh: 'Benjamini–Hochberg' })
const FDR_CHOICES = ['none', 'bh'] as const

const input =
  'rounded border border-border-strong bg-surface px-2 py-1 text-sm text-ink focus-visible:outline-2 focus-visible:outline-accent'

/**
 * The table's analysis options (test-options.ts): test level, minimum base, what a column is
 * compared with, the multiple-comparison correction, the index and the mean row with its scores.
 * All in the address: each change writes it there (builder-actions.ts setAnalysis).
 */
export function AnalysisControls({
  model,
  grid,
  letters,
}: {
  model: TableModel
  grid: Grid
  /** Column letters on (the address's `letters`). */
  letters: boolean
}) {
  const { setAnalysis } = useBuilderActions()
  const options = grid.analysis.options
  const cross = model.kind === 'cross'
  const set = (next: AnalysisOptions, replace = false) =>
    setAnalysis(analysisToSearch(next), replace)
  const setTest = (patch: Partial<TestOptions>) =>
    set({ ...options, test: { ...options.test, ...patch } })
  const refusal = meanRefusal(model)
  const versusId = useId()
  // The mean rows' code, before the reader asks for them (address-modules.ts).
  useEffect(() => void meanRowsModule.load(), [])
  // The panel's name and the address notice are on its disclosure (panel-disclosures.tsx).
  return (
    <div className="space-y-2">
      {cross && (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <Segmented
            legend={m.survey_confidence_level()}
            options={LEVEL_CHOICES}
            labels={levelLabel()}
            value={String(options.test.level) as '90' | '95' | '99'}
            onChange={(v) => setTest({ level: Number(v) as Level })}
          />
          <MinBaseInput
            value={options.test.minBase}
            onCommit={(minBase) =>
              setAnalysis(
                analysisToSearch({ ...options, test: { ...options.test, minBase } }),
                true,
              )
            }
          />
          <div className="flex max-w-full flex-wrap items-center gap-2">
            <label htmlFor={versusId} className="text-sm text-ink-muted">
              {m.survey_test_against()}
            </label>
            <select
              id={versusId}
              className={`${input} max-w-full min-w-0`}
              value={grid.analysis.versus.kind === 'reference' ? grid.analysis.versus.answerId : ''}
              onChange={(e) => setTest({ versus: e.target.value || undefined })}
            >
              <option value="">{m.survey_rest_of_row()}</option>
              {(model.columns?.answerIds ?? []).map((id, c) => (
                <option key={id} value={id}>
                  {m.survey_reference_option({ label: model.columnLabels[c] ?? id })}
                </option>
              ))}
            </select>
          </div>
          <Segmented
            legend={m.survey_correction()}
            options={FDR_CHOICES}
            labels={fdrLabel()}
            value={options.test.fdr}
            onChange={(fdr) => setTest({ fdr })}
          />
        </div>
      )}
      <div className="flex flex-wrap items-start gap-x-6 gap-y-2">
        {cross && (
          <Check
            label={m.survey_index_check()}
            checked={options.index}
            onChange={(index) => set({ ...options, index })}
          />
        )}
        {cross && (
          // Column letters (column-letters.ts) show in the banner view, one block or several.
          <Check
            label={m.banner_letters_option()}
            checked={letters}
            onChange={(on) => setAnalysis({ letters: on ? 1 : undefined })}
          />
        )}
        <Check
          label={m.survey_mean_check()}
          checked={options.mean && !refusal}
          disabledReason={refusal}
          onChange={(mean) =>
            set({
              ...options,
              mean,
              // The service's codes, where known and not just 1…n, written into the address.
              scores: mean
                ? (codeScores(model.rows.answerIds, model.rowLabels) ?? options.scores)
                : new Map(),
            })
          }
        />
      </div>
      {options.mean && !refusal && grid.analysis.mean && (
        <ScoresEditor
          model={model}
          scores={grid.analysis.mean.scores}
          onChange={(scores) => set({ ...options, scores }, true)}
          onReset={() => set({ ...options, scores: new Map() })}
          isDefault={grid.analysis.mean.source === 'default'}
          topHigh={grid.analysis.mean.topHigh}
        />
      )}
    </div>
  )
}

function Check({
  label,
  checked,
  onChange,
  disabledReason,
}: {
  label: string
  checked: boolean
  onChange: (v: boolean) => void
  disabledReason?: string | undefined
}) {
  const reasonId = useId()
  return (
    <div>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4 accent-accent"
          checked={checked}
          disabled={!!disabledReason}
          aria-describedby={disabledReason ? reasonId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
      {disabledReason && (
        <p id={reasonId} className="max-w-prose text-xs text-ink-muted">
          {m.survey_unavailable_reason({ reason: disabledReason })}
        </p>
      )}
    </div>
  )
}

/** A whole number 1..1000, written to the address while typed whenever it is valid. */
function MinBaseInput({ value, onCommit }: { value: number; onCommit: (v: number) => void }) {
  const id = useId()
  const [text, setText] = useState(String(value))
  // The address changed from elsewhere (back, a link): show its value, keeping what is typed
  // when it already says the same.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (Number(text) !== value) setText(String(value))
  }
  const valid = (t: string) => /^\d{1,4}$/.test(t) && Number(t) >= 1 && Number(t) <= 1000
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-ink-muted">
        {m.survey_minimum_base()}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        step={1}
        className={`${input} w-20`}
        value={text}
        aria-invalid={!valid(text)}
        onChange={(e) => {
          setText(e.target.value)
          if (valid(e.target.value)) onCommit(Number(e.target.value))
        }}
      />
    </div>
  )
}

/**
 * One number per answer of the rows question, and whether it counts in the mean. Starts at the
 * default scores (1…n in answer order, non-substantive answers left out).
 */
function ScoresEditor({
  model,
  scores,
  onChange,
  onReset,
  isDefault,
  topHigh,
}: {
  model: TableModel
  scores: readonly (number | undefined)[]
  onChange: (scores: Map<string, number>) => void
  onReset: () => void
  isDefault: boolean
  /** The default scores run n … 1 (the scale is listed from its high end). */
  topHigh: boolean
}) {
  const ids = model.rows.answerIds
  const write = (k: number, score: number | undefined) => {
    const next = new Map<string, number>()
    ids.forEach((id, i) => {
      const s = i === k ? score : scores[i]
      if (s !== undefined) next.set(id, s)
    })
    onChange(next)
  }
  // Which end of the scale a higher mean means, said in the answers' own words.
  const scored = ids.flatMap((_, k) => (scores[k] === undefined ? [] : [k]))
  const byScore = [...scored].sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0))
  const low = byScore[0]
  const high = byScore.at(-1)
  const reverse = () => {
    const values = scored.map((k) => scores[k] ?? 0)
    const top = Math.max(...values) + Math.min(...values)
    const next = new Map<string, number>()
    for (const k of scored) next.set(ids[k] ?? '', top - (scores[k] ?? 0))
    onChange(next)
  }
  return (
    <details className="text-sm" open>
      <summary className="cursor-pointer text-accent-strong">
        {!isDefault
          ? m.survey_scores_set_summary()
          : topHigh
            ? m.survey_scores_default_top_summary()
            : m.survey_scores_default_summary()}
      </summary>
      <table className="mt-2 text-sm">
        <caption className="sr-only">{m.survey_scores_caption()}</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-4 text-left font-medium">
              {m.survey_answer()}
            </th>
            <th scope="col" className="pr-4 text-left font-medium">
              {m.survey_score()}
            </th>
            <th scope="col" className="text-left font-medium">
              {m.survey_in_the_mean()}
            </th>
          </tr>
        </thead>
        <tbody>
          {ids.map((id, k) => (
            <ScoreRow
              key={id}
              label={model.rowLabels[k] ?? id}
              score={scores[k]}
              // Ticked back in, an answer takes its place's score in the defaults' direction.
              fallback={topHigh ? ids.length - k : k + 1}
              onScore={(s) => write(k, s)}
            />
          ))}
        </tbody>
      </table>
      {low !== undefined && high !== undefined && scores[low] !== scores[high] && (
        <p className="mt-2 text-ink-muted">
          {m.survey_mean_leans({
            high: model.rowLabels[high] ?? ids[high] ?? '',
            low: model.rowLabels[low] ?? ids[low] ?? '',
          })}{' '}
          <button
            type="button"
            className="rounded border border-border px-2.5 py-1 text-sm text-ink hover:bg-surface-muted"
            onClick={reverse}
          >
            {m.survey_reverse_scores()}
          </button>
        </p>
      )}
      {!isDefault && (
        <button
          type="button"
          className="mt-2 rounded border border-border px-2.5 py-1 text-sm hover:bg-surface-muted"
          onClick={onReset}
        >
          {m.survey_default_scores()}
        </button>
      )}
    </details>
  )
}

const SCORE = /^-?\d{1,7}(\.\d{1,3})?$/

function ScoreRow({
  label,
  score,
  fallback,
  onScore,
}: {
  label: string
  score: number | undefined
  fallback: number
  onScore: (s: number | undefined) => void
}) {
  const [text, setText] = useState(score === undefined ? '' : String(score))
  const [seen, setSeen] = useState(score)
  if (score !== seen) {
    setSeen(score)
    if (score !== undefined && (text === '' || Number(text) !== score)) setText(String(score))
  }
  const included = score !== undefined
  return (
    <tr>
      <th scope="row" className="py-0.5 pr-4 text-left font-normal">
        {label}
      </th>
      <td className="py-0.5 pr-4">
        <input
          type="number"
          step="any"
          className={`${input} w-24`}
          aria-label={m.survey_score_of({ label })}
          value={included ? text : ''}
          disabled={!included}
          aria-invalid={included && !SCORE.test(text)}
          onChange={(e) => {
            setText(e.target.value)
            if (SCORE.test(e.target.value)) onScore(Number(e.target.value))
          }}
        />
      </td>
      <td className="py-0.5">
        <input
          type="checkbox"
          className="h-4 w-4 accent-accent"
          aria-label={m.survey_count_in_mean({ label })}
          checked={included}
          onChange={(e) =>
            onScore(e.target.checked ? (SCORE.test(text) ? Number(text) : fallback) : undefined)
          }
        />
      </td>
    </tr>
  )
}
