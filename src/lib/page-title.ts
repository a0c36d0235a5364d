import { m } from '../paraglide/messages.js'

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
  // Quote marks as the page's language writes them: “…” in English, „…“ in German.
  return m.detail_quoted({ text: clean.length > max ? `${clean.slice(0, max - 1)}…` : clean })
}
