import { useEffect, useSyncExternalStore } from 'react'

/**
 * A page's own document title for what it shows now, where the route's title (its `head`,
 * decided when the page was entered) cannot know it yet: a survey table whose answer arrives
 * after the navigation. The root's DocumentTitle prefers it while the page is shown.
 */
let current: string | undefined
const listeners = new Set<() => void>()

function set(title: string | undefined): void {
  if (title === current) return
  current = title
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The title a page asked for, if any (DocumentTitle reads it). */
export function useTitleOverride(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  )
}

/** Asks for `title` as the document's title while the calling page is shown. */
export function useOwnTitle(title: string | undefined): void {
  useEffect(() => {
    set(title)
    return () => set(undefined)
  }, [title])
}
