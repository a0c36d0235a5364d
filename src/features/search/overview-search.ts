import type { ExplorerSearch } from './search-schema'

const OVERVIEW_SIZE = 5

/**
 * What the overview asks each type for: latest first without a query, best match with one.
 * The `/` route's loader and the overview's components both ask it.
 */
export function overviewSearch(search: ExplorerSearch): ExplorerSearch {
  return { ...search, size: OVERVIEW_SIZE, page: 1, sort: search.q.trim() ? 0 : 1, item: undefined }
}
