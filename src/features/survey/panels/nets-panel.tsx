import { formatCount } from '../../../lib/format'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { describeFailure } from '../../../api/describe-failure'
import { ENDPOINTS } from '../../../api/endpoints'
import { netsModule } from '../address/address-modules'
import { MAX_NETS, netPrefix, netSides, type Net, type NetSide } from '../address/nets-address'
import { scaleBoxes } from '../stats/nets'
import type { TableModel } from '../model/table-model'
import type { NetTableState } from './net-tables'
import type { NetsState } from './use-nets'
import { m } from '../../../paraglide/messages.js'

// The editor comes when a net is made or edited, not with every table.
const NetEditor = lazy(() => import('./net-editor').then((m) => ({ default: m.NetEditor })))

const ghost =
  'rounded border border-border px-2 py-1 text-sm hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-subtle disabled:hover:bg-transparent'
const how = (method: 'sum' | 'any') =>
  method === 'sum' ? m.survey_nets_how_sum() : m.survey_nets_how_any()

/**
 * The table's nets: each with what it contains and how it is counted, Edit and Remove; a
 * multi-pick net's extra table named with its cost and asked by a button; one-click top-2 and
 * bottom-2 box for an ordered scale; and the editor for a new net.
 */
export function NetsPanel({ model, nets }: { model: TableModel; nets: NetsState }) {
  const id = useId()
  const [editing, setEditing] = useState<'new' | string | undefined>(undefined)
  const opener = useRef<HTMLElement | null>(null)
  // Registers nets.ts (this chunk has it) for the table, before the first net is added.
  useEffect(() => void netsModule.load(), [])
  // Shown only where nets can stand or stand already (NetsDisclosure, panel-disclosures.tsx).
  const sides = netSides(model)
  const full = nets.nets.length >= MAX_NETS
  const has = (net: Net) => nets.nets.some((n) => n.answerIds.join('+') === net.answerIds.join('+'))

  const open = (which: 'new' | string, from: HTMLElement) => {
    opener.current = from
    setEditing(which)
  }
  const close = () => {
    setEditing(undefined)
    // Back where the editor was opened from (or the New net button if that is gone).
    requestAnimationFrame(() =>
      (opener.current?.isConnected
        ? opener.current
        : document.getElementById(`${id}-new`)
      )?.focus(),
    )
  }
  const add = (net: Net) => {
    const name = uniqueName(net.name, nets.nets)
    nets.save([...nets.nets, { ...net, name }])
  }
  const replace = (old: string, net: Net) =>
    nets.save(nets.nets.map((n) => (n.name === old ? net : n)))
  const remove = (name: string) => nets.save(nets.nets.filter((n) => n.name !== name))

  const editedNet =
    editing && editing !== 'new' ? nets.placed.find((n) => n.name === editing) : undefined
  const boxes = sides.flatMap(({ side }) => {
    const b = scaleBoxes(model, side)
    return b ? [{ side, ...b }] : []
  })
  const labelOf = (side: NetSide, answerId: string) => {
    const d = side === 'rows' ? model.rows : model.columns
    return d?.labels[d.answerIds.indexOf(answerId)] ?? answerId
  }

  // The panel's name and the notice of unreadable nets are on its disclosure
  // (panel-disclosures.tsx).
  return (
    <div className="space-y-2">
      <p className="text-xs text-ink-muted">
        {m.survey_nets_of_max({ count: nets.nets.length, max: MAX_NETS })}
      </p>
      {nets.nets.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {sides.some((s) => s.side === 'columns')
            ? m.survey_nets_intro_both()
            : m.survey_nets_intro_rows()}
        </p>
      ) : (
        <ul className="space-y-2" aria-label={m.survey_nets_list()}>
          {nets.placed.map((net) => (
            <li key={net.name} className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                <em className="font-medium">
                  {netPrefix()}
                  {net.name}
                </em>{' '}
                {net.side === 'rows' ? m.survey_net_side_row() : m.survey_net_side_column()} ={' '}
                {net.labels.join(` ${m.survey_filter_or()} `)}{' '}
                <span className="text-ink-muted">· {how(net.method)}</span>
              </span>
              <TableAsk state={nets.tables.get(net.name)} />
              <button
                type="button"
                className={ghost}
                aria-label={m.survey_edit_net({ name: net.name })}
                onClick={(e) => open(net.name, e.currentTarget)}
              >
                {m.survey_edit()}
              </button>
              <button
                type="button"
                className={ghost}
                aria-label={m.survey_remove_net({ name: net.name })}
                onClick={() => remove(net.name)}
              >
                {m.survey_remove_button()}
              </button>
            </li>
          ))}
          {nets.issues.map(({ net, reason }) => (
            <li key={net.name} className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                <em className="font-medium">
                  {netPrefix()}
                  {net.name}
                </em>{' '}
                <span className="text-ink-muted">{m.survey_net_not_shown({ reason })}</span>
              </span>
              <button
                type="button"
                className={ghost}
                aria-label={m.survey_remove_net({ name: net.name })}
                onClick={() => remove(net.name)}
              >
                {m.survey_remove_button()}
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <Suspense fallback={<p className="text-sm text-ink-muted">{m.survey_opening_editor()}</p>}>
          <NetEditor
            key={editing}
            model={model}
            sides={sides}
            editing={editedNet}
            taken={nets.nets.map((n) => n.name).filter((n) => n !== editedNet?.name)}
            onSave={(net) => {
              if (editedNet) replace(editedNet.name, net)
              else nets.save([...nets.nets, net])
              close()
            }}
            onCancel={close}
          />
        </Suspense>
      ) : (
        sides.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <button
              id={`${id}-new`}
              type="button"
              className={ghost}
              disabled={full}
              onClick={(e) => open('new', e.currentTarget)}
            >
              {m.survey_new_net_button()}
            </button>
            {boxes.flatMap(({ side, top, bottom }) =>
              [top, bottom].map((box) => (
                <button
                  key={`${side}-${box.name}`}
                  type="button"
                  className={ghost}
                  disabled={full || has(box)}
                  onClick={() => add(box)}
                >
                  {m.survey_add_box({
                    name: box.name,
                    answers: box.answerIds.map((a) => labelOf(side, a)).join(' + '),
                  })}
                  {boxes.length > 1
                    ? side === 'rows'
                      ? m.survey_on_rows()
                      : m.survey_on_columns()
                    : ''}
                </button>
              )),
            )}
          </div>
        )
      )}
    </div>
  )
}

/** A name not yet taken: "Top 2 box", else "Top 2 box (2)", … */
function uniqueName(name: string, nets: readonly Net[]): string {
  const taken = new Set(nets.map((n) => n.name.toLowerCase()))
  if (!taken.has(name.toLowerCase())) return name
  for (let i = 2; ; i++) if (!taken.has(`${name} (${i})`.toLowerCase())) return `${name} (${i})`
}

function TableAsk({ state }: { state: NetTableState | undefined }) {
  if (!state || state.status === 'ready') return null
  const cost = ENDPOINTS.dataTable.credits
  if (state.status === 'loading')
    return (
      <span role="status" className="text-ink-muted">
        {m.survey_asking_table()}
      </span>
    )
  if (state.status === 'failed')
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span role="alert" className="text-danger">
          {describeFailure(state.error).title}
        </span>
        <button type="button" className={ghost} onClick={state.ask}>
          {m.survey_ask_again({ credits: formatCount(cost) })}
        </button>
      </span>
    )
  const credits = formatCount(state.tables * cost)
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="text-ink-muted">
        {m.survey_needs_tables({
          count: state.tables,
          shown: formatCount(state.tables),
          credits,
        })}
      </span>
      <button type="button" className={ghost} onClick={state.ask}>
        {m.survey_get_figures({ credits })}
      </button>
    </span>
  )
}
