/**
 * Starts the app: renders into the plain shell, or takes over a page the server wrote (its
 * router state and answers are in the router's own scripts, src/server-render/entry-server.tsx).
 * Loaded by src/main.tsx, which decides when.
 */
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { createQueryClient } from './api/query-client'
import { bindWorkspaceClient } from './api/workspace-client'
import { dropEarlyClick, replayEarlyClick, takeEarlyClick } from './lib/early-clicks'
import { holdEarlyInput } from './lib/early-input'
import { beginTakeover, endTakeover } from './lib/takeover'
import { startPageLocale } from './lib/i18n/page-locale'
import { createAppRouter, type AppRouter } from './router'

/**
 * The app's start, in three tasks, each short enough not to hold up input on a slow phone (about
 * 35 ms of one task at full speed before, which a 4x slower CPU makes 140 ms): evaluating this
 * module and what it imports (main.tsx's import), building the router, then reading the written
 * page's state and taking it over. A task ends at each `nextTask()`.
 */
export async function startApp(): Promise<void> {
  await nextTask()
  // Before anything renders: the language the server wrote the page in (hydration must match it).
  startPageLocale()
  const queryClient = createQueryClient()
  // The account's saved work is written from event handlers, through the app's one cache.
  bindWorkspaceClient(queryClient)
  const router = createAppRouter(queryClient)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const tsr = window.$_TSR
  if (!tsr) {
    drawAnew(router, root)
    return
  }
  await nextTask()
  takeOver(router, root, tsr)
}

/** Resolves in a task of its own, after what the browser has queued meanwhile (input, paint). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

function App({
  router,
  written,
  pressed,
}: {
  router: AppRouter
  written: boolean
  pressed?: HTMLButtonElement | undefined
}) {
  // Tools that drive the page (benchmarks, tests) wait for this: the controls now belong to the
  // app. (Committed once the router has rendered, or hydrated, the first time.)
  useEffect(() => {
    document.documentElement.dataset.appReady = ''
    // Hydration takes the loaders' data from the page and runs none of them. The router is not
    // asked to run them again here: that changes its state, which re-renders the whole page at
    // once, in one long task, just after the takeover. What a loader starts only in a browser
    // starts with its page instead (the explorer's next page, explorer-page.tsx).
    // A button the reader pressed before the app had loaded is pressed again once it can act.
    if (written) replayEarlyClick(pressed)
  }, [written, pressed])
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
}

/** Renders the app into the plain shell, or anew over a written page it could not take over. */
function drawAnew(router: AppRouter, root: HTMLElement) {
  // A press on the page has nothing to act on any more.
  dropEarlyClick()
  createRoot(root).render(<App router={router} written={false} />)
}

/** Takes over the page the server wrote, from the state its router's scripts carry. */
function takeOver(router: AppRouter, root: HTMLElement, tsr: NonNullable<typeof window.$_TSR>) {
  // The server wrote an address with invalid or default values in its clean form: the browser
  // moves to that form before hydrating (reading the address notes what it changed, which the
  // page then says), as it would after loading the plain shell.
  const clean = router.buildLocation({
    to: router.latestLocation.pathname,
    search: true,
    hash: true,
    _includeValidateSearch: true,
  })
  if (clean.publicHref !== router.latestLocation.publicHref)
    router.history.replace(clean.publicHref)
  // Until the first move to another page, what mounts is matched against the written page
  // (use-hydrated.ts). A change of the address on this page (the app cleaning it, a choice) is
  // not one: parts of the written page may still be hydrating then.
  beginTakeover()
  const unsubscribe = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
    if (!pathChanged) return
    endTakeover()
    unsubscribe()
  })
  // What RouterClient does, with the early input held at the last moment before React attaches
  // (the route's code loads first), and the page drawn anew if the handover fails.
  void hydrate(router)
    .finally(() => tsr.h())
    .then(
      () => {
        holdEarlyInput(root)
        // Hydrated as a transition: React then works through the written page in slices of a few
        // milliseconds and lets the browser handle input and paint between them, instead of one
        // task of the whole tree (default-priority hydration is not sliced). The page is already
        // on screen and readable, so nothing waits on the takeover finishing in one go.
        startTransition(() => {
          hydrateRoot(root, <App router={router} written pressed={takeEarlyClick()} />)
        })
      },
      () => drawAnew(router, root),
    )
}
