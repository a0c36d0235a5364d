import { BASE_LOCALE, type Locale } from './reader-locale'

/**
 * The language every message and format is written in right now. The compiled messages
 * (src/paraglide, from messages/*.json) import `getLocale` from here, not from Paraglide's own
 * runtime (scripts/i18n-runtime.ts redirects them): its runtime carries URL routing and
 * detection strategies this app does not use, about 4 KiB gzip on every page.
 *
 * In the browser the locale is fixed once at start, to the one the server wrote the page in
 * (src/lib/i18n/page-locale.ts), and a switch reloads the page; on the server the renderer
 * answers per request (src/server-render/entry-server.tsx).
 */
let source: () => Locale = () => BASE_LOCALE

export const getLocale = (): Locale => source()

/** Paraglide's messages ask this first; never a build-time locale here. */
export const experimentalStaticLocale: Locale | undefined = undefined

/** Where the current locale comes from: a fixed one in the browser, the request's on the server. */
export function setLocaleSource(next: () => Locale): void {
  source = next
}

/** The BCP 47 tag formats use for the interface's language (British English, German German). */
export function formatLocale(locale: Locale = getLocale()): string {
  return locale === 'de' ? 'de-DE' : 'en-GB'
}
