import type { HeaderPage } from '../../components/app-header'
import { EXPLORER_TYPES, OVERVIEW_FACETS } from './content-registry'
import { fieldSchemas, SEARCH_DEFAULTS, type ExplorerSearch, type Facet } from './search-schema'

/**
 * What a link to another content page takes along from the current one, so a researcher who
 * compares content types for one topic keeps the question: the text, the date range and the
 * facets both pages support (sort, platform, premium). Paging, page size and the open item
 * are a place in one list and never travel. A facet the target does not read is dropped, so
 * the link never leads to an address notice.
 */
export type CarriedSearch = Partial<
  Pick<ExplorerSearch, 'q' | 'platform' | 'date_from' | 'date_to' | 'sort' | 'premium'>
>

/** Every page that reads an explorer search, with the facets it reads (q is always read). */
const CONTENT_PAGES: ReadonlyMap<string, readonly Facet[]> = new Map([
  ['/', OVERVIEW_FACETS],
  ...Object.values(EXPLORER_TYPES).map((type) => [type.path, type.facets] as const),
])

// Size does not matter for these fields; the largest is used so no value is refused for it.
const FIELDS = fieldSchemas(Number.MAX_SAFE_INTEGER)

/**
 * The search a link from `from` to the page `to` carries, without defaults (they stay out of
 * the URL); undefined when either page is not a content page (the survey builder and research
 * read their own parameters, so their links stay plain).
 */
export function carriedSearch(from: HeaderPage, to: string): CarriedSearch | undefined {
  const source = CONTENT_PAGES.get(from.routeId)
  const target = CONTENT_PAGES.get(to)
  if (!source || !target || typeof from.search !== 'object' || from.search === null)
    return undefined
  const raw = from.search as Record<string, unknown>
  const both = (facet: Facet) => source.includes(facet) && target.includes(facet)
  const carried: CarriedSearch = {}

  // Each value is checked again so nothing invalid is ever written into a link.
  const q = FIELDS.q.safeParse(raw.q)
  if (q.success && q.data.trim() !== '') carried.q = q.data
  if (both('dates')) {
    const start = FIELDS.date_from.safeParse(raw.date_from)
    const end = FIELDS.date_to.safeParse(raw.date_to)
    // A reversed range would be reset with a notice on arrival, so it is not carried at all.
    const reversed = start.success && end.success && start.data > end.data
    if (start.success && !reversed) carried.date_from = start.data
    if (end.success && !reversed) carried.date_to = end.data
  }
  if (both('sort')) {
    const sort = FIELDS.sort.safeParse(raw.sort)
    if (sort.success && sort.data !== SEARCH_DEFAULTS.sort) carried.sort = sort.data
  }
  if (both('platform')) {
    const platform = FIELDS.platform.safeParse(raw.platform)
    if (platform.success && platform.data !== SEARCH_DEFAULTS.platform)
      carried.platform = platform.data
  }
  if (both('premium')) {
    // No premium (all content) is the default; false (free only) is a choice and travels.
    const premium = FIELDS.premium.safeParse(raw.premium)
    if (premium.success) carried.premium = premium.data
  }
  return carried
}
