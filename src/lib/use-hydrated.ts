import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while the page is rendered on the server or hydrated, true afterwards: what only the
 * browser shows comes after the written page has been matched.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
