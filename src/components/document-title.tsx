import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { titleOfMatches } from '../lib/page-title'

/**
 * Keeps document.title on the current view's title. The server writes the same title into a
 * first view's HTML, so nothing changes when the app takes over.
 */
export function DocumentTitle() {
  const title = useRouterState({ select: (state) => titleOfMatches(state.matches) })
  useEffect(() => {
    document.title = title
  }, [title])
  return null
}
