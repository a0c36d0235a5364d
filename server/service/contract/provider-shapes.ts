import * as z from 'zod'
import {
  dateTime,
  GRAPH_TYPES,
  languageLocale,
  uint16,
  uint32,
  uint64,
} from './provider-primitives'
import { researchAccepted, researchAnswer } from './provider-research-shapes'

/**
 * What the provider's published OpenAPI descriptions (statista-oss/api-docs, version 2.8.0:
 * discovery, discovery.search, data, researchAI) require of each successful answer, written as
 * strict zod schemas: required fields required, types and integer ranges as declared, null only
 * where a field is declared nullable, enums where an enum is declared. Unknown fields pass
 * (every object is loose), as they do for any OpenAPI object without `additionalProperties:
 * false`. An answer valid here is one the real service may send; the app must read it.
 *
 * Where the prose contract (docs/service-contract.md) and the OpenAPI differ, these
 * shapes follow the OpenAPI:
 *
 * | Where                              | Prose contract                          | OpenAPI 2.8.0                              |
 * | ---------------------------------- | --------------------------------------- | ------------------------------------------ |
 * | market insight `is_premium`        | required                                | not declared                               |
 * | market insight `released_at`       | required                                | not declared                               |
 * | market insight `updated_at`, `ranking_score`, `sources`, `publishers`, `chargers`, `covered_time_frame` | optional | not declared |
 * | market insight `path`              | seen in production (docs/service-contract.md)          | required; parent `id` nullable             |
 * | market insight `geolocations`      | optional                                | required                                   |
 * | studies, infographics, statistics: `released_at`, `updated_at`, `ranking_score`, sources, `covered_time_frame` | listed | not declared (search statistics: `ranking_score` nullable) |
 * | `/v1/search/statistics` `date`     | listed (as for infographics)            | optional                                   |
 * | `/v1/search/statistics` industries, geolocations | listed               | not declared                               |
 * | `total_pages`                      | optional for market insights only       | optional on every list                     |
 * | study and statistic `geolocations` | `{ id, name, code }`, nothing required  | Region: `name` and `code` required         |
 * | answer `code`, `order`; survey years | integer                               | uint16 (0 to 65535)                        |
 * | indicator `covered_geos`, `market_type`(`_description`) | listed          | optional                                   |
 * | data table `identifier.columns`, `filters` | listed                          | optional                                   |
 * | data statistic `sources` etc.      | (docs/service-contract.md) `{ title, subtitle }`       | both required                              |
 * | `/v1/research-ai/ask`              | 200 `{ researchToken }`                 | 202, the whole answer object (both valid)  |
 * | research `state.status`            | `requested` shown                       | enum of 10 statuses                        |
 * | research `metaInformation`, `usage_limits`, state flags | (docs/service-contract.md)       | required; `answeredAt`, `chainVersion`, `qualityScore`, `limit` nullable |
 * | research source fields             | listed, none required                   | 11 required; `url` an absolute URI         |
 * | `/v1/data/reports` `pdf`, `ppt`, `xls` | string fields                       | each optional                              |
 * | dates (`date-time`)                | `YYYY-MM-DDTHH:mm:ssZ`                  | RFC 3339: any case, fractions, offsets, leap seconds |
 */

const region = z.looseObject({ id: uint16.optional(), name: z.string(), code: z.string() })
const industry = z.looseObject({ id: uint16.optional(), name: z.string() })
const teaserImage = z.looseObject({ width: uint32, src: z.string() })
/** A market in a market insight's `path` (its parents) or `children`. */
const market = z.looseObject({ id: uint64.nullable().optional(), name: z.string() })

/** `Api.Response.Base`: the fields infographics, studies and list statistics share. */
const baseItem = z.looseObject({
  identifier: uint64,
  title: z.string(),
  description: z.string().optional(),
  link: z.string(),
  date: dateTime,
  platform: languageLocale,
  subject: z.string(),
  is_premium: z.boolean(),
  industries: z.array(industry).optional(),
})

