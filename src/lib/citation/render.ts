/**
 * Citations written by the CSL processor (citation-js with citeproc-js) from the official CSL
 * styles and locales in ./csl, so every style follows its published definition. This module and
 * the CSL files are heavy: the app imports it only when someone asks for a citation.
 */
import { Cite, plugins } from '@citation-js/core'
import '@citation-js/plugin-csl'
import '@citation-js/plugin-bibtex'
import '@citation-js/plugin-ris'
import { toCsl, type Citable } from './citable'
import type { CitationFile, CitationLanguage, CitationStyle } from './styles'
import { mediumIn } from './medium-words'

// Each style file becomes its own chunk: asking for APA does not load Chicago.
const STYLE_FILES: Record<CitationStyle, { name: string; load: () => Promise<string> }> = {
  apa: { name: 'apa', load: () => import('./csl/apa.csl?raw').then((m) => m.default) },
  mla: {
    name: 'modern-language-association',
    load: () => import('./csl/modern-language-association.csl?raw').then((m) => m.default),
  },
  chicago: {
    name: 'chicago-author-date',
    load: () => import('./csl/chicago-author-date.csl?raw').then((m) => m.default),
  },
  harvard: {
    name: 'harvard-cite-them-right',
    load: () => import('./csl/harvard-cite-them-right.csl?raw').then((m) => m.default),
  },
}

const LOCALE_FILES: Record<string, () => Promise<string>> = {
  'en-US': () => import('./csl/locales-en-US.xml?raw').then((m) => m.default),
  'en-GB': () => import('./csl/locales-en-GB.xml?raw').then((m) => m.default),
  'de-DE': () => import('./csl/locales-de-DE.xml?raw').then((m) => m.default),
}

/** The CSL locale: Cite Them Right is a British guide, the other English styles American. */
export function localeFor(style: CitationStyle, language: CitationLanguage): string {
  if (language === 'de') return 'de-DE'
  return style === 'harvard' ? 'en-GB' : 'en-US'
}

// Our own copies replace citation-js's bundled ones (older, and named differently), once each.
const registered = new Set<string>()
const csl = plugins.config.get('@csl')

async function register(style: CitationStyle, locale: string): Promise<string> {
  const file = STYLE_FILES[style]
  const styleKey = `dds-${file.name}`
  if (!registered.has(styleKey)) {
    csl.styles.set(styleKey, await file.load())
    registered.add(styleKey)
  }
  if (!registered.has(locale)) {
    const load = LOCALE_FILES[locale]
    if (!load) throw new Error(`No CSL locale ${locale}`)
    csl.locales.set(locale, await load())
    registered.add(locale)
  }
  return styleKey
}

/** The reference list entries of `items` in one style and language, one per line, as text. */
export async function formatCitations(
  items: readonly Citable[],
  style: CitationStyle,
  language: CitationLanguage,
): Promise<string> {
  if (items.length === 0) return ''
  const lang = localeFor(style, language)
  const template = await register(style, lang)
  const localised = items.map((item) => toCsl({ ...item, medium: mediumIn(item.medium, language) }))
  const text = new Cite(localised).format('bibliography', {
    format: 'text',
    template,
    lang,
  })
  return text.trim()
}

/** A reference-manager file (BibTeX, RIS or CSL-JSON) of `items`. */
export function citationFile(items: readonly Citable[], file: CitationFile): string {
  const data = items.map(toCsl)
  if (file === 'csl-json') return `${JSON.stringify(data, null, 2)}\n`
  return new Cite(data).format(file === 'bibtex' ? 'bibtex' : 'ris', { format: 'text' })
}
