import { startTransition, useEffect, useState } from 'react'

/**
 * Whether the browser is still taking over the page the server wrote: set by start-app.tsx
 * before it hydrates, ended by the first move to another page (every page mounted after it is the
 * browser's own). A part mounted meanwhile is being matched against the written markup.
 */
let takingOver = false

export function beginTakeover(): void {
  takingOver = true
}

export function endTakeover(): void {
  takingOver = false
}

/** True on the server and while the browser takes over the page it wrote. */
export function isTakingOver(): boolean {
  return typeof window === 'undefined' || takingOver
}

/**
 * False while the page is rendered on the server or hydrated, true afterwards: what only the
 * browser shows comes after the written page has been matched. A part the browser mounts itself
 * knows it at once. One that hydrated turns true in a transition after its takeover, so that
 * React re-renders it in slices with the rest of the takeover; `useSyncExternalStore`, which
 * this used to be, re-renders every such part synchronously, in one long task of the whole page.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !isTakingOver())
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
