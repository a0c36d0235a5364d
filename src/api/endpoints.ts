/**
 * The service's endpoints, each described once: where it is, how it is asked, which parameters
 * it takes and of which type, what it answers, what a call costs, whether an answer may be kept
 * and shared, how it pages and which API package has it. Everything that knows an endpoint reads
 * this list: the browser's requests and parsing (queries.ts, http.ts), the proxy's allow-list,
 * parameter check and cache key, the credit ledger and the paging-depth cap (server/pipeline),
 * the embedded service's routes and validation (server/service), `npm run doctor` and the
 * endpoint table in docs/service-contract.md. `endpoints.test.ts` fails when any of them
 * disagrees with it.
 *
 * Facts come from the interface (docs/service-contract.md) and the provider's published
 * description of it; where they are silent the choice is ours and said here.
 *
 * Response schemas are named by a loader rather than imported: the server reads this file at
 * start without the schemas, and a page's bundle holds only the schemas of the endpoints it asks
 * (their modules are in the chunks of the pages that show them, so the loader costs no request).
 */
import type { z } from './zod'

/** API packages, least first: an endpoint names the least package that has it. */
export const PACKAGES = ['starter', 'advanced'] as const
export type PackageName = (typeof PACKAGES)[number]

/**
 * The most results one list call delivers per package (api-facts.md, API packages); a larger
 * `size` is cut to it without a word. The app is not told its package, so what depends on it
 * counts with the smaller.
 */
export const PACKAGE_PAGE_SIZES: Readonly<Record<PackageName, number>> = {
  starter: 20,
  advanced: 10,
}

/** The types a query parameter can have; `endpoint-params.ts` reads each. */
export type ParamSpec =
  /** Free text of `min` to `max` characters (code points), trimmed; blank means absent. */
  | { type: 'text'; min: number; max: number; required?: true }
  /** A whole number in decimal digits, `min` to `max`. */
  | { type: 'whole'; min: number; max: number; default?: number; alias?: string }
  | { type: 'flag' }
  | { type: 'choice'; values: readonly [string, ...string[]]; default?: string }
  /** One of the interface's seven date formats; a day alone means its start or its end. */
  | { type: 'date'; bound: 'start' | 'end' }
  /** A question ID or an answer ID (question ID#code). */
  | { type: 'survey-id'; required?: true }
  /** Comma-separated answer IDs. */
  | { type: 'answer-ids'; max: number }
  /** ISO 3166-1 alpha-3, any case; sent upper-case. */
  | { type: 'country' }
  /** An unsigned 64-bit content identifier in decimal digits. */
  | { type: 'content-id'; required: true }
  | { type: 'uuid'; required: true }
  /** Comma-separated geo codes. */
  | { type: 'geo-codes'; max: number; default: string }
  /** An opaque token the service handed out. */
  | { type: 'token'; required: true; max: number }

/**
 * How a list endpoint pages, for the paging-depth cap: by `page` and `offset` (the first item is
 * offset + (page − 1) × size), by `offset` alone, or by `size` alone (a semantic search).
 */
export type Paging = 'page-and-offset' | 'offset' | 'size'

type Loader = () => Promise<z.ZodMiniType>

export interface EndpointSpec {
  path: string
  method: 'GET' | 'POST'
  /** What the endpoint is, in a few words (docs, doctor). */
  title: string
  /** Query parameters in the order the provider lists them; nothing else is forwarded. */
  params: Readonly<Record<string, ParamSpec>>
  /** JSON answers are parsed with their schema; a file is passed on as it comes. */
  answer: { kind: 'json'; schema: Loader } | { kind: 'file' }
  /** Credits per call: the provider's cost model; endpoints it names no cost for count 1. */
  credits: number
  /** Whether a successful answer may be kept and shared by the response cache. */
  cache: boolean
  paging?: Paging
  package: PackageName
  /** Part of the interface, or one of the provider's endpoints beyond it. */
  origin: 'interface' | 'provider'
  /** Links in the answer that name the service's own files, given to the browser as `/api/…`. */
  serviceLinks?: true
}

const UINT32_MAX = 4_294_967_295
/** The longest search text the interface accepts. */
export const MAX_SEARCH_CHARS = 1_000
/** The semantic searches answer 1 to 25 results. */
export const MAX_SEMANTIC_RESULTS = 25
/** Geo codes per indicator data call (docs/service-contract.md). */
export const MAX_INDICATOR_GEOS = 5
/** The indicator data's geo when none is asked for: the world. */
export const DEFAULT_INDICATOR_GEO = 'WLD'
/**
 * Answer IDs in one filter: the interface sets no bound; ours keeps an address (and a cache
 * key) from growing without end.
 */
