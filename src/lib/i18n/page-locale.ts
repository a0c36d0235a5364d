import { experimentalStaticLocale, setLocaleSource } from './locale'
import { LOCALE_COOKIE, isLocale, readerLocale, type Locale } from './reader-locale'

/** A year: the switch is a standing choice, not a visit's. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * The browser's language for this page, fixed before anything renders: a production build's own
 * (each language is a build: its words are the only ones it has, vite.config.ts), else the one
 * the server wrote the page in (`<html data-locale>`, so hydration never meets the other
 * language), else, on a page the server did not mark (the dev server), what the server would
 * choose (cookie, then the browser's languages).
 */
export function startPageLocale(): Locale {
  const root = document.documentElement
  const written = root.dataset.locale
  const locale =
    experimentalStaticLocale ??
    (isLocale(written)
      ? written
      : readerLocale({ cookie: document.cookie, acceptLanguage: navigator.languages.join(',') }))
  root.lang = locale
  setLocaleSource(() => locale)
  return locale
}

/**
 * Remembers the reader's choice (this browser's cookie at once, then the account's preferences)
 * and shows the same page again, written in that language.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`
  // Loaded on the click: the workspace's writes stay out of every page's first load.
  const { keepLocaleWithAccount } = await import('./account-locale')
  await keepLocaleWithAccount(locale)
  window.location.reload()
}
