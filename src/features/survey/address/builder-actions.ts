import { addBlock, parseBanner, removeBlock } from './banner-address'
import {
  filterIds,
  formatCompare,
  questionOf,
  type ChartLayout,
  type Compare,
  type PercentBase,
  type RowSort,
  type SurveySearch,
  type View,
} from './search-params'
import type { AddressPatch, UpdateAddress } from './address-rules'

/**
 * The builder's steps over the address as the page shows it (`search`), each one write
 * through `update`, which keeps the address rules (address-rules.ts: the year in range, a
 * question on one side only). Typing and cleaning a link replace the history entry.
 */
export function builderActions(search: SurveySearch, update: UpdateAddress) {
  const filters = filterIds(search)
  const replace = { replace: true }
  const setFilters = (ids: string[]) =>
    update({ filters: ids.length > 0 ? ids.join(',') : undefined })

  return {
    update,
    setRows: (id: string | undefined) => update({ rows: id }),
    /**
     * A column question: the first, or a block more beside those there (banner-address.ts);
     * none takes the first block away, and the next becomes the first. The rows' question put
     * on columns leaves rows.
     */
    setColumns: (id: string | undefined) =>
      update(
        id === undefined
          ? removeBlock(search, search.columns ?? '')
          : search.rows && questionOf(search.rows) === questionOf(id)
            ? { columns: id }
            : addBlock(search, id),
      ),
    /** Takes one block of the banner away (banner-address.ts). */
    removeBlock: (id: string) => update(removeBlock(search, id)),
    swap: () => update({ rows: search.columns, columns: search.rows }),
    addFilter: (id: string) => {
      if (!filters.includes(id)) setFilters([...filters, id])
    },
    removeFilter: (id: string) => setFilters(filters.filter((f) => f !== id)),
    toggleFilter: (id: string) =>
      setFilters(filters.includes(id) ? filters.filter((f) => f !== id) : [...filters, id]),
    removeFilterQuestion: (questionId: string) =>
      setFilters(filters.filter((f) => questionOf(f) !== questionId)),
    clearAll: () =>
      update({
        rows: undefined,
        columns: undefined,
        filters: undefined,
        compare: undefined,
        book: undefined,
        banner: undefined,
        nets: undefined,
        // Audience columns (each a paid table) and the settings that name the cleared
        // questions' answers go too; the test level, correction, mean and index stay, as the
        // view and percent base do.
        aud: undefined,
        vs: undefined,
        scores: undefined,
      }),
    /** Takes IDs the service does not know out of the address (replacing the entry). */
    removeIds: (ids: readonly string[]) =>
      update(
        {
          ...(search.rows && ids.includes(search.rows) ? { rows: undefined } : {}),
          ...(search.columns && ids.includes(search.columns)
            ? removeBlock(search, search.columns)
            : {}),
          ...(search.banner
            ? {
                banner:
                  parseBanner(search)
                    .filter((b) => !ids.includes(b))
                    .join(',') || undefined,
              }
            : {}),
          filters: filters.filter((f) => !ids.includes(f)).join(',') || undefined,
        },
        replace,
      ),
    setCountry: (country: string | undefined) => update({ country }),
    setYear: (year: number | undefined) => update({ year }),
    setQ: (q: string) => update({ q: q.trim() === '' ? '' : q }, replace),
    setView: (view: View) => update({ view }),
    setPct: (pct: PercentBase) => update({ pct }),
    setSort: (order: RowSort) => update({ order }, replace),
    setChart: (chart: ChartLayout) => update({ chart }),
    setCompare: (compare: Compare | undefined) => update({ compare: formatCompare(compare) }),
    /** The nets' address form (nets.ts formatNets); `replace` when cleaning a link's. */
    setNets: (nets: string | undefined, replace = false) => update({ nets }, { replace }),
    /** Analysis options (test-options.ts analysisToSearch); typing a score replaces the entry. */
    setAnalysis: (patch: AddressPatch, replace = false) => update(patch, { replace }),
  }
}

export type BuilderActions = ReturnType<typeof builderActions>
