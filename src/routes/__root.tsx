import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { AppHeader } from '../components/app-header'
import { DocumentTitle } from '../components/document-title'
import { carriedSearch } from '../features/search/carried-search'
import { useFocusMainOnPageChange } from '../components/use-focus-main-on-page-change'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  useFocusMainOnPageChange('main')
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <DocumentTitle />
      <AppHeader navSearch={carriedSearch} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-6 sm:px-6">
        <Outlet />
      </main>
      <footer className="border-t border-border px-4 py-4 text-center text-xs text-ink-subtle">
        DDS Explorer · data from the Data Discovery Service
      </footer>
    </div>
  )
}
