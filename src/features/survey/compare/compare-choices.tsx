import type { QueryClient } from '@tanstack/react-query'
import { ENDPOINTS } from '../../../api/endpoints'
import { dataTableQuery } from '../../../api/survey-queries'
import { formatCount } from '../../../lib/format'
import { SpendButtons } from '../../../components/spend-buttons'
import type { TableNaming } from '../questions/use-table-naming'
import type { Compare, TableRequest } from '../address/search-params'
import { comparisonRequests } from '../model/compare-model'
import { m } from '../../../paraglide/messages.js'

/**
 * What the comparison picker (compare-picker.tsx) shows once a comparison is chosen: the years
 * or countries to tick and the button that buys the tables. A deferred module
 * (address-modules.ts): a table without a comparison, the usual first view, loads none of it.
 */

/** How many tables of the comparison the page does not have yet (each costs credits). */
export function tablesToBuy(
  client: QueryClient,
  request: TableRequest | undefined,
  compare: Compare,
): number {
  return request
    ? comparisonRequests(request, compare).filter(
        (r) => client.getQueryData(dataTableQuery(r).queryKey) === undefined,
      ).length
    : 0
}

const compareWords = (c: Compare) => {
  const count = c.values.length
  const shown = formatCount(count)
  return c.kind === 'years'
    ? m.survey_compare_years({ count, shown })
    : m.survey_compare_countries({ count, shown })
}

export function CompareChoices({
  compare,
  options,
  naming,
  buying,
  draft,
  choose,
  confirm,
  cancel,
}: {
  /** The comparison shown: a draft, or the address's. */
  compare: Compare
  /** The years or countries to tick. */
  options: readonly string[]
  naming: TableNaming
  /** Tables the draft would buy (tablesToBuy), 0 without a draft. */
  buying: number
  draft: Compare | undefined
  choose: (next: Compare | undefined) => void
  confirm: () => void
  cancel: () => void
}) {
  const toggle = (value: string) => {
    const values = compare.values.includes(value)
      ? compare.values.filter((v) => v !== value)
      : [...compare.values, value]
    choose(values.length > 0 ? ({ kind: compare.kind, values } satisfies Compare) : undefined)
  }
  return (
    <>
      <fieldset className="mt-2">
        <legend className="text-sm text-ink-muted">
          {compare.kind === 'years' ? m.survey_years_to_compare() : m.survey_countries_to_compare()}
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
              {compare.kind === 'countries' ? (
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
      {draft && buying > 0 && (
        <div className="mt-2">
          <SpendButtons
            what={compareWords(draft)}
            credits={buying * ENDPOINTS.dataTable.credits}
            onSpend={confirm}
            onCancel={cancel}
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
    </>
  )
}
