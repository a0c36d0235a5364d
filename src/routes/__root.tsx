import { Outlet, Scripts, createRootRouteWithContext, useRouterState } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { AppHeader } from '../components/app-header'
import { DocumentTitle } from '../components/document-title'
import { usageQuery } from '../api/account-queries'
import { UsageMeter } from '../features/account/usage-meter'
import { MoveOfferGate } from '../features/account/move-offer-gate'
import { WorkspaceNotices } from '../components/workspace-notices'
import { useFocusMainOnPageChange } from '../components/use-focus-main-on-page-change'
import { m } from '../paraglide/messages.js'

const SIGN_IN = '/sign-in'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The account line's figures, asked for alongside the page and never waited on: the server
  // writes them into a first view, and a fresh answer is reused for a minute. The sign-in page
  // has no one to ask for.
  loader: ({ context, location }) => {
    if (location.pathname !== SIGN_IN) void context.queryClient.prefetchQuery(usageQuery())
  },
  component: RootLayout,
})

function RootLayout() {
  useFocusMainOnPageChange('main')
  const signingIn = useRouterState({ select: (s) => s.location.pathname === SIGN_IN })
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        {m.skip_to_content()}
      </a>
      {/* The server writes the head into index.html's own (src/server-render/entry-server.tsx);
          in the browser only the title changes with the page. */}
      {import.meta.env.SSR ? null : <DocumentTitle />}
      <AppHeader aside={signingIn ? undefined : <UsageMeter />} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-6 sm:px-6">
        {!signingIn && <MoveOfferGate />}
        <WorkspaceNotices />
        <Outlet />
      </main>
      <footer className="border-t border-border px-4 py-4 text-center text-xs text-ink-subtle">
        {m.footer_note()}
      </footer>
      {/* The router's answers and state for the browser, on a server-written page. They remove
          themselves before the app starts, and no route has scripts of its own, so the browser
          renders nothing here: built out of the browser bundle (import.meta.env.SSR is a
          build-time constant), with the router's asset code it would otherwise load. */}
      {import.meta.env.SSR ? <Scripts /> : null}
    </div>
  )
}
