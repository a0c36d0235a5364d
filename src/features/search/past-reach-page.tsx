import { Link } from '@tanstack/react-router'
import { formatCount } from '../../lib/format'
import type { ExplorerPath } from './search-schema'
import { deepestPage } from './paging'
import type { ExplorerSearch } from './search-schema'

/**
 * A page past the deepest result this server pages to (DDS_MAX_DEPTH: an old link, a
 * hand-edited address): says how far paging goes and links to the deepest page within it.
 */
export interface ReachPageProps {
  to: ExplorerPath
  search: ExplorerSearch
  /** The deepest result position this server pages to. */
  reach: number
  /** The page sizes the list offers, for a reach below the size asked for. */
  pageSizes: readonly number[]
}

export function PastReachPage({ to, search, reach, pageSizes }: ReachPageProps) {
  const deepest = deepestPage(search.size, reach, pageSizes)
  const sizeChanged = deepest !== undefined && deepest.size !== search.size
  return (
    <section className="rounded border border-dashed border-border-strong bg-surface p-6 text-center">
      <h2 className="text-lg font-semibold">
        {search.size > reach
          ? `${formatCount(search.size)} results a page reach further than this server pages`
          : `Page ${formatCount(search.page)} is further than this server pages`}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Results can be paged up to number {formatCount(reach)}
        {deepest && `: page ${formatCount(deepest.page)} at ${formatCount(deepest.size)} a page`}.
        To reach results beyond it, narrow the search (words, dates, filters).
      </p>
      {deepest && (
        <Link
          to={to}
          search={{ ...search, ...deepest, item: undefined }}
          className="mt-4 inline-block rounded border border-border-strong px-3 py-1.5 text-sm font-medium hover:bg-surface-muted"
        >
          Go to page {formatCount(deepest.page)}
          {sizeChanged && ` at ${formatCount(deepest.size)} a page`}
        </Link>
      )}
    </section>
  )
}
