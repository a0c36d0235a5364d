import { Link } from '@tanstack/react-router'

const NAV = [{ to: '/', label: 'Overview' }] as const

export function AppHeader() {
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-page items-center gap-6 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-semibold text-ink">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          DDS Explorer
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-1 text-sm">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="rounded px-3 py-1.5 text-ink-muted hover:bg-surface-muted hover:text-ink"
                  activeProps={{ className: 'bg-accent-soft text-accent-strong font-medium' }}
                  activeOptions={{ exact: true }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