export const MAX_FILTER_IDS = 100

/** The facets every content list shares, in the provider's order. */
const LIST_PARAMS = {
  // Blank or absent: the service's broad default query.
  q: { type: 'text', min: 0, max: MAX_SEARCH_CHARS },
  platform: { type: 'choice', values: ['en', 'de', 'en-de'], default: 'en' },
  offset: { type: 'whole', min: 0, max: UINT32_MAX, default: 0 },
  size: { type: 'whole', min: 0, max: UINT32_MAX, default: 10, alias: 'limit' },
  page: { type: 'whole', min: 1, max: UINT32_MAX, default: 1 },
  date_from: { type: 'date', bound: 'start' },
  date_to: { type: 'date', bound: 'end' },
} as const satisfies Record<string, ParamSpec>

const PREMIUM = { premium: { type: 'flag' } } as const satisfies Record<string, ParamSpec>
const SORT = {
  sort: { type: 'choice', values: ['0', '1'], default: '0' },
} as const satisfies Record<string, ParamSpec>

const SEMANTIC_PARAMS = {
  q: { type: 'text', min: 1, max: MAX_SEARCH_CHARS, required: true },
  size: { type: 'whole', min: 1, max: MAX_SEMANTIC_RESULTS, default: 10 },
} as const satisfies Record<string, ParamSpec>

/**
 * A JSON answer read by the schema `load` brings (typed by it, whatever the list's own type).
 * The schema is loaded once: every `import()` goes through the module loader again (on the
 * server, tsx's resolve hook on another thread, for every answer the proxy reads). A failed
 * load is not kept, so a chunk that did not arrive is asked for again.
 */
const json = <S extends z.ZodMiniType>(
  load: () => Promise<S>,
): { kind: 'json'; schema: () => Promise<NoInfer<S>> } => {
  let loaded: Promise<S> | undefined
  const schema = () =>
    (loaded ??= load().catch((err: unknown) => {
      loaded = undefined
      throw err
    }))
  return { kind: 'json', schema }
}

const content = () => import('./schemas/content')

