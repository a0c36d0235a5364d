import { useState } from 'react'
import type { ExplorerType } from './content-registry'
import { DateRangeControl } from './date-range-control'
import {
  appliedChips,
  dateRangeLabel,
  platformChoices,
  premiumChoices,
  premiumChoice,
  premiumValue,
  sortChoices,
} from './facet-labels'
import { FacetSelect } from './facet-select'
import { QueryInput } from './query-input'
import { SEARCH_DEFAULTS, type ExplorerSearch } from './search-schema'
import type { SearchUpdate } from './use-search-update'
import { m } from '../../paraglide/messages.js'

/** The one faceted search bar: text, then only the facets this endpoint supports, then chips. */
export function SearchBar({
  type,
  search,
  update,
  noSort,
}: {
  type: Pick<ExplorerType, 'label' | 'plural' | 'noun' | 'facets' | 'pageSizes'>
  search: ExplorerSearch
  update: SearchUpdate
  /** Why the page has no sort control, where the service offers none (page-words.ts). */
  noSort?: string | undefined
}) {
  const has = (facet: ExplorerType['facets'][number]) => type.facets.includes(facet)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const chips = appliedChips(search, type.facets)
  const sizes = [...new Set([...type.pageSizes, search.size])].sort((a, b) => a - b)

  return (
    <div className="space-y-3 rounded border border-border bg-surface p-3 sm:p-4">
      <QueryInput
        value={search.q}
        onCommit={(q) => void update({ q })}
        label={m.search_label({ what: type.plural })}
        placeholder={m.search_placeholder({ what: type.plural })}
      />
      {type.facets.length > 0 && (
        <button
          type="button"
          className="rounded border border-border-strong px-3 py-1.5 text-sm sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? m.filters_hide() : m.filters_show()}
          {chips.length > 1 ? ` (${chips.length - (search.q ? 1 : 0)})` : ''}
        </button>
      )}
      <div
        id="search-filters"
        className={`${filtersOpen ? 'flex' : 'hidden'} flex-col gap-3 sm:flex sm:flex-row sm:flex-wrap sm:items-start`}
      >
        {has('dates') && (
          <DateRangeControl
            range={search}
            onChange={(range) =>
              void update({ date_from: range.date_from, date_to: range.date_to })
            }
          />
        )}
        {has('sort') && (
          <FacetSelect
            label={m.facet_sort()}
            value={String(search.sort) as '0' | '1'}
            choices={sortChoices()}
            onChange={(value) => void update({ sort: value === '1' ? 1 : 0 })}
          />
        )}
        {noSort && (
          <div className="flex max-w-56 flex-col gap-1" data-testid="no-sort">
            <span className="text-xs font-medium text-ink-muted">{m.facet_sort()}</span>
            <p className="text-xs text-ink-subtle">{noSort}</p>
          </div>
        )}
        {has('platform') && (
          <FacetSelect
            label={m.facet_platform()}
            value={search.platform}
            choices={platformChoices()}
            onChange={(platform) => void update({ platform })}
          />
        )}
        {has('premium') && (
          <FacetSelect
            label={m.facet_access()}
            value={premiumChoice(search.premium)}
            choices={premiumChoices()}
            onChange={(choice) => void update({ premium: premiumValue(choice) })}
          />
        )}
        {has('size') && (
          <FacetSelect
            label={m.facet_per_page()}
            value={String(search.size)}
            choices={sizes.map((size) => ({ value: String(size), label: String(size) }))}
            onChange={(size) => void update({ size: Number(size) })}
          />
        )}
      </div>
      {(chips.length > 0 || has('dates')) && (
        <div
          className="flex flex-wrap items-center gap-2"
          aria-label={m.facets_applied()}
          role="group"
        >
          {/* The date window always shows, the service's default included: a search that finds
              nothing often only needs a wider one. */}
          {has('dates') && !chips.some((chip) => chip.key === 'dates') && (
            <span className="inline-flex items-center rounded-full border border-border-strong px-2.5 py-0.5 text-xs text-ink-muted">
              {m.facet_published_default({ range: dateRangeLabel(search) })}
            </span>
          )}
          {chips.map((chip) => (
            <button
              key={chip.key}
              type="button"
              onClick={() => void update(chip.remove)}
              className="inline-flex min-h-6 items-center gap-1 rounded-full border border-accent/40 bg-accent-soft px-2.5 py-0.5 text-xs text-accent-strong hover:border-accent"
            >
              {/* The name is the visible text with a verb before it (WCAG 2.5.3, label in name). */}
              <span className="sr-only">{m.facet_remove()} </span>
              {chip.label}
              <span aria-hidden="true">×</span>
            </button>
          ))}
          {chips.length > 0 && (
            <button
              type="button"
              className="inline-flex min-h-6 items-center px-1 text-xs text-ink-muted underline underline-offset-2 hover:text-ink"
              onClick={() =>
                void update({
                  q: '',
                  date_from: undefined,
                  date_to: undefined,
                  platform: SEARCH_DEFAULTS.platform,
                  premium: undefined,
                  sort: SEARCH_DEFAULTS.sort,
                  size: SEARCH_DEFAULTS.size,
                })
              }
            >
              {m.facets_clear()}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
