import type { DehydratedState } from '@tanstack/react-query'
import { z } from './zod'

import { FIRST_VIEW_ELEMENT_ID } from './first-view-id'

export { FIRST_VIEW_ELEMENT_ID }

/**
 * The answers a server-written first view was rendered with, carried in the page as a JSON
 * data block (not a script: the Content-Security-Policy allows no inline scripts, and a block
 * of type application/json never runs). The browser seeds its query cache with them, so it
 * renders exactly what the server wrote and asks the service nothing again.
 */

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export function firstViewBlock(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${json}</script>`
}

// Only the envelope is checked here: every answer inside was parsed by the endpoint's schema
// on the server before it was rendered, and the cache hands it to the same components.
const dehydratedSchema = z.object({
  mutations: z.array(z.unknown()),
  queries: z.array(
    z.looseObject({
      queryHash: z.string(),
      queryKey: z.array(z.unknown()),
      dehydratedAt: z.number(),
      state: z.looseObject({ status: z.literal('success'), dataUpdatedAt: z.number() }),
    }),
  ),
})

/** The first view's answers, or undefined when the page was not server-written (or is odd). */
export function readFirstView(document: Document): DehydratedState | undefined {
  const block = document.getElementById(FIRST_VIEW_ELEMENT_ID)
  if (!block?.textContent) return undefined
  try {
    const parsed = dehydratedSchema.safeParse(JSON.parse(block.textContent))
    // The envelope is what hydrate() walks; the rest of each query state is React Query's own.
    return parsed.success ? (parsed.data as unknown as DehydratedState) : undefined
  } catch {
    return undefined
  }
}
