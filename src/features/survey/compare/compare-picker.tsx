import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { placeChoices } from '../model/place-choices'
import type { TableNaming } from '../questions/use-table-naming'
import { parseCompare, type Compare } from '../address/search-params'
import { compareChoicesModule } from '../address/address-modules'
import { useDeferredModule } from '../address/deferred-module'
import { useBuilderActions, useSurveyAddress } from '../address/survey-address'
import { m } from '../../../paraglide/messages.js'

type Choices = Awaited<ReturnType<typeof compareChoicesModule.load>>

/**
 * Choose several survey years or countries to see the same table side by side. Each year or
 * country is a table of its own (10 credits), so a choice that would buy any is a draft until
 * the reader confirms it on a button that names the cost; taking one away, or the comparison
 * away, costs nothing and applies at once. The choices and that button (compare-choices.tsx)
 * load with a comparison: a pointer or focus on the select starts the download.
 */
export function ComparePicker({ naming }: { naming: TableNaming }) {
  const { search, filters, request } = useSurveyAddress()
  const { setCompare } = useBuilderActions()
  const id = useId()
  const statusId = useId()
  const queryClient = useQueryClient()
  const applied = parseCompare(search.compare)
  // A choice not yet confirmed; undefined while the address's comparison is what is shown.
  const [draft, setDraft] = useState<Compare | undefined>(undefined)
  // A kind chosen while the choices' code is still coming: said beside the select meanwhile.
  const [pending, setPending] = useState(false)
  // Only the latest choice applies when the code comes.
  const latest = useRef(0)
  const compare = draft ?? applied
  // An address with a comparison has it loaded already (the route's loader, survey-page.tsx).
  const parts = useDeferredModule(compareChoicesModule, compare !== undefined)
  const choose = (next: Compare | undefined) => {
    const choice = ++latest.current
    const apply = (loaded: Choices) => {
      if (choice !== latest.current) return
      setPending(false)
      if (!next || loaded.tablesToBuy(queryClient, request, next) === 0) {
        setDraft(undefined)
        setCompare(next)
      } else setDraft(next)
    }
    const loaded = compareChoicesModule.loaded()
    if (!next || loaded) return apply(loaded as Choices)
    setPending(true)
    // A failed download leaves the select as it was; choosing again asks again.
    compareChoicesModule.load().then(apply, () => {
      if (choice === latest.current) setPending(false)
    })
  }
  const ids = [search.rows, search.columns, ...filters].filter((x): x is string => !!x)
  // Only years and countries with data for every question of the table are offered.
  const choices = placeChoices(naming, ids, undefined, undefined)
  const years = choices.years.map(String).sort()
  const countries = choices.countries.map((c) => c.code)
  const kind = compare?.kind ?? 'none'
  const offered = kind === 'years' ? years : kind === 'countries' ? countries : []
  // A value the link chose stays visible (and can be unticked) even where it has no data.
  const options = [...new Set([...offered, ...(compare?.values ?? [])])]
  const preferred = ['DEU', 'GBR', 'USA'].filter((c) => countries.includes(c))
  const setKind = (next: string) =>
    choose(
      next === 'years'
        ? { kind: 'years', values: years.slice(-3) }
        : next === 'countries'
          ? {
              kind: 'countries',
              values: preferred.length > 1 ? preferred : countries.slice(0, 3),
            }
          : undefined,
    )
  const preload = () => void compareChoicesModule.load().catch(() => undefined)
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm text-ink-muted">
        {m.survey_compare()}
      </label>
      <select
        id={id}
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-busy={pending}
        aria-describedby={pending ? statusId : undefined}
        className="mt-1 rounded border border-border-strong bg-surface px-2 py-1.5 text-sm"
      >
        <option value="none">{m.survey_no_comparison()}</option>
        <option value="years">{m.survey_several_years()}</option>
        <option value="countries">{m.survey_several_countries()}</option>
      </select>
      {pending && (
        <p
          id={statusId}
          role="status"
          className="mt-2 animate-pulse text-sm text-ink-muted motion-reduce:animate-none"
        >
          {m.survey_panel_opening({ panel: m.survey_compare() })}
        </p>
      )}
      {compare && parts && (
        <parts.CompareChoices
          compare={compare}
          options={options}
          naming={naming}
          buying={draft ? parts.tablesToBuy(queryClient, request, draft) : 0}
          draft={draft}
          choose={choose}
          confirm={() => {
            setDraft(undefined)
            setCompare(draft)
          }}
          cancel={() => setDraft(undefined)}
        />
      )}
    </div>
  )
}
