import { StrictMode, useEffect, type ReactNode } from 'react'

/** The browser's app around its router (which brings the QueryClientProvider, src/router.tsx). */
export function App({ router }: { router: ReactNode }) {
  // Tools that drive the page (benchmarks, tests) wait for this: the controls now belong to the
  // app. (Committed once the router has rendered, or hydrated, the first time.)
  useEffect(() => {
    document.documentElement.dataset.appReady = ''
  }, [])
  return <StrictMode>{router}</StrictMode>
}
