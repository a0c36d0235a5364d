import { useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { hydrate, onlineManager } from '@tanstack/react-query'
import { createQueryClient } from './api/query-client'
import { readFirstView } from './api/first-view-state'
import { App } from './app'
import { holdEarlyInput } from './lib/early-input'
import { createAppRouter, markServerRendered } from './router'
import './styles.css'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const app = <App queryClient={queryClient} router={router} />
const firstView = readFirstView(document)
if (firstView) {
  // The server wrote this page with these answers: take them over, load the same route (its
  // code and data are then at hand) and attach to the markup instead of drawing it again.
  // Until attached, no request may change what the page shows (an answer the server did not
  // get in time, or an error, would arrive before hydration and make it mismatch), so
  // requests wait as if offline and go out right after.
  // (A promise, not a top-level await: that would make the bundler preload every route.)
  hydrate(queryClient, firstView)
  markServerRendered(router)
  onlineManager.setOnline(false)
  void router.load().then(
    () => {
      holdEarlyInput(root)
      hydrateRoot(
        root,
        <>
          {app}
          <Started hydrated />
        </>,
      )
    },
    () => {
      onlineManager.setOnline(true)
      createRoot(root).render(
        <>
          {app}
          <Started />
        </>,
      )
    },
  )
} else {
  createRoot(root).render(
    <>
      {app}
      <Started />
    </>,
  )
}

/**
 * Runs once the app is on the page: lets the queries held back during hydration go out, and
 * marks the document (`data-app-ready`) so tools that drive the page (benchmarks) know the
 * controls now belong to the app. Renders nothing.
 */
function Started({ hydrated = false }: { hydrated?: boolean }) {
  useEffect(() => {
    if (hydrated) onlineManager.setOnline(true)
    document.documentElement.dataset.appReady = ''
  }, [hydrated])
  return null
}