/** `Api.Response.ERI`: studies and list statistics, with regions. */
const eriItem = baseItem.extend({ geolocations: z.array(region).optional() })

export const marketInsightItem = z.looseObject({
  identifier: uint64,
  title: z.string(),
  description: z.string().optional(),
  link: z.string(),
  date: dateTime,
  platform: languageLocale,
  sub_title: z.string().optional(),
  children: z.array(market).optional(),
  path: z.array(market),
  geolocations: z.array(region),
})
export const studyItem = eriItem
export const infographicItem = baseItem.extend({
  teaser_image_urls: z.array(teaserImage).optional(),
})
export const statisticItem = eriItem.extend({ teaser_image_urls: z.array(teaserImage) })
export const searchStatisticItem = z.looseObject({
  identifier: uint64,
  title: z.string(),
  subject: z.string(),
  is_premium: z.boolean(),
  description: z.string().optional(),
  link: z.string(),
  date: dateTime.optional(),
  platform: languageLocale,
  teaser_image_urls: z.array(teaserImage),
  ranking_score: z.number().nullable().optional(),
})

function list<T extends z.ZodType>(item: T) {
  return z.looseObject({
    items: z.array(item),
    total_count: uint32,
    total_pages: uint32.optional(),
  })
}

const searchStatistics = z.looseObject({
  items: z.array(searchStatisticItem),
  total_count: uint32,
  took: z.looseObject({ search: z.string(), load: z.string(), conv: z.string() }).optional(),
})

export const surveyAnswer = z.looseObject({
  answer_id: z.string(),
  label: z.string(),
  order: uint16,
  code: uint16,
})
export const surveyQuestion = z.looseObject({
  question_id: z.string(),
  indicator: z.string(),
  label: z.string(),
  question_type: z.string(),
  metadata: z.looseObject({ min_year: uint16, max_year: uint16 }),
  answers_subset: z.array(surveyAnswer),
  total_answers: uint32,
})
const consumerInsightSearch = z.looseObject({ results: z.array(surveyQuestion) })

export const indicatorItem = z.looseObject({
  identifier: z.string(),
  title: z.string(),
  subject: z.string(),
  description: z.string(),
  link: z.string(),
  updated_at: z.string(),
  industries: z.array(z.looseObject({ name: z.string(), segments: z.array(z.string()) })),
  covered_timeframe: z.looseObject({ start: z.string(), end: z.string() }),
  covered_geos: z.record(z.string(), z.string()).optional(),
  market_type: z.string().optional(),
  market_type_description: z.string().optional(),
})
const indicatorSearch = z.looseObject({ items: z.array(indicatorItem), total_count: uint32 })

const dataTable = z.looseObject({
  identifier: z.looseObject({
    rows: z.string(),
    columns: z.string().optional(),
    filters: z.array(z.string()).optional(),
    survey_id: z.string(),
  }),
  title: z.string(),
  subject: z.string(),
  description: z.string(),
  link: z.string(),
  date: z.string(),
  sources: z.array(z.string()),
  interpretation_hint: z.string(),
  geolocations: z.array(z.looseObject({ name: z.string(), code: z.string() })),
  chart: z.looseObject({
    description: z.string(),
    dataFormat: z.string(),
    valueUnit: z.string(),
    data: z.record(
      z.string(),
      z.array(z.looseObject({ name: z.string(), percentage: z.number(), respondents: uint32 })),
    ),
  }),
})

const dataSource = z.looseObject({ title: z.string(), subtitle: z.string() })
const statisticData = z.looseObject({
  teaser_image_urls: z.array(teaserImage),
  identifier: uint64,
  title: z.string(),
  description: z.string().optional(),
  link: z.string(),
  date: dateTime,
  platform: languageLocale,
  subject: z.string(),
  is_premium: z.boolean(),
  industries: z.array(industry).optional(),
  geolocations: z.array(region).optional(),
  sources: z.array(dataSource).optional(),
  chargers: z.array(dataSource).optional(),
  publishers: z.array(dataSource).optional(),
  chart: z.looseObject({
    unit: z.string().optional(),
    graphType: z.enum(GRAPH_TYPES),
    description: z.string().optional(),
    horizontal: z.boolean(),
    data: z.record(
      z.string(),
      z.array(
        z.looseObject({ data: z.union([z.string(), z.number()]), name: z.string().optional() }),
      ),
    ),
  }),
})

