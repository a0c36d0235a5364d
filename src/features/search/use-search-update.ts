import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ExplorerPath } from './search-schema'
import type { ExplorerSearch } from './search-schema'

export interface UpdateOptions {
  /** Paging and opening an item keep the rest; any facet change starts again at page 1. */
  keepPage?: boolean
}

/**
 * Writes a change of the search state into the URL, which is the only place it lives. The change
 * is laid over the newest address, one still loading included, not over the one this page was
 * rendered with: two changes made close together (a sort picked and a search typed before the
 * app had loaded, replayed at once) both stay, instead of the second undoing the first.
 */
export function useSearchUpdate(path: ExplorerPath | '/', current: ExplorerSearch) {
  const navigate = useNavigate()
  return useCallback(
    (patch: Partial<ExplorerSearch>, options: UpdateOptions = {}) =>
      navigate({
        to: path,
        search: (latest: Partial<ExplorerSearch> | undefined) => ({
          // A key the newest address leaves out is at its default there.
          ...(latest ?? current),
          ...(options.keepPage ? {} : { page: 1, item: undefined }),
          ...patch,
        }),
      }),
    [navigate, path, current],
  )
}

export type SearchUpdate = ReturnType<typeof useSearchUpdate>
