import { getRouteApi } from '@tanstack/react-router'
import { useMemo } from 'react'
import { addBlock, parseBanner, removeBlock } from './banner-address'
import { yearBounds } from '../questions/question-catalogue'
import {
  filterIds,
  formatCompare,
  questionOf,
  tableRequest,
  type ChartLayout,
  type Compare,
  type PercentBase,
  type RowSort,
  type SurveySearch,
  type View,
} from './search-params'

const route = getRouteApi('/survey')

type Patch = Partial<SurveySearch>

/**
 * The builder's whole state, read from and written to the URL. Building steps push history
 * entries (so back/forward step through them); typing search text replaces the entry.
 */
export function useBuilder() {
  const search = route.useSearch()
  const navigate = route.useNavigate()

  return useMemo(() => {
    const filters = filterIds(search)
    // The same page with another table: the reader stays where they are (the router would
    // scroll to the top), so what a choice changes, such as a comparison, can come into view.
    const update = (patch: Patch, replace = false) =>
      void navigate({
        search: (prev) => withYearInRange({ ...prev, ...patch }),
        replace,
        resetScroll: false,
      })
    const setFilters = (ids: string[]) =>
      update({ filters: ids.length > 0 ? ids.join(',') : undefined })

    return {
      search,
      filters,
      request: tableRequest(search),
      setRows: (id: string | undefined) =>
        update(
          id && search.columns && questionOf(search.columns) === questionOf(id)
            ? { rows: id, columns: undefined }
            : { rows: id },
        ),
      /**
       * A column question: the first, or a block more beside those there (banner.ts); none takes
       * the first block away, and the next becomes the first.
       */
      setColumns: (id: string | undefined) =>
        update(
          id === undefined
            ? removeBlock(search, search.columns ?? '')
            : search.rows && questionOf(search.rows) === questionOf(id)
              ? { columns: id, rows: undefined }
              : addBlock(search, id),
        ),
      /** Takes one block of the banner away (banner.ts). */
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
          true,
        ),
      setCountry: (country: string | undefined) => update({ country }),
      setYear: (year: number | undefined) => update({ year }),
      setQ: (q: string) => update({ q: q.trim() === '' ? '' : q }, true),
      setView: (view: View) => update({ view }),
      setPct: (pct: PercentBase) => update({ pct }),
      setSort: (order: RowSort) => update({ order }, true),
      setChart: (chart: ChartLayout) => update({ chart }),
      setCompare: (compare: Compare | undefined) => update({ compare: formatCompare(compare) }),
      /** The nets' address form (nets.ts formatNets); `replace` when cleaning a link's. */
      setNets: (nets: string | undefined, replace = false) => update({ nets }, replace),
      /** Analysis options (test-options.ts analysisToSearch); typing a score replaces the entry. */
      setAnalysis: (patch: Patch, replace = false) => update(patch, replace),
    }
  }, [search, navigate])
}

export type Builder = ReturnType<typeof useBuilder>

/**
 * Keeps the chosen year inside the years the chosen questions were asked; with no year chosen,
 * picks the latest year they were all asked when that is before this year (the service's
 * default), so adding an older question does not end in "no data".
 */
function withYearInRange(search: SurveySearch): SurveySearch {
  const ids = [search.rows, search.columns, ...parseBanner(search), ...filterIds(search)].filter(
    (id): id is string => id !== undefined,
  )
  const { min, max } = yearBounds(ids)
  let year = search.year
  if (year === undefined && max !== undefined && max < new Date().getFullYear()) year = max
  if (year !== undefined && max !== undefined && year > max) year = max
  if (year !== undefined && min !== undefined && year < min) year = min
  return { ...search, year }
}
