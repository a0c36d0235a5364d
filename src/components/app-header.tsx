import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'

const NAV = [
  { to: '/', label: 'Overview' },
  { to: '/market-insights', label: 'Market insights' },
  { to: '/studies', label: 'Studies' },
  { to: '/infographics', label: 'Infographics' },
  { to: '/statistics', label: 'Statistics' },
  { to: '/indicators', label: 'Indicators' },
  { to: '/survey', label: 'Survey builder' },
  { to: '/research', label: 'Research' },
] as const

/**
 * The header's links take along what each page's route says it keeps of the current search
 * (its `retainSearchParams` middleware), so this generic header needs no knowledge of it.
 */
export function AppHeader({
  aside,
}: {
  /** Shown at the end of the bar (the account line), passed in by the root route. */
  aside?: ReactNode
}) {
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        {/* The brand link always starts over at a plain overview: every value of the current
            address is named as dropped, so none is kept. */}
        <Link
          to="/"
          search={startOver}
          className="flex shrink-0 items-center gap-2 font-semibold text-ink"
        >
          <img src="/favicon.svg" alt="" width={24} height={24} />
          DDS Explorer
        </Link>
        {/* On a phone the links scroll sideways instead of squeezing or overflowing the page;
            the padding leaves room for the focus outline, which the scroll box would clip. */}
        <nav aria-label="Main" className="-m-1 min-w-0 max-w-full overflow-x-auto p-1">
          <ul className="flex gap-1 whitespace-nowrap text-sm">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="inline-block rounded px-3 py-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
                  activeProps={{ className: 'bg-accent-soft text-accent-strong font-medium' }}
                  // Only the overview needs an exact match; /research/<token> still belongs to Research.
                  activeOptions={{ exact: item.to === '/', includeSearch: false }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {aside}
      </div>
    </header>
  )
}

function startOver(current: Record<string, unknown>): Record<string, undefined> {
  return Object.fromEntries(Object.keys(current).map((name) => [name, undefined]))
}
