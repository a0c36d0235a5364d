import type {
  ContentItem,
  CoveredTimeFrame,
  Indicator,
  Source,
  TeaserImage,
} from '../../api/schemas'
import type { ListAnswer } from '../../api/queries'
import { dayOf, type Unreadable } from '../../api/schemas/primitives'
import { safeHttpUrl, siteOrigin } from '../../lib/safe-url'
import { m } from '../../paraglide/messages.js'

/**
 * One result as the explorer shows it, whatever its content type: the card, the detail panel,
 * the citation and the CSV export all read this, so a field is mapped once. Only fields the
 * service sent appear; a starter package's sparse items simply have fewer facts.
 */
export interface ResultView {
  id: string
  /** The value of `item=` in the address that opens this result. */
  itemKey: string | number
  /** The identifier of content items (decimal digits, exact), for the reports endpoint. */
  contentId?: string | undefined
  title: string
  subject?: string | undefined
  descriptionHtml?: string | undefined
  /** Only http(s) addresses; anything else is dropped. */
  link?: string | undefined
  /** The platform's site, against which relative links in the description resolve. */
  baseUrl?: string | undefined
  released?: string | undefined
  updated?: string | undefined
  /** The deprecated `date`, kept only when neither released nor updated exists. */
  date?: string | undefined
  premium?: boolean | undefined
  /** The platform's language code (`en`, `de`), for citations; the facts name it for reading. */
  platform?: string | undefined
  image?: { src: string; width?: number | undefined } | undefined
  /** An indicator's covered geos, code to name: the geos its series can be asked for. */
  geos?: Readonly<Record<string, string>> | undefined
  facts: Fact[]
}

export interface Fact {
  label: string
  values: string[]
}

/** Any content item: every list type has the core fields and some of these. */
export interface AnyContentItem extends ContentItem {
  geolocations?: readonly { name?: string | null | undefined; code?: string | null | undefined }[]
  industries?: readonly { name?: string | null | undefined }[]
  covered_time_frame?: CoveredTimeFrame | null | undefined
  teaser_image_urls?: readonly TeaserImage[]
  /** Market insights: the parent markets, outermost first, and the sub-markets. */
  path?: readonly { name: string }[]
  children?: readonly { name: string }[]
}

/**
 * A content identifier as the address holds it: a number (`item=123`) where a number holds it
 * exactly, else its digits.
 */
function addressKey(identifier: string): string | number {
  const value = Number(identifier)
  return Number.isSafeInteger(value) ? value : identifier
}

/** "2021-01-01 – 2026-12-31", each end its day where it is a date, else as written. */
function span(
  start: string | null | undefined,
  end: string | null | undefined,
): string | undefined {
  if (!start || !end) return undefined
  return `${dayOf(start) ?? start} – ${dayOf(end) ?? end}`
}

function sourceText(source: Source): string {
  return source.subtitle ? `${source.title} (${source.subtitle})` : source.title
}

function fact(label: string, values: readonly (string | null | undefined)[]): Fact[] {
  const kept = values.filter((value): value is string => !!value && value.trim() !== '')
  return kept.length > 0 ? [{ label, values: kept }] : []
}

// The platform's language, named in the reader's language.
const PLATFORM_NAMES: Record<string, () => string> = { en: m.platform_en, de: m.platform_de }

export function contentItemView(item: AnyContentItem): ResultView {
  const released = item.released_at ?? undefined
  const updated = item.updated_at ?? undefined
  const geolocations = item.geolocations ?? []
  const industries = item.industries ?? []
  const frame = item.covered_time_frame ?? undefined
  const images = item.teaser_image_urls ?? []
  // The smallest image that is at least card-sized keeps the page light.
  const image = [...images]
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0))
    .map((img) => ({ src: safeHttpUrl(img.src), width: img.width ?? undefined }))
    .find((img) => img.src !== undefined)
  return {
    id: item.identifier,
    itemKey: addressKey(item.identifier),
    contentId: item.identifier,
    title: item.title,
    subject: item.subject ?? undefined,
    descriptionHtml: item.description ?? undefined,
    link: safeHttpUrl(item.link),
    baseUrl: siteOrigin(item.link),
    released,
    updated,
    date: released || updated ? undefined : (item.date ?? undefined),
    premium: item.is_premium ?? undefined,
    platform: item.platform ?? undefined,
    image: image?.src ? { src: image.src, width: image.width } : undefined,
    facts: [
      ...fact('Sources', item.sources.map(sourceText)),
      ...fact('Publishers', item.publishers.map(sourceText)),
      ...fact('Charged by', item.chargers.map(sourceText)),
      ...fact(
        'Regions',
        geolocations.map((geo) => geo.name ?? geo.code),
      ),
      ...fact(
        'Industries',
        industries.map((industry) => industry.name),
      ),
      // Where a market insight sits in the market tree, and what it divides into.
      ...fact('Market', [(item.path ?? []).map((market) => market.name).join(' › ')]),
      ...fact(
        'Sub-markets',
        (item.children ?? []).map((market) => market.name),
      ),
      ...fact('Time frame', [
        frame ? (frame.display_text ?? span(frame.start, frame.end)) : undefined,
      ]),
      ...fact('Platform', [
        item.platform ? (PLATFORM_NAMES[item.platform]?.() ?? item.platform) : undefined,
      ]),
    ],
  }
}

export function indicatorView(item: Indicator): ResultView {
  const frame = item.covered_timeframe
  return {
    id: item.identifier,
    itemKey: item.identifier,
    title: item.title,
    subject: item.subject ?? undefined,
    // Indicator descriptions are plain text; SafeHtml renders plain text as it is.
    descriptionHtml: item.description ?? undefined,
    link: safeHttpUrl(item.link),
    baseUrl: siteOrigin(item.link),
    updated: item.updated_at ?? undefined,
    geos: item.covered_geos,
    facts: [
      ...fact('Market type', [item.market_type]),
      ...fact('Market type means', [item.market_type_description]),
      ...fact(
        'Segments',
        item.industries.flatMap((industry) =>
          industry.segments.length > 0
            ? industry.segments.map((s) => `${industry.name}: ${s}`)
            : [industry.name],
        ),
      ),
      ...fact('Covered geos', Object.values(item.covered_geos)),
      ...fact('Time frame', [frame ? span(frame.start, frame.end) : undefined]),
    ],
  }
}

/** The first values of a fact, for a card; the detail panel shows them all. */
export function factValues(view: ResultView, label: string): string[] {
  return view.facts.find((f) => f.label === label)?.values ?? []
}

/** A page of results in the explorer's own shape, whichever endpoint it came from. */
export interface ResultPage {
  items: ResultView[]
  total: number
  /** Items the service sent, those that could not be read included: what paging counts. */
  received: number
  /** Items left out because they could not be read. */
  unreadable: Unreadable
}

// Only indicators map the places they cover.
function isIndicator(item: AnyContentItem | Indicator): item is Indicator {
  return 'covered_geos' in item
}

/** Any list answer as result views: the page's `select`, run once per answer. */
export function resultPage(answer: ListAnswer): ResultPage {
  const items: readonly (AnyContentItem | Indicator)[] = answer.items
  return {
    items: items.map((item) => (isIndicator(item) ? indicatorView(item) : contentItemView(item))),
    total: answer.total_count,
    received: items.length + answer.unreadable.count,
    unreadable: answer.unreadable,
  }
}
