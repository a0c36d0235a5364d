import { useEffect } from 'react'

/**
 * The moment a server-written page becomes the app's. React hydrates the shell first and a
 * route's own part after it, so the moment is signalled by the page itself: every page the
 * server writes (src/server-render/entry-server.tsx, FIRST_VIEW_PATHS) calls useFirstViewLive.
 */
let handover: (() => void) | undefined

/** Set by src/main.tsx before hydrating: what to do once the page is live. */
export function whenFirstViewLive(then: () => void): void {
  handover = then
}

/** Runs the handover once, after the calling page has hydrated. */
export function useFirstViewLive(): void {
  useEffect(() => {
    const run = handover
    handover = undefined
    run?.()
  }, [])
}
