/**
 * Every view has its own document title (WCAG 2.4.2): what is searched, then the page, then
 * the app, so tabs, history and bookmarks of a research session can be told apart.
 */
export const APP_TITLE = 'DDS Explorer'

export function pageTitle(...parts: (string | undefined)[]): string {
  return [...parts.map((part) => part?.trim()).filter(Boolean), APP_TITLE].join(' – ')
}

/** A search text as a title part: quoted, and shortened when long. */
export function quoted(text: string | undefined, max = 60): string | undefined {
  const clean = text?.trim().replace(/\s+/g, ' ')
  if (!clean) return undefined
  return `“${clean.length > max ? `${clean.slice(0, max - 1)}…` : clean}”`
}

/** The title a route declared through its `head` option, the deepest one winning. */
export function titleOfMatches(matches: readonly { meta?: unknown }[]): string {
  for (const match of [...matches].reverse()) {
    if (!Array.isArray(match.meta)) continue
    for (const tag of match.meta as unknown[]) {
      const title = (tag as { title?: unknown } | null | undefined)?.title
      if (typeof title === 'string' && title) return title
    }
  }
  return APP_TITLE
}
