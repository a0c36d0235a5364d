import type { ExplorerSearch } from './search-schema'

/**
 * How a list pages, read from its answer. The service cuts `size` silently to what the API
 * package allows; a page that came back cut is a fact of that answer, so every figure here is
 * worked out from the answer and the address, never remembered between pages.
 */
export interface Paging {
  /** What one page really holds: the size asked for, or what the package delivered. */
  perPage: number
  totalPages: number
  /** The package delivered fewer than asked although more results exist. */
  cut: boolean
}

export function pagingOf(
  search: ExplorerSearch,
  paged: boolean,
  received: number,
  total: number,
): Paging {
  const cut = paged && isPageCut(received, search.size, search.page, total)
  const perPage = cut ? received : search.size
  return { perPage, totalPages: paged ? Math.max(1, Math.ceil(total / perPage)) : 1, cut }
}

/**
 * True when a page came back shorter than asked although more results exist after it: the
 * package cut the page. On the last page a short answer is simply the end.
 */
export function isPageCut(
  received: number,
  requested: number,
  page: number,
  total: number,
): boolean {
  if (received === 0 || received >= requested) return false
  // The pages before this one held what was asked for (after a cut, the address asks for what
  // arrives): a short page that reaches the total is the last one, not a cut.
  const before = (page - 1) * requested
  return before + received < total
}

/**
 * The address of another page of the same list. After a cut it asks for the size that really
 * arrives, so the address alone says which results a page holds (statistics page by offset):
 * a shared link asks for the same results in any tab.
 */
export function pageSearch(search: ExplorerSearch, page: number, paging: Paging): ExplorerSearch {
  return { ...search, page, item: undefined, size: paging.perPage }
}

/**
 * The deepest page within this server's paging depth (`reach`, the last result position it
 * pages to; a page reaches page × size, server/pipeline/limits/paging-depth.ts), at `size` a page. When
 * even the first page reaches too far at that size: the largest offered size that fits, or
 * none.
 */
export function deepestPage(
  size: number,
  reach: number,
  pageSizes: readonly number[],
): { page: number; size: number } | undefined {
  const fitting =
    size <= reach ? size : [...pageSizes].sort((a, b) => a - b).findLast((s) => s <= reach)
  return fitting === undefined ? undefined : { page: Math.floor(reach / fitting), size: fitting }
}
