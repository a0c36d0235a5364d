import type { ReactNode } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'

const NAV = [
  { to: '/', label: 'Overview' },
  { to: '/market-insights', label: 'Market insights' },
  { to: '/studies', label: 'Studies' },
  { to: '/infographics', label: 'Infographics' },
  { to: '/statistics', label: 'Statistics' },
  { to: '/indicators', label: 'Indicators' },
  { to: '/survey', label: 'Survey builder' },
  { to: '/research', label: 'Research' },
  { to: '/collections', label: 'Collections' },
] as const

export type NavPath = (typeof NAV)[number]['to']

/** The page the header is shown on: its route and the search the router validated for it. */
export interface HeaderPage {
  routeId: string
  search: unknown
}

/**
 * Gives a navigation link the search it takes along from the current page (undefined for a
 * plain link). Passed in by the root route, because what a page's search means belongs to the
 * features, which this generic header must not import.
 */
export type NavSearch = (from: HeaderPage, to: NavPath) => Record<string, unknown> | undefined

export function AppHeader({
  navSearch,
  aside,
}: {
  navSearch?: NavSearch
  /** Shown at the end of the bar (the account line), passed in by the root route. */
  aside?: ReactNode
}) {
  // Read from the router's state, never from window.location, so the server and the hydrating
  // client render the same links. The leaf match holds the search as its route validated it.
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '' })
  const search = useRouterState({ select: (state) => state.matches.at(-1)?.search })
  const from: HeaderPage = { routeId, search }

  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        {/* The brand link always starts over at a plain overview. */}
        <Link to="/" className="flex shrink-0 items-center gap-2 font-semibold text-ink">
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
                  search={navSearch?.(from, item.to)}
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
