import { useId, useState, type ReactNode } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { LanguageSwitch } from './language-switch'

// Labels are messages, read when the header renders (in the page's language).
const NAV = [
  { to: '/', label: m.nav_overview },
  // The content types' own names (their pages' titles use them too): one message each.
  { to: '/market-insights', label: m.type_market_insights },
  { to: '/studies', label: m.type_studies },
  { to: '/infographics', label: m.type_infographics },
  { to: '/statistics', label: m.type_statistics },
  { to: '/indicators', label: m.type_indicators },
  { to: '/survey', label: m.nav_survey },
  { to: '/research', label: m.nav_research },
  { to: '/collections', label: m.nav_collections },
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
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 xl:gap-x-3">
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
        <MainNav />
        <LanguageSwitch />
        {aside}
      </div>
    </header>
  )
}

function startOver(current: Record<string, unknown>): Record<string, undefined> {
  return Object.fromEntries(Object.keys(current).map((name) => [name, undefined]))
}

/**
 * Below the extra-large breakpoint (1280 px) the nine destinations do not fit on one line with
 * the language switch and the credits (in German, with its longer words, not even at 1024 px:
 * the whole page scrolled sideways), so a Menu button opens the full list (a bar that scrolls
 * sideways hid Survey builder and Research without a hint). From there on, the list is the bar
 * itself; should the credits with a long user name still not fit, the header's row wraps them
 * under it rather than widening the page. Without scripts the list
 * stands open (styles.css, `main-nav-list`).
 */
function MainNav() {
  const listId = useId()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // The menu is open on the page it was opened on: a destination chosen (or the page changed
  // some other way) closes it.
  const [openOn, setOpenOn] = useState<string | undefined>(undefined)
  const open = openOn === pathname
  return (
    <nav
      aria-label={m.nav_main()}
      className="order-last w-full xl:order-none xl:w-auto"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpenOn(undefined)
          document.getElementById(`${listId}-button`)?.focus()
        }
      }}
    >
      <button
        id={`${listId}-button`}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? undefined : pathname)}
        className="main-nav-toggle inline-flex min-h-10 items-center gap-2 rounded border border-border px-3 text-sm font-medium text-ink hover:bg-surface-muted xl:hidden"
      >
        <span aria-hidden="true" className="text-base leading-none">
          {open ? '✕' : '☰'}
        </span>
        {m.nav_menu()}
      </button>
      <ul
        id={listId}
        className={`main-nav-list ${open ? 'mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2' : 'hidden'} text-sm xl:mt-0 xl:flex xl:gap-1 xl:whitespace-nowrap`}
      >
        {NAV.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex min-h-10 items-center rounded px-3 text-ink-muted hover:bg-surface-muted hover:text-ink xl:inline-flex xl:min-h-8 xl:px-1.5"
              activeProps={{ className: 'bg-accent-soft text-accent-strong font-medium' }}
              // Only the overview needs an exact match; /research/<token> still belongs to Research.
              activeOptions={{ exact: item.to === '/', includeSearch: false }}
            >
              {item.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
