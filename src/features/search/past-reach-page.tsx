import { Link } from '@tanstack/react-router'
import { formatCount } from '../../lib/format'
import type { ExplorerPath } from './search-schema'
import { deepestPage } from './paging'
import type { ExplorerSearch } from './search-schema'
import { m } from '../../paraglide/messages.js'

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
          ? m.past_reach_size({ size: formatCount(search.size) })
          : m.past_reach_page({ page: formatCount(search.page) })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {m.past_reach_text({
          reach: formatCount(reach),
          deepest: deepest
            ? m.past_reach_deepest({
                page: formatCount(deepest.page),
                size: formatCount(deepest.size),
              })
            : '',
        })}
      </p>
      {deepest && (
        <Link
          to={to}
          search={{ ...search, ...deepest, item: undefined }}
          className="mt-4 inline-block rounded border border-border-strong px-3 py-1.5 text-sm font-medium hover:bg-surface-muted"
        >
          {sizeChanged
            ? m.past_reach_go_size({
                page: formatCount(deepest.page),
                size: formatCount(deepest.size),
              })
            : m.past_reach_go({ page: formatCount(deepest.page) })}
        </Link>
      )}
    </section>
  )
}
