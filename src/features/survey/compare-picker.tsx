import { useId } from 'react'
import { placeChoices } from './place-choices'
import type { TableNaming } from './use-table-naming'
import { parseCompare, type Compare } from './search-params'
import type { Builder } from './use-builder'

/** Choose several survey years or countries to see the same table side by side. */
export function ComparePicker({ builder, naming }: { builder: Builder; naming: TableNaming }) {
  const { search, filters } = builder
  const id = useId()
  const compare = parseCompare(search.compare)
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
    builder.setCompare(
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
    builder.setCompare(
      values.length > 0 ? ({ kind: compare.kind, values } satisfies Compare) : undefined,
    )
  }
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm text-ink-muted">
        Compare
      </label>
      <select
        id={id}
        value={kind}
        onChange={(e) => setKind(e.target.value)}
        className="mt-1 rounded border border-border-strong bg-surface px-2 py-1.5 text-sm"
      >
        <option value="none">No comparison</option>
        <option value="years">Several survey years</option>
        <option value="countries">Several countries</option>
      </select>
      {compare && (
        <fieldset className="mt-2">
          <legend className="text-sm text-ink-muted">
            {compare.kind === 'years' ? 'Years to compare' : 'Countries to compare'} (up to 6)
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
    </div>
  )
}
