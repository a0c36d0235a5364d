/**
 * Starts the app: renders into the plain shell, or takes over a page the server wrote. Loaded by
 * src/main.tsx, which decides when.
 */
import { createRoot, hydrateRoot } from 'react-dom/client'
import { hydrate, onlineManager } from '@tanstack/react-query'
import { createQueryClient } from './api/query-client'
import { readFirstView } from './api/first-view-state'
import { App } from './app'
import { holdEarlyInput, replayEarlyInput } from './lib/early-input'
import { whenFirstViewLive } from './lib/first-view-handover'
import { createAppRouter, markServerRendered } from './router'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const app = <App queryClient={queryClient} router={router} />

// Tools that drive the page (benchmarks) wait for this: the controls now belong to the app.
const markReady = () => {
  document.documentElement.dataset.appReady = ''
}
const render = () => {
  onlineManager.setOnline(true)
  createRoot(root).render(app)
  markReady()
}

const firstView = readFirstView(document)
if (firstView) {
  // The server wrote this page with these answers: take them over, load the same route (its
  // code and data are then at hand) and attach to the markup instead of drawing it again.
  // Until the page is live, no request may change what it shows (an answer the server did not
  // get in time, or an error, would make hydration mismatch), so requests wait as if offline;
  // what the reader typed or picked meanwhile is entered again once the page is live.
  // (A promise, not a top-level await: that would make the bundler preload every route.)
  hydrate(queryClient, firstView)
  markServerRendered(router)
  onlineManager.setOnline(false)
  void router.load().then(() => {
    holdEarlyInput(root)
    whenFirstViewLive(() => {
      onlineManager.setOnline(true)
      replayEarlyInput()
      markReady()
    })
    hydrateRoot(root, app)
  }, render)
} else {
  render()
}
