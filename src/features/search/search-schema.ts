import {
  retainSearchParams,
  stripSearchParams,
  type SearchSchemaInput,
} from '@tanstack/react-router'
import { z } from '../../api/zod'
import { LIST_DEFAULTS, type Facet, type ListSearch } from '../../api/queries'
import { MAX_QUERY_CHARS } from '../../api/query-limits'
import { formatCount } from '../../lib/format'
import { pageTitle, quoted } from '../../lib/page-title'
import {
  DEFAULT_WINDOW_MONTHS,
  defaultWindowStart,
  earliestDay,
  parseDay,
  SEARCH_DEPTH_YEARS,
} from './date-range'
import { rememberNotices } from '../../lib/opened-notices'
import { m } from '../../paraglide/messages.js'

/**
 * The URL state of every explorer page, named like the service's parameters. Each field has a
 * `.catch()` default, so a hand-edited or stale address degrades to defaults and never throws;
 * `readSearch` also says what it had to change, for the notice shown above the results.
 */

export type { Facet } from '../../api/queries'

export interface ExplorerSearch extends ListSearch {
  /**
   * The identifier of the item open in the detail panel: a number for content items (so the
   * address reads item=123, not item="123"), a string for indicators.
   */
  item?: string | number | undefined
  /** The geo codes of the open indicator's series (comma-separated, at most 5), if chosen. */
  geo?: string | undefined
}

/**
 * What a link may give: every field is optional, defaults fill the rest. SearchSchemaInput tells
 * the router that this, not the validated output, is what links must provide.
 */
export type ExplorerSearchInput = Partial<ExplorerSearch> & SearchSchemaInput

const MAX_PAGE = 10_000

/** The service's defaults: an address without a value asks what the service does by default. */
export const SEARCH_DEFAULTS = LIST_DEFAULTS

const scalar = z.union([z.string(), z.number(), z.boolean()])
const int = (min: number, max: number) =>
  z.pipe(
    z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d+$/))]), z.transform(Number)),
    z.int().check(z.gte(min), z.lte(max)),
  )
const dayString = z.string().check(z.refine((value) => parseDay(value) !== undefined))

/** Strict schemas of single fields: what a valid value in the address looks like. */
function fieldSchemas(maxSize: number) {
  return {
    // The router parses `q=123` as a number; it is still search text.
    q: z.pipe(z.pipe(scalar, z.transform(String)), z.string().check(z.maxLength(MAX_QUERY_CHARS))),
    platform: z.enum(['en', 'de', 'en-de']),
    date_from: dayString,
    date_to: dayString,
    sort: z.pipe(
      int(0, 1),
      z.transform((value: number) => (value === 1 ? 1 : 0)),
    ),
    premium: z.union([
      z.boolean(),
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((v: 'true' | 'false') => v === 'true'),
      ),
    ]),
    page: int(1, MAX_PAGE),
    size: int(1, maxSize),
    item: z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^[\w.-]{1,100}$/))]),
    geo: z.string().check(z.regex(/^[A-Z]{3}(,[A-Z]{3}){0,4}$/)),
  }
}

type FieldName = keyof ReturnType<typeof fieldSchemas>

const FACET_FIELDS: Record<Facet, readonly FieldName[]> = {
  platform: ['platform'],
  dates: ['date_from', 'date_to'],
  sort: ['sort'],
  premium: ['premium'],
  page: ['page'],
  size: ['size'],
}

/**
 * The address's middlewares of a page that reads `facets`: defaults stay out of the address, and
 * a link from another page keeps the text and the facets this page reads too (a researcher who
 * compares content types for one topic keeps the question), never a place in a list (page,
 * size, open item). A facet this page does not read is not taken along, so the link never
 * leads to an address notice.
 */
