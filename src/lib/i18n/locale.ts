import { BASE_LOCALE, type Locale } from './reader-locale'

/**
 * The language every message and format is written in right now. The compiled messages
 * (src/paraglide, from messages/*.json) import `getLocale` from here, not from Paraglide's own
 * runtime (scripts/i18n-runtime.ts redirects them): its runtime carries URL routing and
 * detection strategies this app does not use, about 4 KiB gzip on every page.
 *
 * A production client is built once per language (vite.config.ts): there the locale is a
 * build-time constant, so each message keeps only its one language's text, and the server
 * sends every reader the build of their language. Elsewhere (dev server, tests, the server's
 * renderer) it is chosen at run time: in the browser fixed once at start, to the one the
 * server wrote the page in (src/lib/i18n/page-locale.ts), a switch reloading the page; on the
 * server per request (src/server-render/entry-server.tsx).
 */
let source: () => Locale = () => BASE_LOCALE

/** The build's language, when the build has one; Paraglide's messages ask this first. */
export const experimentalStaticLocale: Locale | undefined = import.meta.env.DDS_STATIC_LOCALE

export const getLocale = (): Locale => experimentalStaticLocale ?? source()

/** Where the current locale comes from: a fixed one in the browser, the request's on the server. */
export function setLocaleSource(next: () => Locale): void {
  source = next
}

/** The BCP 47 tag formats use for the interface's language (British English, German German). */
export function formatLocale(locale: Locale = getLocale()): string {
  return locale === 'de' ? 'de-DE' : 'en-GB'
}
