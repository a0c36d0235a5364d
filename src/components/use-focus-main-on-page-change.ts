import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * After a move to another page (a new path, not a new search on the same page), focus goes to
 * the main landmark, so keyboard and screen-reader users start at the new page's content
 * instead of on a link or button that no longer exists. Changes of the search part (typing,
 * facets, paging, an open panel) leave focus where the user is.
 */
export function useFocusMainOnPageChange(mainId: string): void {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    document.getElementById(mainId)?.focus({ preventScroll: true })
  }, [pathname, mainId])
}