export function searchMiddlewares(facets: readonly Facet[]) {
  const carried: (keyof ExplorerSearch)[] = [
    'q',
    ...facets.filter((f) => f !== 'page' && f !== 'size').flatMap((f) => FACET_FIELDS[f]),
  ]
  // Retained values first, then defaults stripped: a default taken along stays out too.
  return [
    stripSearchParams<ExplorerSearch>(SEARCH_DEFAULTS),
    retainSearchParams<ExplorerSearch>(carried),
  ]
}

/**
 * The zod schema of one page's search: the facets its endpoint supports, each with a `.catch()`
 * default. Facets the endpoint lacks are not read at all; `readSearch` fills in their defaults.
 */
function searchSchema(facets: readonly Facet[], maxSize: number) {
  const f = fieldSchemas(maxSize)
  const has = (facet: Facet) => facets.includes(facet)
  return z.object({
    q: z.catch(f.q, SEARCH_DEFAULTS.q),
    item: z.catch(z.optional(f.item), undefined),
    geo: z.catch(z.optional(f.geo), undefined),
    ...(has('platform') ? { platform: z.catch(f.platform, SEARCH_DEFAULTS.platform) } : {}),
    ...(has('dates')
      ? {
          date_from: z.catch(z.optional(f.date_from), undefined),
          date_to: z.catch(z.optional(f.date_to), undefined),
        }
      : {}),
    ...(has('sort') ? { sort: z.catch(f.sort, SEARCH_DEFAULTS.sort) } : {}),
    ...(has('premium') ? { premium: z.catch(z.optional(f.premium), undefined) } : {}),
    ...(has('page') ? { page: z.catch(f.page, SEARCH_DEFAULTS.page) } : {}),
    ...(has('size') ? { size: z.catch(f.size, SEARCH_DEFAULTS.size) } : {}),
  })
}

/**
 * The schemas of each (facets, maximum size) pair, built once: the router validates a search for
 * every link it renders and every address it resolves, and building zod schemas costs far more
 * than running them.
 */
const schemaCache = new Map<
  string,
  { page: ReturnType<typeof searchSchema>; strict: ReturnType<typeof fieldSchemas> }
>()

function schemasFor(facets: readonly Facet[], maxSize: number) {
  const key = `${facets.join(',')}|${maxSize}`
  let schemas = schemaCache.get(key)
  if (!schemas) {
    schemas = { page: searchSchema(facets, maxSize), strict: fieldSchemas(maxSize) }
    schemaCache.set(key, schemas)
  }
  return schemas
}

export interface SearchReading {
  search: ExplorerSearch
  /** Sentences explaining what was changed in the address, empty when nothing was. */
  notices: string[]
}

/** Validated search state plus what had to be fixed; never throws, whatever `raw` holds. */
export function readSearch(
  raw: Record<string, unknown>,
  facets: readonly Facet[],
  maxSize: number,
  now: Date = new Date(),
): SearchReading {
  // The conditional shape loses zod's field types; each field schema above outputs the
  // matching ExplorerSearch type, so the read is exactly a partial ExplorerSearch.
  const { page: pageSchema, strict } = schemasFor(facets, maxSize)
  const read = pageSchema.parse(raw) as Partial<ExplorerSearch>
  const search: ExplorerSearch = { ...SEARCH_DEFAULTS, ...read }
  const notices: string[] = []
  // Text past the service's limit is cut rather than dropped: the search keeps its first words.
  const rawQ = raw.q
  const tooLong = typeof rawQ === 'string' && rawQ.length > MAX_QUERY_CHARS
  if (tooLong) {
    search.q = rawQ.slice(0, MAX_QUERY_CHARS)
    notices.push(
      `The search text was ${formatCount(rawQ.length)} characters long; only its first ${formatCount(MAX_QUERY_CHARS)} are searched.`,
    )
  }
  const checked: FieldName[] = [
    ...(tooLong ? [] : (['q'] as const)),
    'item',
    'geo',
    ...facets.flatMap((facet) => FACET_FIELDS[facet]),
  ]
  const invalid = checked.filter((name) => {
    const value = raw[name]
    return value !== undefined && !strict[name].safeParse(value).success
  })
  if (invalid.length > 0)
    notices.push(
      `Some settings in the address were not valid and were reset to their defaults: ${invalid.join(', ')}.`,
    )

  const earliest = earliestDay(now)
  if (search.date_from !== undefined && search.date_from < earliest) {
    notices.push(
      `The start date ${search.date_from} is more than ${SEARCH_DEPTH_YEARS} years back; the search starts at ${earliest}, the oldest date the service allows.`,
    )
    search.date_from = earliest
  }
  if (search.date_to !== undefined) {
    const start = search.date_from ?? defaultWindowStart(now)
    if (start > search.date_to || search.date_to < earliest) {
      notices.push(
        `The date range in the address (${search.date_from ?? `last ${DEFAULT_WINDOW_MONTHS} months`} to ${search.date_to}) is reversed or out of reach, so the date filter was reset.`,
      )
      search.date_from = undefined
      search.date_to = undefined
    }
  }
  return { search, notices }
}

