import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ENDPOINTS } from '../../../api/endpoints'
import { dataTableQuery } from '../../../api/survey-queries'
import { formatCount } from '../../../lib/format'
import { SpendButtons } from '../../../components/spend-buttons'
import { placeChoices } from '../model/place-choices'
import type { TableNaming } from '../questions/use-table-naming'
import { parseCompare, type Compare } from '../address/search-params'
import { comparisonRequests } from '../model/compare-model'
import { useBuilderActions, useSurveyAddress } from '../address/survey-address'
import { m } from '../../../paraglide/messages.js'

/**
 * Choose several survey years or countries to see the same table side by side. Each year or
 * country is a table of its own (10 credits), so a choice that would buy any is a draft until
 * the reader confirms it on a button that names the cost; taking one away, or the comparison
 * away, costs nothing and applies at once.
 */
export function ComparePicker({ naming }: { naming: TableNaming }) {
  const { search, filters, request } = useSurveyAddress()
  const { setCompare } = useBuilderActions()
  const id = useId()
  const queryClient = useQueryClient()
  const applied = parseCompare(search.compare)
  // A choice not yet confirmed; undefined while the address's comparison is what is shown.
  const [draft, setDraft] = useState<Compare | undefined>(undefined)
  const compare = draft ?? applied
  const toBuy = (next: Compare) =>
    request
      ? comparisonRequests(request, next).filter(
          (r) => queryClient.getQueryData(dataTableQuery(r).queryKey) === undefined,
        ).length
      : 0
  const choose = (next: Compare | undefined) => {
    if (!next || toBuy(next) === 0) {
      setDraft(undefined)
      setCompare(next)
    } else setDraft(next)
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
  const toggle = (value: string) => {
    if (!compare) return
    const values = compare.values.includes(value)
      ? compare.values.filter((v) => v !== value)
      : [...compare.values, value]
    choose(values.length > 0 ? ({ kind: compare.kind, values } satisfies Compare) : undefined)
  }
  const buying = draft ? toBuy(draft) : 0
  const credits = buying * ENDPOINTS.dataTable.credits
  const compareWords = (c: Compare) => {
    const count = c.values.length
    const shown = formatCount(count)
    return c.kind === 'years'
      ? m.survey_compare_years({ count, shown })
      : m.survey_compare_countries({ count, shown })
  }
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm text-ink-muted">
        {m.survey_compare()}
      </label>
      <select
        id={id}
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        className="mt-1 rounded border border-border-strong bg-surface px-2 py-1.5 text-sm"
      >
        <option value="none">{m.survey_no_comparison()}</option>
        <option value="years">{m.survey_several_years()}</option>
        <option value="countries">{m.survey_several_countries()}</option>
      </select>
      {compare && (
        <fieldset className="mt-2">
          <legend className="text-sm text-ink-muted">
            {compare.kind === 'years'
              ? m.survey_years_to_compare()
              : m.survey_countries_to_compare()}
          </legend>
          <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {options.map((value) => (
              <label key={value} className="inline-flex items-center gap-1 text-sm tabular-nums">
                <input
                  type="checkbox"
                  checked={compare.values.includes(value)}
                  disabled={!compare.values.includes(value) && compare.values.length >= 6}
                  onChange={() => toggle(value)}
                />
                {kind === 'countries' ? (
                  <>
                    {naming.countryName(value)}{' '}
                    <small className="text-xs text-ink-subtle">{value}</small>
                  </>
                ) : (
                  value
                )}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {draft && buying > 0 && (
        <div className="mt-2">
          <SpendButtons
            what={compareWords(draft)}
            credits={credits}
            onSpend={() => {
              setDraft(undefined)
              setCompare(draft)
            }}
            onCancel={() => setDraft(undefined)}
          >
            <p className="w-full text-xs text-ink-muted">
              {m.survey_tables_of_credits({
                count: buying,
                shown: formatCount(buying),
                credits: formatCount(ENDPOINTS.dataTable.credits),
                rest: buying < draft.values.length ? m.survey_others_loaded() : '',
              })}
            </p>
          </SpendButtons>
        </div>
      )}
    </div>
  )
}
