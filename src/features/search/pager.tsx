import { formatCount } from '../../lib/format'
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

const buttonClass =
  'min-w-9 rounded border px-2.5 py-1.5 text-sm tabular-nums disabled:cursor-not-allowed disabled:opacity-50'

export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number
  totalPages: number
  onPage: (page: number) => void
}) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted tabular-nums">
        Page {page} of {formatCount(totalPages)}
      </p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={`${buttonClass} border-border-strong`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Previous
          </button>
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-subtle">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={`${buttonClass} ${item === page ? 'border-accent bg-accent text-on-accent' : 'border-border hover:bg-surface-muted'}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${buttonClass} border-border-strong`}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  )
}