/**
 * What the router needs of each content page at once, for every page: how to read its address
 * (facets, largest page size), its path and the title's label. The route tree holds every
 * route's options, so whatever they import loads on every page, the survey and research too.
 * The rest of a content type (endpoint, schema, card, loader: content-registry.ts) comes with
 * the page's own chunk: each content route splits its loader with its component
 * (`codeSplitGroupings` in src/routes).
 */
export type ExplorerPath =
  '/market-insights' | '/studies' | '/infographics' | '/statistics' | '/indicators'

export interface ContentAddress {
  path: ExplorerPath
  label: string
  facets: readonly Facet[]
  maxSize: number
}

const LIST_FACETS = ['platform', 'dates', 'sort', 'page', 'size'] as const satisfies Facet[]

// Labels are getters: read in the language of the page being written, not at load.
export const CONTENT_ADDRESSES = {
  marketInsights: {
    path: '/market-insights',
    get label() {
      return m.type_market_insights()
    },
    facets: LIST_FACETS,
    maxSize: 50,
  },
  studies: {
    path: '/studies',
    get label() {
      return m.type_studies()
    },
    facets: [...LIST_FACETS, 'premium'],
    maxSize: 50,
  },
  infographics: {
    path: '/infographics',
    get label() {
      return m.type_infographics()
    },
    facets: LIST_FACETS,
    maxSize: 50,
  },
  statistics: {
    path: '/statistics',
    get label() {
      return m.type_statistics()
    },
    // Every platform language at once, no sort.
    facets: ['dates', 'premium', 'page', 'size'],
    maxSize: 50,
  },
  indicators: {
    path: '/indicators',
    get label() {
      return m.type_indicators()
    },
    facets: ['size'],
    maxSize: 25,
  },
} as const satisfies Record<string, ContentAddress>

/** The facets every content endpoint shares, so they carry over to each type's page. */
export const OVERVIEW_FACETS: readonly Facet[] = ['dates']

/** A content page's route options but its loader and component: reading the address, the title. */
export function contentAddress(type: ContentAddress) {
  return {
    // Typed as the optional input so links need not spell out defaults; at run time it is
    // whatever the address held, which readSearch treats as unknown.
    validateSearch: (raw: ExplorerSearchInput): ExplorerSearch => {
      const { search, notices } = readSearch(
        raw as Record<string, unknown>,
        type.facets,
        type.maxSize,
      )
      rememberNotices(type.path, notices)
      return search
    },
    search: { middlewares: searchMiddlewares(type.facets) },
    // The open item (and its geos) does not change the request, so opening a detail never reloads the list.
    loaderDeps: ({ search }: { search: ExplorerSearch }) => ({
      ...search,
      item: undefined,
      geo: undefined,
    }),
    head: ({ match }: { match: { search: ExplorerSearch } }) => ({
      meta: [{ title: pageTitle(quoted(match.search.q), type.label) }],
    }),
  }
}
