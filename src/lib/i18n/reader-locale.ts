/**
 * The interface's languages and how a reader's is chosen: the cookie the language switch sets,
 * else the browser's `Accept-Language`, else English. Pure, so the server (which writes `<html
 * lang>` before it renders) and the renderer decide alike. The list matches
 * project.inlang/settings.json (reader-locale.test.ts holds them together).
 */
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const BASE_LOCALE: Locale = 'en'
/** Set by the switch in the header; read by the server on every page. */
export const LOCALE_COOKIE = 'dds-locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The value of the language cookie in a `Cookie` header (or `document.cookie`), if valid. */
export function cookieLocale(cookie: string | undefined): Locale | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim())
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return undefined
}

/**
 * The first of the browser's languages, by weight, that the interface speaks ("de-AT;q=0.9"
 * counts as German). A language the interface lacks is passed over, so "fr, de;q=0.5" is German.
 */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      const weight = q === undefined ? 1 : Number(q)
      return { language: tag.trim().toLowerCase().split('-')[0], weight, index }
    })
    .filter((entry) => entry.weight > 0 && Number.isFinite(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return ranked.map((entry) => entry.language).find(isLocale)
}

/**
 * The reader's language: this browser's switch (the cookie), else the choice kept with the
 * signed-in account (set by the switch on any browser), else the browser's preference, else
 * English.
 */
export function readerLocale(request: {
  cookie?: string | undefined
  account?: Locale | undefined
  acceptLanguage?: string | undefined
}): Locale {
  return (
    cookieLocale(request.cookie) ??
    request.account ??
    acceptedLocale(request.acceptLanguage) ??
    BASE_LOCALE
  )
}
