import type { IncomingMessage, ServerResponse } from 'node:http'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import {
  BASE_LOCALE,
  LOCALES,
  cookieLocale,
  readerLocale,
  type Locale,
} from '../../../src/lib/i18n/reader-locale'

/**
 * The client is built once per interface language (vite.config.ts): the base language's build
 * is index.html with its scripts in assets/, every other language's sits beside it
 * (index.de.html, assets/de/), each carrying the words of its own language only. The server
 * sends every reader the shell of their language, written pages and plain ones alike, so a page
 * never loads the other language's build.
 */
export function localeShellFile(locale: Locale): string {
  return locale === BASE_LOCALE ? 'index.html' : `index.${locale}.html`
}

/** Where a language's build puts its scripts, inside the build folder. */
export function localeAssetsDir(locale: Locale): string {
  return locale === BASE_LOCALE ? 'assets' : `assets/${locale}`
}

/** Every language's shell from a build; a build lacking one is refused (it would mix languages). */
export function readLocaleShells(distDir: string): Record<Locale, string> {
  const shells = {} as Record<Locale, string>
  for (const locale of LOCALES) {
    const file = path.join(distDir, localeShellFile(locale))
    if (!existsSync(file))
      throw new Error(
        `No ${locale} build in ${distDir} (${localeShellFile(locale)}): run \`npm run build\` first.`,
      )
    shells[locale] = readFileSync(file, 'utf8')
  }
  return shells
}

/** The page's `<html>` in the reader's language, marked as the server's choice. */
export function withLocale(page: string, locale: Locale): string {
  return page.replace(/<html lang="[^"]*"/, `<html lang="${locale}" data-locale="${locale}"`)
}

/** How long a page waits for the account's language before going by the browser's. */
const ACCOUNT_LOCALE_WAIT_MS = 250

/**
 * The language a page is sent in: this browser's choice (the cookie), else the one kept with
 * the reader's account, else the browser's languages. The account is asked only without a
 * cookie; a store that fails, or does not answer within 250 ms, leaves the choice to the
 * browser's languages rather than failing or holding up the page.
 */
export async function pageLocale(
  req: IncomingMessage,
  accountLocale?: (req: IncomingMessage) => Promise<Locale | undefined>,
): Promise<Locale> {
  const cookie = req.headers.cookie
  const account = cookieLocale(cookie) ? undefined : await withinWait(accountLocale?.(req))
  return readerLocale({ cookie, account, acceptLanguage: req.headers['accept-language'] })
}

function withinWait(asked: Promise<Locale | undefined> | undefined): Promise<Locale | undefined> {
  if (!asked) return Promise.resolve(undefined)
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ACCOUNT_LOCALE_WAIT_MS)
  })
  return Promise.race([asked.catch(() => undefined), late]).finally(() => clearTimeout(timer))
}

export type Encoding = 'br' | 'gzip' | undefined

export function encodingFor(req: IncomingMessage): Encoding {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}

/**
 * True for what a static file server would answer with the app's shell: the root, index.html
 * and any path not naming a file (the app's own addresses). Paths with an extension are files,
 * found or not.
 */
export function isShellRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const pathname = (req.url ?? '/').split('?')[0] ?? '/'
  // The shells themselves, by any of their names: always the reader's language's.
  if (/^\/index(\.[a-z]{2})?(\.html)?$/.test(pathname)) return true
  return !/\/[^/]*\.\w+$/.test(pathname) && !pathname.startsWith('/.well-known')
}

/**
 * Answers the plain shell (the app renders the page itself) in the reader's language. Each
 * language's page is compressed once, at start; the answer varies with the headers that choose
 * the language.
 */
export function createShellHandler(options: {
  shells: Record<Locale, string>
  accountLocale?: (req: IncomingMessage) => Promise<Locale | undefined>
}): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const pages = new Map(
    LOCALES.map((locale) => {
      const raw = Buffer.from(withLocale(options.shells[locale], locale))
      return [
        locale,
        {
          raw,
          gzip: gzipSync(raw, { level: 9 }),
          br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          tag: createHash('sha256').update(raw).digest('base64url').slice(0, 27),
        },
      ]
    }),
  )
  return async (req, res) => {
    const locale = await pageLocale(req, options.accountLocale)
    const page = pages.get(locale)!
    const encoding = encodingFor(req)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-language', locale)
    res.setHeader('cache-control', 'no-cache')
    res.setHeader('vary', 'accept-encoding, accept-language, cookie')
    // One tag per language and encoding: each is a body of its own.
    const etag = `"${page.tag}-${encoding ?? 'identity'}"`
    res.setHeader('etag', etag)
    const known = String(req.headers['if-none-match'] ?? '')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
    if (known.includes(etag) || known.includes('*')) {
      res.statusCode = 304
      res.end()
      return
    }
    const body = encoding ? page[encoding] : page.raw
    if (encoding) res.setHeader('content-encoding', encoding)
    res.setHeader('content-length', body.length)
    res.statusCode = 200
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}
