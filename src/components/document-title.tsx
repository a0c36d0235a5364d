import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useTitleOverride } from '../lib/title-override'

/**
 * Keeps document.title on the current view's title (the last `head` title among the matches,
 * as the router's HeadContent picks it). The server writes the same title into a first view's
 * head, so nothing changes when the app takes over. In the browser this replaces HeadContent,
 * whose asset and head-tag code (some 1.5 KiB gzip) every page's first load would carry for
 * one string: the routes' heads hold only titles.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      for (let i = state.matches.length - 1; i >= 0; i--) {
        const title = state.matches[i]?.meta?.find((tag) => tag?.title)?.title
        if (title) return title
      }
      return undefined
    },
  })
  // A page that knows better what it shows now (lib/title-override.ts) is named by that.
  const own = useTitleOverride()
  useEffect(() => {
    const shown = own ?? title
    if (shown) document.title = shown
  }, [own, title])
  return null
}
