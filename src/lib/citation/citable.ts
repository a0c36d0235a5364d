/**
 * What a citation needs to know about one thing the app shows, whatever it is: a content item,
 * an indicator, a survey table, a research answer. The styles (CSL) decide how it reads; this
 * module only says what is known, so no style is ever written out by hand.
 */
export interface Citable {
  /** Stable within the app (e.g. `statistic:123`); the BibTeX/RIS key derives from it. */
  id: string
  title: string
  /** The original sources (who made the numbers), cited as the authors. */
  sources: string[]
  /** Who published it (e.g. the platform), cited as the publisher. */
  publishers: string[]
  /** Release date, ISO (`2026-10-23` or a full timestamp); absent when the item has none. */
  released?: string | undefined
  /** When it was seen here, ISO. */
  retrieved: string
  url?: string | undefined
  /** The kind of work in words, shown in brackets by APA ("Statistic", "Survey table"). */
  medium: string
  /** Work type for CSL and the BibTeX/RIS mapping. */
  type: 'dataset' | 'report' | 'webpage'
  /** The platform's language (`de`, `en`); the citation's language is the reader's choice. */
  platform?: string | undefined
}

// Tracking and click identifiers: they say who sent the reader, not what the work is.
const TRACKING_PARAM =
  /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_ga|_gl|yclid|igshid|ref_src)$/i

/** The link without tracking parameters; anything that is not an http(s) address is dropped. */
export function cleanLink(link: string | undefined): string | undefined {
  if (!link) return undefined
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  for (const name of [...url.searchParams.keys()]) {
    if (TRACKING_PARAM.test(name)) url.searchParams.delete(name)
  }
  return url.toString()
}

type DateParts = { 'date-parts': [number, number?, number?][] }

/** CSL date parts from an ISO date, the calendar day as written (no time-zone shift). */
export function dateParts(iso: string | undefined): DateParts | undefined {
  const match = iso ? /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(iso) : null
  if (!match) return undefined
  const parts = [match[1], match[2], match[3]]
    .filter((part): part is string => part !== undefined)
    .map(Number) as [number, number?, number?]
  return { 'date-parts': [parts] }
}

export interface CslItem {
  id: string
  type: string
  title: string
  author?: { literal: string }[]
  publisher?: string
  issued?: DateParts
  accessed?: DateParts
  URL?: string
  medium?: string
  language?: string
}

/** The CSL-JSON record of one citable (the format every style and export reads). */
export function toCsl(item: Citable): CslItem {
  const url = cleanLink(item.url)
  const issued = dateParts(item.released)
  const accessed = dateParts(item.retrieved)
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    ...(item.sources.length > 0 ? { author: item.sources.map((literal) => ({ literal })) } : {}),
    ...(item.publishers.length > 0 ? { publisher: item.publishers.join('; ') } : {}),
    ...(issued ? { issued } : {}),
    ...(accessed ? { accessed } : {}),
    ...(url ? { URL: url } : {}),
    medium: item.medium,
    ...(item.platform ? { language: item.platform } : {}),
  }
}
