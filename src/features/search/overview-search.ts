import type { ExplorerSearch } from './search-schema'

const OVERVIEW_SIZE = 5

/**
 * What the overview asks each type for: latest first without a query, best match with one.
 * Its own module because the `/` route's loader needs it: imported from overview.tsx, the
 * overview's components would be bundled with the route tree into every page's first load
 * instead of the `/` route's own chunk.
 */
export function overviewSearch(search: ExplorerSearch): ExplorerSearch {
  return { ...search, size: OVERVIEW_SIZE, page: 1, sort: search.q.trim() ? 0 : 1, item: undefined }
}