const indicatorData = z.looseObject({
  identifier: z.string(),
  title: z.string(),
  description: z.string(),
  market_type: z.string().optional(),
  market_type_description: z.string().optional(),
  chart: z.looseObject({
    name: z.string(),
    graphType: z.string(),
    unit: z.string().optional(),
    data: z.array(
      z.looseObject({
        geo: z.string(),
        categories: z.array(z.string()),
        series: z.array(z.number()),
      }),
    ),
  }),
})

const reportLinks = z.looseObject({
  pdf: z.string().optional(),
  ppt: z.string().optional(),
  xls: z.string().optional(),
})

export interface ProviderShape {
  method: 'GET' | 'POST'
  /** The JSON shape of each success status the provider may answer with. */
  success: Readonly<Partial<Record<200 | 202, z.ZodType>>>
}

/**
 * Every JSON endpoint's shape by path, for the contract tests, the provider stand-in
 * (e2e/support/provider-stand-in.ts) and anything else that must judge an answer.
 * `/v1/data/report?t=` is not here: it answers a file, not JSON.
 */
export const PROVIDER_SHAPES = {
  '/v1/marketInsights': { method: 'GET', success: { 200: list(marketInsightItem) } },
  '/v1/studies': { method: 'GET', success: { 200: list(studyItem) } },
  '/v1/infographics': { method: 'GET', success: { 200: list(infographicItem) } },
  '/v1/statistics': { method: 'GET', success: { 200: list(statisticItem) } },
  '/v1/search/statistics': { method: 'GET', success: { 200: searchStatistics } },
  '/v1/search/consumer-insights': { method: 'GET', success: { 200: consumerInsightSearch } },
  '/v1/search/market-insights/indicators': { method: 'GET', success: { 200: indicatorSearch } },
  '/v1/data/consumer-insights': { method: 'GET', success: { 200: dataTable } },
  '/v1/data/statistic': { method: 'GET', success: { 200: statisticData } },
  '/v1/data/market-insights/indicator': { method: 'GET', success: { 200: indicatorData } },
  '/v1/data/reports': { method: 'GET', success: { 200: reportLinks } },
  '/v1/research-ai/ask': {
    method: 'POST',
    success: { 202: researchAnswer, 200: researchAccepted },
  },
  '/v1/research-ai/answer': { method: 'GET', success: { 200: researchAnswer } },
} as const satisfies Record<string, ProviderShape>

export type ProviderPath = keyof typeof PROVIDER_SHAPES

export const PROVIDER_PATHS = Object.keys(PROVIDER_SHAPES) as ProviderPath[]

export function isProviderPath(path: string): path is ProviderPath {
  return Object.hasOwn(PROVIDER_SHAPES, path)
}

/**
 * Checks a parsed answer against the provider's shape for its path and status. Problems are
 * named by where they are (`items.3.path.0.id: expected a uint64 …`), at most `limit` of them.
 */
export function checkProviderAnswer(
  path: string,
  status: number,
  body: unknown,
  limit = 5,
): { ok: true } | { ok: false; problems: string[] } {
  if (!isProviderPath(path)) return { ok: false, problems: [`${path} is not a provider endpoint`] }
  const shapes: ProviderShape['success'] = PROVIDER_SHAPES[path].success
  const schema = shapes[status as 200 | 202]
  if (!schema)
    return {
      ok: false,
      problems: [`${path} answers ${Object.keys(shapes).join(' or ')}, not ${status}`],
    }
  const result = schema.safeParse(body)
  if (result.success) return { ok: true }
  return {
    ok: false,
    problems: result.error.issues
      .slice(0, limit)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`),
  }
}
