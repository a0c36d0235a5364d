import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import {
  DEFAULT_INDICATOR_GEO,
  indicatorDataQuery,
  MAX_INDICATOR_GEOS,
} from '../../../api/data-queries'
import { ENDPOINTS } from '../../../api/endpoints'
import { SpendButtons } from '../../../components/spend-buttons'
import { UnreadableNote } from '../../../components/unreadable-note'
import { UNREADABLE } from '../unreadable-words'
import { ResultError } from '../result-states'
import { indicatorTable } from './data-table'
import { DataSection, DataView } from './data-view'
import { m } from '../../../paraglide/messages.js'

/**
 * The geos of an indicator's series: those the address names that the indicator covers, else
 * the provider's default (the world) when covered, else the first it covers.
 */
export function chosenGeos(asked: readonly string[], covered: Readonly<Record<string, string>>) {
  const kept = asked.filter((code) => Object.hasOwn(covered, code)).slice(0, MAX_INDICATOR_GEOS)
  if (kept.length > 0) return kept
  const first = Object.hasOwn(covered, DEFAULT_INDICATOR_GEO)
    ? DEFAULT_INDICATOR_GEO
    : Object.keys(covered)[0]
  return first ? [first] : []
}

/**
 * An indicator's series in up to five geos, fetched in one call of 15 credits. The reader picks
 * the geos first and then asks for their series on a button that names the cost, so ticking
 * three places does not buy the series three times; a shared link shows the item and the
 * geos it names and asks the same way before buying (unless this page already has them).
 */
export function IndicatorData({
  id,
  covered,
  asked,
  onChoose,
}: {
  id: string
  covered: Readonly<Record<string, string>>
  /** The geo codes the address names. */
  asked: readonly string[]
  onChoose: (codes: string[]) => void
}) {
  const queryClient = useQueryClient()
  const chosen = chosenGeos(asked, covered)
  const dropped = asked.filter((code) => !chosen.includes(code))
  // Geos ticked but not yet asked for.
  const [draft, setDraft] = useState<string[] | undefined>(undefined)
  // Opened by the reader's own click on "Data (15 credits)": the default geos are asked at
  // once. Opened by a link that names geos: the reader says yes first.
  const [confirmed, setConfirmed] = useState(asked.length === 0)
  const picked = draft ?? chosen
  const kept =
    chosen.length > 0 &&
    queryClient.getQueryData(indicatorDataQuery(id, chosen).queryKey) !== undefined
  const showing = draft === undefined && chosen.length > 0 && (confirmed || kept)
  const credits = ENDPOINTS.indicatorData.credits
  return (
    // Opened when the address already names geos: a shared link shows what its sender saw.
    <DataSection credits={credits} initiallyOpen={asked.length > 0}>
      <GeoPicker covered={covered} chosen={picked} onChoose={setDraft} />
      {dropped.length > 0 && (
        <p className="text-sm text-warning">
          {m.detail_not_shown({ places: dropped.join(', '), max: MAX_INDICATOR_GEOS })}
        </p>
      )}
      {!showing && picked.length > 0 && (
        <SpendButtons
          what={m.detail_show_series({ places: placesWords(picked, covered) })}
          credits={credits}
          onSpend={() => {
            if (draft) onChoose(draft)
            setDraft(undefined)
            setConfirmed(true)
          }}
          onCancel={draft ? () => setDraft(undefined) : undefined}
        />
      )}
      {showing && <IndicatorNumbers id={id} geos={chosen} covered={covered} />}
    </DataSection>
  )
}

/** "Germany", "Germany and France", "3 places". */
function placesWords(codes: readonly string[], covered: Readonly<Record<string, string>>) {
  const names = codes.map((code) => covered[code] ?? code)
  const [first = '', second] = names
  if (names.length <= 1) return first
  if (names.length === 2 && second !== undefined) return m.detail_places_two({ first, second })
  return m.detail_places_many({ count: names.length })
}

function GeoPicker({
  covered,
  chosen,
  onChoose,
}: {
  covered: Readonly<Record<string, string>>
  chosen: readonly string[]
  onChoose: (codes: string[]) => void
}) {
  const id = useId()
  const full = chosen.length >= MAX_INDICATOR_GEOS
  // By name, the world first: readers look for a country, not a code.
  const geos = Object.entries(covered).sort(([a, an], [b, bn]) =>
    a === DEFAULT_INDICATOR_GEO ? -1 : b === DEFAULT_INDICATOR_GEO ? 1 : an.localeCompare(bn),
  )
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">
        {m.detail_geos()}{' '}
        <span id={`${id}-hint`} className="font-normal text-ink-muted">
          {m.detail_geos_hint({
            chosen: chosen.length,
            max: MAX_INDICATOR_GEOS,
            credits: ENDPOINTS.indicatorData.credits,
          })}
        </span>
      </legend>
      <ul className="grid max-h-48 grid-cols-1 gap-x-4 overflow-y-auto rounded border border-border p-2 sm:grid-cols-2">
        {geos.map(([code, name]) => {
          const checked = chosen.includes(code)
          return (
            <li key={code}>
              <label className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  aria-describedby={`${id}-hint`}
                  onChange={() =>
                    onChoose(checked ? chosen.filter((c) => c !== code) : [...chosen, code])
                  }
                  className="size-4"
                />
                {name}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

function IndicatorNumbers({
  id,
  geos,
  covered,
}: {
  id: string
  geos: readonly string[]
  covered: Readonly<Record<string, string>>
}) {
  const { data, error, refetch, isPlaceholderData } = useQuery(indicatorDataQuery(id, geos))
  const table = useMemo(
    () => (data ? indicatorTable(data, (code) => covered[code] ?? code) : undefined),
    [data, covered],
  )
  if (error) return <ResultError error={error} onRetry={() => void refetch()} compact />
  if (!data || !table)
    return (
      <p role="status" className="text-sm text-ink-muted">
        {m.detail_loading_series()}
      </p>
    )
  return (
    <div className={`space-y-2 ${isPlaceholderData ? 'opacity-60' : ''}`}>
      {data.chart.unit && (
        <p className="text-sm">
          <span className="font-medium text-ink-subtle">{m.detail_unit()}</span> {data.chart.unit}
        </p>
      )}
      <UnreadableNote note={data.chart.unreadable} text={UNREADABLE.places} />
      <DataView
        table={table}
        kind="line"
        title={data.chart.name ?? data.title}
        filename={`indicator-${id}`}
      />
    </div>
  )
}