export const ENDPOINTS = {
  marketInsights: {
    path: '/v1/marketInsights',
    method: 'GET',
    title: 'Market insights search',
    params: { ...LIST_PARAMS, ...SORT },
    answer: json(() => content().then((m) => m.marketInsightListSchema)),
    credits: 1,
    cache: true,
    paging: 'page-and-offset',
    package: 'starter',
    origin: 'interface',
  },
  studies: {
    path: '/v1/studies',
    method: 'GET',
    title: 'Studies search',
    params: { ...LIST_PARAMS, ...PREMIUM, ...SORT },
    answer: json(() => content().then((m) => m.studyListSchema)),
    credits: 1,
    cache: true,
    paging: 'page-and-offset',
    package: 'starter',
    origin: 'interface',
  },
  infographics: {
    path: '/v1/infographics',
    method: 'GET',
    title: 'Infographics search',
    params: { ...LIST_PARAMS, ...SORT },
    answer: json(() => content().then((m) => m.infographicListSchema)),
    credits: 1,
    cache: true,
    paging: 'page-and-offset',
    package: 'starter',
    origin: 'interface',
  },
  statistics: {
    // Multi-lingual: no platform, page or sort; it pages by offset.
    path: '/v1/search/statistics',
    method: 'GET',
    title: 'Statistics search',
    params: {
      q: LIST_PARAMS.q,
      offset: LIST_PARAMS.offset,
      size: LIST_PARAMS.size,
      date_from: LIST_PARAMS.date_from,
      date_to: LIST_PARAMS.date_to,
      ...PREMIUM,
    },
    answer: json(() => content().then((m) => m.statisticListSchema)),
    credits: 1,
    cache: true,
    paging: 'offset',
    package: 'starter',
    origin: 'interface',
  },
  indicators: {
    path: '/v1/search/market-insights/indicators',
    method: 'GET',
    title: 'Market-insight indicator search',
    params: SEMANTIC_PARAMS,
    answer: json(() => import('./schemas/indicators').then((m) => m.indicatorSearchSchema)),
    credits: 0,
    cache: true,
    paging: 'size',
    package: 'advanced',
    origin: 'interface',
  },
  consumerInsights: {
    path: '/v1/search/consumer-insights',
    method: 'GET',
    title: 'Consumer-insight question search',
    params: SEMANTIC_PARAMS,
    answer: json(() => import('./schemas/survey').then((m) => m.consumerInsightSearchSchema)),
    credits: 0,
    cache: true,
    paging: 'size',
    package: 'advanced',
    origin: 'interface',
  },
  dataTable: {
    path: '/v1/data/consumer-insights',
    method: 'GET',
    title: 'Consumer-insight frequency or cross table',
    params: {
      rows: { type: 'survey-id', required: true },
      columns: { type: 'survey-id' },
      filters: { type: 'answer-ids', max: MAX_FILTER_IDS },
      country: { type: 'country' },
      // The interface: 4 digits, at least 1900; absent means the current year.
      year: { type: 'whole', min: 1900, max: 9999 },
    },
    answer: json(() => import('./schemas/survey').then((m) => m.dataTableSchema)),
    credits: 10,
    cache: true,
    package: 'advanced',
    origin: 'interface',
  },
  reports: {
    path: '/v1/data/reports',
    method: 'GET',
    title: 'Report links of a content item',
    params: { id: { type: 'content-id', required: true } },
    answer: json(() => import('./schemas/reports').then((m) => m.reportLinksSchema)),
    credits: 1,
    cache: true,
    package: 'advanced',
    origin: 'interface',
    serviceLinks: true,
  },
  reportFile: {
    // The provider's token download that report links may point at.
    path: '/v1/data/report',
    method: 'GET',
    title: 'Report file download',
    params: { t: { type: 'token', required: true, max: 4_096 } },
    answer: { kind: 'file' },
    credits: 1,
    // Files are large and each token is its own: nothing to share.
    cache: false,
    package: 'advanced',
    origin: 'provider',
  },
  statisticData: {
    path: '/v1/data/statistic',
    method: 'GET',
    title: 'Chart data of one statistic',
    params: { id: { type: 'content-id', required: true } },
    answer: json(() => import('./schemas/data').then((m) => m.statisticDataSchema)),
    credits: 10,
    cache: true,
    package: 'advanced',
    origin: 'provider',
  },
  indicatorData: {
    path: '/v1/data/market-insights/indicator',
    method: 'GET',
    title: 'Time series of one indicator',
    params: {
      id: { type: 'uuid', required: true },
      geo: { type: 'geo-codes', max: MAX_INDICATOR_GEOS, default: DEFAULT_INDICATOR_GEO },
    },
    answer: json(() => import('./schemas/data').then((m) => m.indicatorDataSchema)),
    credits: 15,
    cache: true,
    package: 'advanced',
    origin: 'provider',
  },
  researchAsk: {
    path: '/v1/research-ai/ask',
    method: 'POST',
    title: 'Research question (legacy)',
    params: {},
    answer: json(() => import('./schemas/research').then((m) => m.researchAskResponseSchema)),
    credits: 1,
    cache: false,
    package: 'advanced',
    origin: 'interface',
  },
  researchAnswer: {
    path: '/v1/research-ai/answer',
    method: 'GET',
    title: 'Research answer (legacy)',
    params: { research_token: { type: 'token', required: true, max: 512 } },
    answer: json(() => import('./schemas/research').then((m) => m.researchAnswerSchema)),
    credits: 1,
    // It changes as its job advances, and is polled for exactly that.
    cache: false,
    package: 'advanced',
    origin: 'interface',
  },
} as const satisfies Record<string, EndpointSpec>

export type EndpointName = keyof typeof ENDPOINTS
export type Endpoint = (typeof ENDPOINTS)[EndpointName]

/** What an endpoint's answer is, once parsed. */
export type AnswerOf<E extends Endpoint> = E['answer'] extends {
  kind: 'json'
  schema: () => Promise<infer S>
}
  ? S extends z.ZodMiniType
    ? z.output<S>
    : never
  : never

const BY_PATH = new Map<string, Endpoint>(Object.values(ENDPOINTS).map((e) => [e.path, e]))

/** The endpoint at `path` (`/v1/...`), or undefined when the service has none there. */
export function endpointAt(path: string): Endpoint | undefined {
  return BY_PATH.get(path)
}

/** Credits a call to `path` costs (the provider's model; 1 for a path it does not name). */
export function creditsOf(path: string): number {
  return endpointAt(path)?.credits ?? 1
}

/** Whether `pkg` includes `endpoint`. */
export function packageHas(pkg: PackageName, endpoint: Pick<Endpoint, 'package'>): boolean {
  return PACKAGES.indexOf(pkg) >= PACKAGES.indexOf(endpoint.package)
}
