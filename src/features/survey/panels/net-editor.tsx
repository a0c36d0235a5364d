import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ENDPOINTS } from '../../../api/endpoints'
import { cleanNetName, MAX_NET_NAME } from '../stats/nets-form'
import { netMethod } from '../stats/nets'
import { netPrefix, type Net, type NetSide } from '../address/nets-address'
import type { Dimension, TableModel } from '../model/table-model'
import { m } from '../../../paraglide/messages.js'

const field = 'mt-1 w-full rounded border border-border-strong bg-surface px-2 py-1.5 text-sm'
const primary =
  'rounded bg-accent px-3 py-1.5 text-sm font-medium text-on-accent hover:bg-accent-strong'
const ghost = 'rounded border border-border px-3 py-1.5 text-sm hover:bg-surface-muted'

const sideLabel = (side: NetSide): string =>
  side === 'rows' ? m.survey_slot_rows() : m.survey_slot_columns()

/**
 * A net's name and answers: a form of native controls (name field, a radio per side when both
 * questions can take nets, a checkbox per answer), so Tab, Space and Enter do everything.
 * Opening puts the cursor in the name; Escape cancels; the caller returns focus where the
 * editor was opened.
 */
export function NetEditor({
  model,
  sides,
  editing,
  taken,
  onSave,
  onCancel,
}: {
  model: TableModel
  sides: { side: NetSide; dimension: Dimension }[]
  /** The net being changed, or undefined for a new one. */
  editing: (Net & { side: NetSide }) | undefined
  /** Names of the other nets (a name is one net's). */
  taken: readonly string[]
  onSave: (net: Net) => void
  onCancel: () => void
}) {
  const id = useId()
  const nameRef = useRef<HTMLInputElement>(null)
  const [side, setSide] = useState<NetSide>(editing?.side ?? sides[0]?.side ?? 'rows')
  const [name, setName] = useState(editing?.name ?? '')
  const [picked, setPicked] = useState<string[]>(editing?.answerIds ?? [])
  const [error, setError] = useState('')
  useEffect(() => nameRef.current?.focus(), [])
  const dimension = sides.find((s) => s.side === side)?.dimension
  if (!dimension) return null
  const needsTable = netMethod(model, side) === 'any'

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const clean = cleanNetName(name)
    const answers = dimension.answerIds.filter((a) => picked.includes(a))
    if (clean === '') return setError(m.survey_net_name_missing())
    if (taken.some((t) => t.toLowerCase() === clean.toLowerCase()))
      return setError(m.survey_net_name_taken({ name: clean }))
    if (answers.length < 2) return setError(m.survey_net_pick_two())
    onSave({ name: clean, answerIds: answers })
  }

  return (
    <form
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel()
      }}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded border border-border-strong bg-surface p-3"
    >
      <h4 id={`${id}-title`} className="font-medium">
        {editing ? m.survey_edit_net_title({ name: editing.name }) : m.survey_new_net()}
      </h4>
      {sides.length > 1 && !editing && (
        <fieldset>
          <legend className="text-sm font-medium">{m.survey_answers_of_legend()}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {sides.map((s) => (
              <label key={s.side} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-side`}
                  className="size-4"
                  checked={side === s.side}
                  onChange={() => {
                    setSide(s.side)
                    setPicked([])
                  }}
                />
                {sideLabel(s.side)}: {s.dimension.title}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label className="block text-sm font-medium">
        {m.survey_net_name()}
        <input
          ref={nameRef}
          className={field}
          value={name}
          maxLength={MAX_NET_NAME}
          placeholder={m.survey_net_name_placeholder()}
          aria-describedby={`${id}-name-hint`}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <p id={`${id}-name-hint`} className="text-xs text-ink-muted">
        {m.survey_net_name_hint({ max: MAX_NET_NAME, prefix: netPrefix() })}
      </p>
      <fieldset>
        <legend className="text-sm font-medium">
          {m.survey_net_answers_legend({ title: dimension.title })}
        </legend>
        <ul className="mt-1 grid max-h-56 grid-cols-1 gap-x-4 overflow-y-auto rounded border border-border p-2 sm:grid-cols-2">
          {dimension.answerIds.map((answerId, i) => (
            <li key={answerId}>
              <label className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={picked.includes(answerId)}
                  onChange={(e) =>
                    setPicked((prev) =>
                      e.target.checked ? [...prev, answerId] : prev.filter((a) => a !== answerId),
                    )
                  }
                />
                {dimension.labels[i] ?? answerId}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="text-xs text-ink-muted">
        {needsTable
          ? m.survey_net_needs_table({
              title: dimension.title,
              credits: ENDPOINTS.dataTable.credits,
            })
          : m.survey_net_adds()}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primary}>
          {m.survey_save_net()}
        </button>
        <button type="button" className={ghost} onClick={onCancel}>
          {m.survey_cancel()}
        </button>
      </div>
    </form>
  )
}
