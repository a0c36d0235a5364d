import { startTransition, useEffect, useState } from 'react'
import { isTakingOver } from './takeover'

/**
 * A module-level store's value in a component, its changes rendered as transitions.
 * `useSyncExternalStore` re-renders every reader synchronously on each change, and once more
 * after a takeover when the browser's value differs from the server's: for a store the whole
 * builder reads (what the question catalogue has learned), that was one long task of the page
 * right after the takeover, and again each time the catalogue learned a name. Here a change is
 * a transition, which React renders in slices. While a written page is taken over the reader
 * sees `serverValue`, as the server did; a part the browser mounts itself starts from the
 * store's value.
 */
export function useTransitionStore<T>(
  subscribe: (listener: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  const [value, setValue] = useState(() => (isTakingOver() ? serverValue : read()))
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()))
    const unsubscribe = subscribe(update)
    // What changed between the render and the subscription; after a takeover, this browser's
    // own value.
    update()
    return unsubscribe
  }, [subscribe, read])
  return value
}
