import { useTransitionStore } from './transition-store'

const noSubscription = () => () => {}
const inBrowser = () => true

/**
 * False while the page is rendered on the server or hydrated, true afterwards: what only the
 * browser shows comes after the written page has been matched. A part the browser mounts itself
 * knows it at once; one that hydrated turns true in a transition (transition-store.ts), which
 * React renders in slices with the rest of the takeover.
 */
export function useHydrated(): boolean {
  return useTransitionStore(noSubscription, inBrowser, false)
}
