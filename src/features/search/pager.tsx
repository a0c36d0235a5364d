import { Link } from '@tanstack/react-router'
import { formatCount } from '../../lib/format'
import { m } from '../../paraglide/messages.js'
import type { ExplorerPath } from './search-schema'
import { pageSearch, type Paging } from './paging'
import type { ExplorerSearch } from './search-schema'

/** Page numbers to show: first, last, and a window around the current page, with gaps. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1])
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  sorted.forEach((page, index) => {
    const prev = sorted[index - 1]
    if (prev !== undefined && page - prev > 1) out.push(page - prev === 2 ? page - 1 : 'gap')
    out.push(page)
  })
  return out
}

const itemClass =
  'inline-block min-w-9 rounded border px-2.5 py-1.5 text-center text-sm tabular-nums'

/**
 * Links to the other pages of a list: each page has its own address, which the router
 * preloads when a link is pointed at or focused, and which opens in a new tab like any link.
 */
export function Pager({
  to,
  search,
  paging,
  onPage,
}: {
  to: ExplorerPath
  search: ExplorerSearch
  paging: Paging
  /** Called when a page link is followed, before the page changes. */
  onPage: () => void
}) {
  const { totalPages } = paging
  const page = search.page
  if (totalPages <= 1) return null
  const link = (target: number, label: string, text: string, className: string) => (
    <Link
      to={to}
      search={pageSearch(search, target, paging)}
      // The list's top is brought into view instead (onPage): the search bar stays in reach.
      resetScroll={false}
      onClick={onPage}
      activeOptions={{ exact: true }}
      aria-label={label === text ? undefined : label}
      aria-current={target === page ? 'page' : undefined}
      className={`${itemClass} ${className}`}
    >
      {text}
    </Link>
  )
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      link(target, label, label, 'border-border-strong hover:bg-surface-muted')
    ) : (
      <span aria-disabled="true" className={`${itemClass} border-border-strong opacity-50`}>
        {label}
      </span>
    )
  return (
    <nav aria-label={m.pager_label()} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted tabular-nums">
        {m.pager_status({ page: formatCount(page), total: formatCount(totalPages) })}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(page - 1, m.pager_previous(), page > 1)}</li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-subtle">
              …
            </li>
          ) : (
            <li key={item}>
              {link(
                item,
                m.pager_page({ page: formatCount(item) }),
                String(item),
                item === page
                  ? 'border-accent bg-accent text-on-accent'
                  : 'border-border hover:bg-surface-muted',
              )}
            </li>
          ),
        )}
        <li>{step(page + 1, m.pager_next(), page < totalPages)}</li>
      </ul>
    </nav>
  )
}

/**
 * A page number past the end of the list (an old link, a hand-edited address): the list is not
 * empty, so this says how far it goes and links to its last page instead of "Nothing matches".
 */
export function PastLastPage({
  to,
  search,
  paging,
  total,
  noun,
}: {
  to: ExplorerPath
  search: ExplorerSearch
  paging: Paging
  total: number
  /** What the list holds, plural ("statistics"). */
  noun: string
}) {
  const last = paging.totalPages
  return (
    <section className="rounded border border-dashed border-border-strong bg-surface p-6 text-center">
      <h2 className="text-lg font-semibold">
        {m.past_end_title({ page: formatCount(search.page) })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {m.past_end_detail({ total: formatCount(total), what: noun, pages: last })}
      </p>
      <Link
        to={to}
        search={pageSearch(search, last, paging)}
        className="mt-4 inline-block rounded border border-border-strong px-3 py-1.5 text-sm font-medium hover:bg-surface-muted"
      >
        {m.past_end_go_last({ page: formatCount(last) })}
      </Link>
    </section>
  )
}
